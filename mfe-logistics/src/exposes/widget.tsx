import type { LogisticsWidgetProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE, registerLogisticsTranslations } from '../i18n';
import { InsuranceWidget } from '../insurance';

registerLogisticsTranslations();

/** Insurance (issue 20); courier delivery arrives in a later issue and until then its widget says so honestly. */
export default function Widget({ host, widget }: LogisticsWidgetProps) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  if (widget === 'insurance') return <InsuranceWidget host={host} query={new URLSearchParams(window.location.search)} />;
  return (
    <section>
      <h1>{t(`${widget}.title`)}</h1>
      <p>{t(`${widget}.later`)}</p>
    </section>
  );
}
