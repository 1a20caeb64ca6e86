import { createApiClient, createSessionDrafts } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, LocaleCode } from '@jetkiz/contracts';

const LOCALE_OF: Record<LanguageCode, LocaleCode> = { ru: 'ru', kk: 'kz', en: 'en' };

/** Test support: a HostApi whose API client talks to a real server; the shell's own parts are spies. */
export function createTestHost({
  apiUrl,
  language = 'en',
  token = null,
}: {
  apiUrl: string;
  language?: LanguageCode;
  token?: string | null;
}): HostApi {
  const locale = LOCALE_OF[language];
  return {
    session: { token, user: null, isLoggedIn: token !== null, logIn: jest.fn(), refreshUser: jest.fn(), logout: jest.fn() },
    locale: { current: locale, language, switchTo: jest.fn() },
    modals: { current: null, loading: false, open: jest.fn(), close: jest.fn(), setLoading: jest.fn() },
    alerts: { show: jest.fn() },
    navigation: {
      go: jest.fn(),
      href: (path) => `/${locale}${path}`,
      profileUrl: (path = '/') => `https://profile.jetkiz.test${path}`,
      profileHandoffUrl: async (path = '/') => `https://profile.jetkiz.test${path}`,
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api: createApiClient({ baseUrl: apiUrl, getToken: () => token, getLanguage: () => language, onUnauthorized: () => {} }),
    config: {
      apiUrl,
      profileUrl: 'https://profile.jetkiz.test',
      widgetsUrl: 'https://widgets.jetkiz.test',
      siteUrl: 'https://jetkiz.test',
      partnerOrigins: [],
    },
  };
}
