import type { LogisticsModalProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE, registerLogisticsTranslations } from '../i18n';
import { RefusalNotice } from '../insurance';

registerLogisticsTranslations();

/** The insurer's refusal (issue 20); the courier's modal comes in a later issue and says so instead of being missing. */
export default function Modal({ host, name, params }: LogisticsModalProps) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  if (name === 'insurance-error') return <RefusalNotice host={host} params={params} />;
  return (
    <section>
      <h2>{t(`modal.${name}.title`)}</h2>
      <p>{t(`modal.${name}.later`)}</p>
    </section>
  );
}
