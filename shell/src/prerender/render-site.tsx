import { LOCALES, languageOf } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';
import { enableStaticRendering } from 'mobx-react-lite';
import { StaticRouter } from 'react-router-dom';
import { parseShellConfig } from '../config';
import { createHostApi } from '../host-api';
import { createI18n, showLanguage } from '../i18n';
import { preloadComponent } from '../remotes';
import { ROUTE_MODULES, SITE_PATHS } from '../site-paths';
import { NOT_FOUND_PATH, PAGE_SLOT, SERVE_TIME_URLS } from './prerender-protocol.cjs';
import { createSiteStores, SiteApp } from './site-app';
import { renderToHtml } from '@jetkiz/web-kit/src/prerender';

/**
 * The pages whose chrome the shell renders at build time for a guest: every route its marketing remote prerenders
 * (the remote's page goes into PAGE_SLOT at serve time), and the not-found page, which is the shell's own.
 */
export const PRERENDERED_ROUTES = SITE_PATHS.pages.filter(({ owner, page }) => owner === 'marketing' && page !== 'confirm-email');
export const NOT_FOUND = 'not-found';

/** Stands for the remote's page: the shell's server puts the remote's prerendered HTML in its place. */
function PageSlot() {
  return PAGE_SLOT;
}

/** A session-less Storage: a guest's drafts are empty when the page is built. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** Serve-time settings are not known at build time: the URLs are tokens the shell's server replaces. */
const BUILD_CONFIG = parseShellConfig({ ...SERVE_TIME_URLS, remotes: {} });

/** The `#root` tree of one path for a guest, as the browser's first render draws it. */
export async function renderSitePage(locale: LocaleCode, pathname: string): Promise<string> {
  const i18n = await createI18n(languageOf(locale));
  await showLanguage(i18n, languageOf(locale));
  const navigate = () => undefined;
  const stores = createSiteStores(BUILD_CONFIG, locale, i18n, navigate, emptyStorage());
  const host = createHostApi(BUILD_CONFIG, stores, navigate);
  const idle = { started: navigate, finished: navigate, failed: navigate };
  return renderToHtml(
    <SiteApp
      stores={stores}
      host={host}
      loadEvents={idle}
      router={(routes) => <StaticRouter location={pathname}>{routes}</StaticRouter>}
      onNavigateReady={navigate}
    />,
    "the shell's page failed to prerender",
  );
}

/** Every prerendered page's tree in every locale: `{locale}/{page}.html` → HTML. */
export async function renderSitePages(): Promise<Map<string, string>> {
  enableStaticRendering(true);
  await preloadComponent(ROUTE_MODULES.marketing, () => Promise.resolve(PageSlot));
  const pages = new Map<string, string>();
  for (const { code } of LOCALES) {
    for (const { path, page } of PRERENDERED_ROUTES) pages.set(`${code}/${page}.html`, await renderSitePage(code, `/${code}/${path}`));
    pages.set(`${code}/${NOT_FOUND}.html`, await renderSitePage(code, `/${code}/${NOT_FOUND_PATH}`));
  }
  return pages;
}
