import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE } from '../i18n';

/** The insurance texts: the `insurance` key of the remote's namespace. */
export function useInsuranceTexts() {
  return useTranslation(LOGISTICS_NAMESPACE, { keyPrefix: 'insurance' });
}
