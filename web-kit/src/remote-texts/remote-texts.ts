import { FALLBACK_LANGUAGE, LOCALES } from '@jetkiz/contracts';
import type { LanguageCode, TranslationTree } from '@jetkiz/contracts';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A language's texts, e.g. `(language) => import(\`./${language}.json\`)`: the bundler makes a chunk of each file, so the
 * remote downloads the texts of the language it shows, another on a language switch.
 */
export type TextsByLanguage = (language: LanguageCode) => Promise<{ default: TranslationTree }>;

/** The part of i18next the texts go into: the shell's singleton, passed in by the remote. */
export interface TextsRegistry {
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, texts: TranslationTree, deep: boolean, overwrite: boolean): unknown;
}

export interface RemoteTexts {
  /** Adds the namespace's texts in one language; the same promise for a language until it fails. */
  load(language: LanguageCode): Promise<void>;
  /** Suspends until the texts are there in the page's language; loads the new one when the language changes. */
  useTexts(): void;
}

const LANGUAGES: readonly LanguageCode[] = LOCALES.map((locale) => locale.language);

// React's `use` reads `status`: a promise already marked fulfilled does not suspend the render.
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' });

/**
 * A remote's own namespace, loaded per language. One promise per language, so React's `use` sees the same one on
 * every render; a failed download is forgotten so that the next render fetches it again.
 */
export function remoteTexts(registry: TextsRegistry, namespace: string, texts: TextsByLanguage): RemoteTexts {
  const loading = new Map<LanguageCode, Promise<void>>();
  const load = (language: LanguageCode): Promise<void> => {
    let pending = loading.get(language);
    if (!pending) {
      // Already there (added by a test, or kept from before): no download, and no suspended render.
      if (registry.hasResourceBundle(language, namespace)) return READY;
      pending = texts(language).then(({ default: tree }) => {
        registry.addResourceBundle(language, namespace, tree, true, true);
      });
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  };
  const useTexts = (): void => {
    const { i18n } = useTranslation(namespace);
    const language = LANGUAGES.find((code) => code === i18n.language) ?? FALLBACK_LANGUAGE;
    use(load(language));
  };
  return { load, useTexts };
}
