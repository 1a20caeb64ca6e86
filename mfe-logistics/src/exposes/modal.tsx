import type { LogisticsModalProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE, registerLogisticsTranslations } from '../i18n';

registerLogisticsTranslations();

/** Courier delivery and insurance come in later issues; their modals say so instead of being missing. */
export default function Modal({ name }: LogisticsModalProps) {
  const { t } = useTranslation(LOGISTICS_NAMESPACE);
  return (
    <section>
      <h2>{t(`modal.${name}.title`)}</h2>
      <p>{t(`modal.${name}.later`)}</p>
    </section>
  );
}
