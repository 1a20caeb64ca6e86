import type { LogisticsWidgetProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE, registerLogisticsTranslations } from '../i18n';

registerLogisticsTranslations();

/** Courier delivery and insurance arrive in later issues; until then the widget says so honestly. */
export default function Widget({ widget }: LogisticsWidgetProps) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  return (
    <section>
      <h1>{t(`${widget}.title`)}</h1>
      <p>{t(`${widget}.later`)}</p>
    </section>
  );
}
