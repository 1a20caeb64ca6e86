import { createApiClient, createSessionDrafts } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, LocaleCode, ModalName, ModalParams } from '@jetkiz/contracts';

/** Test support: a HostApi whose API client talks to a real server (see mockApi) and whose shell parts are spies. */
export interface TestHost {
  host: HostApi;
  alerts: jest.Mock<void, [string, 'error' | 'success']>;
  openModal: jest.Mock<void, [ModalName, ModalParams?]>;
  closeModal: jest.Mock<void, []>;
  setLoading: jest.Mock<void, [boolean]>;
  go: jest.Mock<void, [string, { replace?: boolean }?]>;
}

const LOCALE_OF: Record<LanguageCode, LocaleCode> = { ru: 'ru', kk: 'kz', en: 'en' };

export function createTestHost({
  apiUrl = 'http://127.0.0.1:9',
  language = 'en',
}: { apiUrl?: string; language?: LanguageCode } = {}): TestHost {
  const alerts = jest.fn<void, [string, 'error' | 'success']>();
  const openModal = jest.fn<void, [ModalName, ModalParams?]>();
  const closeModal = jest.fn<void, []>();
  const setLoading = jest.fn<void, [boolean]>();
  const go = jest.fn<void, [string, { replace?: boolean }?]>();
  const locale = LOCALE_OF[language];
  const host: HostApi = {
    session: {
      token: null,
      user: null,
      isLoggedIn: false,
      logIn: async () => {},
      refreshUser: async () => {},
      logout: async () => {},
    },
    locale: { current: locale, language, switchTo: () => {} },
    modals: { current: null, loading: false, open: openModal, close: closeModal, setLoading },
    alerts: { show: alerts },
    navigation: {
      go,
      href: (path) => {
        const trimmed = path.replace(/^\/+/, '');
        return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
      },
      profileUrl: (path = '/') => `https://profile.jetkiz.test${path}`,
      profileHandoffUrl: async (path = '/') => `https://profile.jetkiz.test${path}`,
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api: createApiClient({ baseUrl: apiUrl, getToken: () => null, getLanguage: () => language, onUnauthorized: () => {} }),
    config: {
      apiUrl,
      profileUrl: 'https://profile.jetkiz.test',
      widgetsUrl: 'https://widgets.jetkiz.test',
      siteUrl: 'https://jetkiz.test',
      partnerOrigins: [],
    },
  };
  return { host, alerts, openModal, closeModal, setLoading, go };
}

/** An API address nobody listens on; jsdom reports the refused connection on the console, which the test expects. */
export function offlineApiUrl(): string {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return 'http://127.0.0.1:9';
}
