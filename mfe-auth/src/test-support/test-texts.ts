import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { COMMON_NAMESPACE, addTranslations, commonTranslations, type LanguageCode } from '@jetkiz/contracts';
import { AUTH_NAMESPACE } from '../i18n';
import en from '../i18n/en.json';
import kk from '../i18n/kk.json';
import ru from '../i18n/ru.json';

/** The texts a page has when this remote runs in the shell: the shell's `common` namespace and this remote's own. */
export async function loadTexts(language: LanguageCode = 'en') {
  const i18n = await initTestI18n(language);
  addTranslations(i18n, COMMON_NAMESPACE, commonTranslations);
  addTranslations(i18n, AUTH_NAMESPACE, { ru, kk, en });
  return i18n;
}
