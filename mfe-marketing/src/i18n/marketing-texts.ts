import { FALLBACK_LANGUAGE, LOCALES } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import i18next from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

export const MARKETING_NAMESPACE = 'marketing';

/**
 * The remote's texts come in parts, one JSON file per part and language (`./ru/home.json`), fetched on demand:
 * a page downloads only the parts it shows, in the language it shows them in. A page's part also holds the
 * page's `meta` (title and description).
 */
export const TEXT_PARTS = [
  'subscription',
  'home',
  'faq',
  'reviews',
  'about',
  'traveler',
  'prices',
  'confirmEmail',
  'contacts',
  'contactForm',
  'legal',
  'publicOffer',
  'insuranceConditions',
  'confidentialityPolicy',
  'paymentRules',
] as const;

export type TextPart = (typeof TEXT_PARTS)[number];

const LANGUAGES: readonly LanguageCode[] = LOCALES.map((locale) => locale.language);

export function languageOfI18n(language: string | undefined): LanguageCode {
  return LANGUAGES.find((code) => code === language) ?? FALLBACK_LANGUAGE;
}

type Status = { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

/** A promise that says whether it has settled, as React's `use` reads it: a settled one does not suspend. */
function tracked(promise: Promise<unknown>): Promise<void> {
  const result = promise.then(() => undefined);
  const status = result as Status;
  status.status = 'pending';
  result.then(
    () => (status.status = 'fulfilled'),
    (reason: unknown) => Object.assign(status, { status: 'rejected', reason }),
  );
  return result;
}

const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' });

const pendingParts = new Map<string, Promise<void>>();
const loadedParts = new Set<string>();
const loadingSets = new Map<string, Promise<void>>();

async function fetchTexts(url: string): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as object;
}

/** The remote's public path, where its build serves `texts/`; there is none under Jest. */
declare const __webpack_public_path__: string | undefined;

async function importPart(language: LanguageCode, part: TextPart): Promise<object> {
  if (typeof __webpack_public_path__ === 'string') return fetchTexts(`${__webpack_public_path__}texts/${language}/${part}.json`);
  // Under Jest there is no bundle: the text files are read as modules.
  const { default: texts } = (await import(/* webpackIgnore: true */ `./${language}/${part}.json`)) as { default: object };
  return texts;
}

/** Adds one part in one language to the namespace; a failed download is forgotten so the next render retries. */
export function loadMarketingTexts(language: LanguageCode, part: TextPart): Promise<void> {
  const key = `${language}/${part}`;
  let pending = pendingParts.get(key);
  if (!pending) {
    pending = importPart(language, part).then((texts) => {
      i18next.addResourceBundle(language, MARKETING_NAMESPACE, { [part]: texts }, true, true);
      loadedParts.add(key);
    });
    pending.catch(() => pendingParts.delete(key));
    pendingParts.set(key, pending);
  }
  return pending;
}

/** Adds a part that is already at hand (the prerendering build bundles every part): no download, no suspense. */
export function provideMarketingTexts(language: LanguageCode, part: TextPart, texts: object): void {
  i18next.addResourceBundle(language, MARKETING_NAMESPACE, { [part]: texts }, true, true);
  loadedParts.add(`${language}/${part}`);
  pendingParts.set(`${language}/${part}`, Promise.resolve());
}

function isLoaded(language: LanguageCode, part: TextPart): boolean {
  return loadedParts.has(`${language}/${part}`);
}

/**
 * One promise per set of parts, kept once settled: React's `use` must see the same promise when it replays a
 * render. A failed one is forgotten so that the next render tries again.
 */
function loadingOf(language: LanguageCode, parts: readonly TextPart[]): Promise<void> {
  const key = `${language}:${[...parts].sort().join(',')}`;
  let loading = loadingSets.get(key);
  if (!loading) {
    if (parts.every((part) => isLoaded(language, part))) return READY;
    loading = tracked(Promise.all(parts.map((part) => loadMarketingTexts(language, part))));
    loading.catch(() => loadingSets.delete(key));
    loadingSets.set(key, loading);
  }
  return loading;
}

/**
 * Suspends until the parts are there in the current language; loads the new language's parts when it changes.
 * `use` is called on every render (with a settled promise once loaded), so the hooks after it keep their order.
 */
export function useTextParts(parts: readonly TextPart[]): LanguageCode {
  const { i18n } = useTranslation(MARKETING_NAMESPACE);
  const language = languageOfI18n(i18n.language);
  use(loadingOf(language, parts));
  return language;
}

/** `t` of one part, `useTexts('home').t('main.title')`, and the language it speaks. */
export function useTexts(part: TextPart) {
  const language = useTextParts([part]);
  const { t, i18n } = useTranslation(MARKETING_NAMESPACE, { keyPrefix: part });
  return { t, i18n, language };
}
