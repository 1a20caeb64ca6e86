import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE } from '../i18n';

/** The courier's texts: the `courier` part of the `logistics` namespace. */
export function useCourierTexts() {
  return useTranslation(LOGISTICS_NAMESPACE, { keyPrefix: 'courier' });
}

/** The shared messages (spec §8) of the `common` namespace. */
export function useCommonTexts() {
  return useTranslation(COMMON_NAMESPACE);
}
