import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { COMMON_NAMESPACE, addTranslations, commonTranslations, type LanguageCode } from '@jetkiz/contracts';
import { registerAuthTranslations } from '../i18n';

/** The texts a page has when this remote runs in the shell: the shell's `common` namespace and this remote's own. */
export async function loadTexts(language: LanguageCode = 'en') {
  const i18n = await initTestI18n(language);
  addTranslations(i18n, COMMON_NAMESPACE, commonTranslations);
  registerAuthTranslations();
  return i18n;
}
