import { FALLBACK_LANGUAGE, LOCALES } from '@jetkiz/contracts';
import type { LanguageCode, TranslationTree } from '@jetkiz/contracts';
import i18next from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

export const WIDGETS_NAMESPACE = 'widgets';

/** One chunk per language: a widget downloads the texts of the language it shows, another on a language switch. */
const TEXTS: Readonly<Record<LanguageCode, () => Promise<{ default: TranslationTree }>>> = {
  ru: () => import('./ru.json'),
  kk: () => import('./kk.json'),
  en: () => import('./en.json'),
};

const LANGUAGES: readonly LanguageCode[] = LOCALES.map((locale) => locale.language);

// React's `use` reads `status`: a promise already marked fulfilled does not suspend the render.
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' });

const loading = new Map<LanguageCode, Promise<void>>();

/**
 * Adds the remote's texts in one language to the shell's i18next. One promise per language, so React's `use` sees
 * the same one on every render; a failed download is forgotten so that the next render fetches it again.
 */
export function loadWidgetsTexts(language: LanguageCode): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    // Already there (added by a test, or kept from before): no download, and no suspended render.
    if (i18next.hasResourceBundle(language, WIDGETS_NAMESPACE)) return READY;
    pending = TEXTS[language]().then(({ default: texts }) => {
      i18next.addResourceBundle(language, WIDGETS_NAMESPACE, texts, true, true);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Suspends until the remote's texts are there in the page's language; loads the new one when the language changes. */
export function useWidgetsTexts(): void {
  const { i18n } = useTranslation(WIDGETS_NAMESPACE);
  const language = LANGUAGES.find((code) => code === i18n.language) ?? FALLBACK_LANGUAGE;
  use(loadWidgetsTexts(language));
}
