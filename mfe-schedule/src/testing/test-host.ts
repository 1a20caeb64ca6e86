import { createApiClient, createSessionDrafts } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, LocaleCode, ModalName, ModalParams } from '@jetkiz/contracts';

/** Test support: a HostApi whose API client talks to a real server (mockApi) and whose shell parts are spies. */
export interface TestHost {
  host: HostApi;
  alerts: jest.Mock<void, [string, 'error' | 'success']>;
  openModal: jest.Mock<void, [ModalName, ModalParams?]>;
  go: jest.Mock<void, [string, { replace?: boolean }?]>;
}

const LOCALE_OF: Record<LanguageCode, LocaleCode> = { ru: 'ru', kk: 'kz', en: 'en' };
export const TEST_PROFILE_URL = 'https://profile.jetkiz.test';

interface TestHostOptions {
  apiUrl: string;
  language?: LanguageCode;
  loggedIn?: boolean;
}

export function createTestHost({ apiUrl, language = 'en', loggedIn = false }: TestHostOptions): TestHost {
  const alerts = jest.fn<void, [string, 'error' | 'success']>();
  const openModal = jest.fn<void, [ModalName, ModalParams?]>();
  const go = jest.fn<void, [string, { replace?: boolean }?]>();
  const locale = LOCALE_OF[language];
  const token = loggedIn ? 'token-of-the-sender' : null;
  const host: HostApi = {
    session: {
      token,
      user: null,
      isLoggedIn: loggedIn,
      logIn: async () => {},
      refreshUser: async () => {},
      logout: async () => {},
    },
    locale: { current: locale, language, switchTo: () => {} },
    modals: { current: null, loading: false, open: openModal, close: () => {}, setLoading: () => {} },
    alerts: { show: alerts },
    navigation: {
      go,
      href: (path) => {
        const trimmed = path.replace(/^\/+/, '');
        return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
      },
      profileUrl: (path = '/') => new URL(path, TEST_PROFILE_URL).toString(),
      profileHandoffUrl: async (path = '/') => new URL(path, TEST_PROFILE_URL).toString(),
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api: createApiClient({ baseUrl: apiUrl, getToken: () => token, getLanguage: () => language, onUnauthorized: () => {} }),
    config: {
      apiUrl,
      profileUrl: TEST_PROFILE_URL,
      widgetsUrl: 'https://widgets.jetkiz.test',
      siteUrl: 'https://jetkiz.test',
      partnerOrigins: [],
    },
  };
  return { host, alerts, openModal, go };
}
