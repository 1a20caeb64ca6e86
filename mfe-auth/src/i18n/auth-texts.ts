import { FALLBACK_LANGUAGE, LOCALES } from '@jetkiz/contracts';
import type { LanguageCode, TranslationTree } from '@jetkiz/contracts';
import i18next from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

export const AUTH_NAMESPACE = 'auth';

/** One chunk per language: a login downloads the texts of the language it shows, another on a language switch. */
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
export function loadAuthTexts(language: LanguageCode): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    // Already there (added by a test, or kept from before): no download, and no suspended render.
    if (i18next.hasResourceBundle(language, AUTH_NAMESPACE)) return READY;
    pending = TEXTS[language]().then(({ default: texts }) => {
      i18next.addResourceBundle(language, AUTH_NAMESPACE, texts, true, true);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Suspends until the remote's texts are there in the page's language; loads the new one when the language changes. */
export function useAuthTexts(): void {
  const { i18n } = useTranslation(AUTH_NAMESPACE);
  const language = LANGUAGES.find((code) => code === i18n.language) ?? FALLBACK_LANGUAGE;
  use(loadAuthTexts(language));
}

/** An alert key from this remote's namespace (the shell's alert list reads `common` by default). */
export function authAlertKey(key: string): string {
  return `${AUTH_NAMESPACE}:${key}`;
}
