import type { SchedulePageProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { registerScheduleTranslations, SCHEDULE_NAMESPACE } from '../i18n';

registerScheduleTranslations();

/** The schedule pages; traveler cards and the trip board come in the schedule issue. */
export default function Page({ page, parcelId }: SchedulePageProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <section style={{ maxWidth: 960, margin: '0 auto', padding: '48px 16px' }}>
      <h1>{t(`${page}.title`)}</h1>
      <p>{t(`${page}.lead`, { id: parcelId ?? '' })}</p>
    </section>
  );
}
