import type { MarketingModalProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { MARKETING_NAMESPACE, registerMarketingTranslations } from '../i18n';

registerMarketingTranslations();

/** The contacts and contact-form modals; their content comes in the marketing issue. */
export default function Modal({ name }: MarketingModalProps) {
  const { t } = useTranslation(MARKETING_NAMESPACE);
  return <h2>{t(`${name}.title`)}</h2>;
}
