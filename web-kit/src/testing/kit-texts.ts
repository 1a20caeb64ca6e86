import { COMMON_NAMESPACE, addTranslations, commonTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';

/** The `common` texts the kit shows, in the test's one i18next instance (English, as tools/jest-config sets it). */
export function addKitTexts(): void {
  addTranslations(i18next, COMMON_NAMESPACE, commonTranslations);
}
