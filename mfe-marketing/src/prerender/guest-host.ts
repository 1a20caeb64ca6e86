import { COMMON_NAMESPACE, createApiClient, languageOf } from '@jetkiz/contracts';
import type { HostApi, LocaleCode } from '@jetkiz/contracts';

/** The prerendered page's paths are relative to the site; the shell's server makes the head's links absolute. */
export const PRERENDER_SITE_URL = '';

function withLocale(locale: LocaleCode, path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
}

const nothing = () => undefined;

/**
 * What a page sees of the host while it is rendered at build time: a guest, no modal open, nothing configured that
 * the server fills in at serve time (the pages read configuration only in effects, or the shell swaps it in). Nothing
 * here runs during a render but `href`; the rest only answers clicks and effects, which never run at build time.
 */
export function createGuestHost(locale: LocaleCode): HostApi {
  const language = languageOf(locale);
  const refuse = () => Promise.reject(new Error(`the prerendering host has no ${COMMON_NAMESPACE} session`));
  return {
    session: {
      token: null,
      user: null,
      isLoggedIn: false,
      logIn: refuse,
      refreshUser: () => Promise.resolve(),
      logout: () => Promise.resolve(),
    },
    locale: { current: locale, language, switchTo: nothing },
    modals: { current: null, loading: false, open: nothing, close: nothing, setLoading: nothing },
    alerts: { show: nothing },
    drafts: { signup: null, saveSignup: nothing, clearSignup: nothing },
    navigation: {
      go: nothing,
      href: (path) => withLocale(locale, path),
      profileUrl: (path = '') => path,
      profileHandoffUrl: (path = '') => Promise.resolve(path),
    },
    api: createApiClient({ baseUrl: PRERENDER_SITE_URL, getToken: () => null, getLanguage: () => language, onUnauthorized: nothing }),
    config: { apiUrl: '', profileUrl: '', widgetsUrl: '', siteUrl: PRERENDER_SITE_URL, partnerOrigins: [] },
  };
}
