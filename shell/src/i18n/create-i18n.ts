import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, loadCommonTranslations } from '@jetkiz/contracts';
import type { LanguageCode, TranslationTree } from '@jetkiz/contracts';
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SHELL_NAMESPACE = 'shell';

const SHELL_TEXTS: Readonly<Record<LanguageCode, () => Promise<{ default: TranslationTree }>>> = {
  ru: () => import('./ru.json'),
  kk: () => import('./kk.json'),
  en: () => import('./en.json'),
};

type LanguageTexts = Record<typeof SHELL_NAMESPACE | typeof COMMON_NAMESPACE, TranslationTree>;

// A page carries the texts of the one language it shows; another language loads when the visitor switches to it.
async function textsOf(language: LanguageCode): Promise<LanguageTexts> {
  const [shell, common] = await Promise.all([SHELL_TEXTS[language]().then((texts) => texts.default), loadCommonTranslations(language)]);
  return { [SHELL_NAMESPACE]: shell, [COMMON_NAMESPACE]: common };
}

/** Loads a language's shell and common texts if they are not there yet, then shows the site in it. */
export async function showLanguage(i18n: i18n, language: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(language, SHELL_NAMESPACE)) {
    const texts = await textsOf(language);
    for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The one i18next instance of the site (a shared singleton): remotes add their namespaces to it. */
export async function createI18n(language: LanguageCode): Promise<i18n> {
  const texts = await textsOf(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE, COMMON_NAMESPACE],
    resources: { [language]: { ...texts } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
