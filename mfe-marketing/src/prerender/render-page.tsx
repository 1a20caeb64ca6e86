import { COMMON_NAMESPACE, LOCALES, languageOf, loadCommonTranslations } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, LocaleCode, MarketingPage } from '@jetkiz/contracts';
import i18next from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Page from '../exposes/page';
import { MARKETING_NAMESPACE, TEXT_PARTS, provideMarketingTexts } from '../i18n';
import type { TextPart } from '../i18n';
import { PAGE_TEXTS } from '../pages/page-texts';
import { marketingPageHeadOf } from '../pages/marketing-page-head';
import { pageHeadTags } from '../seo';
import type { HeadTag } from '../seo';
import { PRERENDER_SITE_URL, createGuestHost } from './guest-host';
import { PUBLIC_PATH_TOKEN } from './public-path.json';
import { renderToHtml } from '@jetkiz/web-kit/src/prerender';

/** The marketing pages rendered at build time: every public page a search engine should read. */
export const PRERENDERED_PAGES = [
  'home',
  'about',
  'prices',
  'traveler',
  'public-offer',
  'insurance-conditions',
  'confidentiality-policy',
  'payment-rules',
] as const satisfies readonly MarketingPage[];

/** What the shell's server inlines into its page: the body's HTML and the head it goes with. */
export interface PageFragment {
  page: MarketingPage;
  locale: LocaleCode;
  /** `<html lang>` */
  lang: LanguageCode;
  title: string;
  /** description, canonical and alternates; hrefs are site-relative (`/kz/about`), the shell adds its origin */
  head: HeadTag[];
  /** the images React asks to preload (the first screen's picture), for the page's head */
  preloads: HeadTag[];
  /** the remote's stylesheets the page uses, for the page's head (written by prerenderAll from the browser build) */
  stylesheets?: HeadTag[];
  /** stands for the remote's base URL in `html` and `preloads`: the shell replaces it with the URL it fetched this from */
  publicPathToken: string;
  html: string;
  /** the same page when the site shows a promo video (the home page's video slot, configured at serve time) */
  htmlWithPromoVideo?: string;
}

/** Sets up rendering on the server and the one i18next instance with every text the pages may show, read from the bundled files. */
export async function prepareTexts(read: (language: LanguageCode, part: TextPart) => object): Promise<void> {
  // A page rendered once, to a string: observer components neither react nor keep reactions to clean up later.
  enableStaticRendering(true);
  // What is below the fold renders as in the browser's first render, before anything was seen: not near yet.
  globalThis.IntersectionObserver ??= NothingSeen;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'ru',
      ns: [MARKETING_NAMESPACE, COMMON_NAMESPACE],
      defaultNS: MARKETING_NAMESPACE,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  for (const { language } of LOCALES) {
    i18next.addResourceBundle(language, COMMON_NAMESPACE, await loadCommonTranslations(language), true, true);
    for (const part of TEXT_PARTS) provideMarketingTexts(language, part, read(language, part));
  }
}

/**
 * The page's HTML in order, with no script: rendered a first time to load its lazy parts (a lazy component that is
 * still loading makes React stream its boundary later, with inline scripts the site's CSP refuses), then again.
 */
/**
 * The viewport of a page rendered at build time: nothing in it was ever seen. With no IntersectionObserver at all,
 * the web kit's useNearViewport would show everything at once, unlike the browser's first render.
 */
class NothingSeen implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  disconnect(): void {}
  observe(): void {}
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Rendered twice: the first render starts the lazy parts loading, the second has them. */
async function renderWhenLoaded(element: ReactNode): Promise<string> {
  await renderOnce(element);
  const html = await renderOnce(element);
  if (html.includes('<script') || html.includes('<!--$?-->'))
    throw new Error('a marketing page still had a suspended part on its second render');
  return html;
}

const renderOnce = (element: ReactNode) => renderToHtml(element, 'a marketing page failed to prerender');

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]));
}

/** React writes a fragment's image preloads before it; they belong in the head, not inside the shell's `<main>`. */
export function splitPreloads(html: string): { preloads: HeadTag[]; body: string } {
  const leading = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  const preloads = [...leading.matchAll(/<link [^>]*\/>/g)].map(([tag]): HeadTag => ({ tag: 'link', attributes: attributesOf(tag) }));
  return { preloads, body: html.slice(leading.length) };
}

function pageElement(host: HostApi, page: MarketingPage): ReactNode {
  return (
    <I18nextProvider i18n={i18next}>
      <Page host={host} page={page} />
    </I18nextProvider>
  );
}

/** One page in one locale, as the exposed `./Page` renders it for a guest, with its head. */
export async function renderMarketingPage(page: MarketingPage, locale: LocaleCode): Promise<PageFragment> {
  const language = languageOf(locale);
  await i18next.changeLanguage(language);
  const host = createGuestHost(locale);
  const head = marketingPageHeadOf(page, i18next.getFixedT(language, MARKETING_NAMESPACE, PAGE_TEXTS[page]), language, PRERENDER_SITE_URL);
  const { preloads, body } = splitPreloads(await renderWhenLoaded(pageElement(host, page)));
  const fragment: PageFragment = {
    page,
    locale,
    lang: language,
    title: head.title,
    head: pageHeadTags(head),
    preloads,
    publicPathToken: PUBLIC_PATH_TOKEN,
    html: body,
  };
  if (page === 'home') {
    // The slot holds no id (the video comes on a click); any well-formed id renders the same box.
    const withVideo: HostApi = { ...host, config: { ...host.config, promoVideoId: 'prerendered0' } };
    fragment.htmlWithPromoVideo = splitPreloads(await renderWhenLoaded(pageElement(withVideo, page))).body;
  }
  return fragment;
}
