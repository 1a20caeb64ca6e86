import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, commonTranslations } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

export const SHELL_NAMESPACE = 'shell';

/** The one i18next instance of the site (a shared singleton): remotes add their namespaces to it. */
export async function createI18n(language: LanguageCode): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE, COMMON_NAMESPACE],
    resources: {
      ru: { [SHELL_NAMESPACE]: ru, [COMMON_NAMESPACE]: commonTranslations.ru },
      kk: { [SHELL_NAMESPACE]: kk, [COMMON_NAMESPACE]: commonTranslations.kk },
      en: { [SHELL_NAMESPACE]: en, [COMMON_NAMESPACE]: commonTranslations.en },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
