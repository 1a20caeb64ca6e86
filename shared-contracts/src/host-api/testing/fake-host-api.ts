import { makeAutoObservable, runInAction } from 'mobx';
import { createApiClient } from '../../api-client';
import type { AlertType, User } from '../../entities';
import type { AlertMessage } from '../../errors';
import type { LanguageCode, LocaleCode } from '../../constants';
import type { HostApi, HostConfig, ModalParams, ModalsApi, OpenModal, SessionApi } from '../host-api';
import type { ModalName } from '../modal-names';
import { createSessionDrafts } from '../session-drafts';
import { profileAddress, profileHandoffAddress } from '../profile-address';
import { strictHost } from '../contract';

/** An API address nobody listens on, for tests that never reach the API. */
export const NO_API_URL = 'http://127.0.0.1:9';
export const FAKE_PROFILE_URL = 'https://profile.jetkiz.test';

const LOCALE_OF: Record<LanguageCode, LocaleCode> = { ru: 'ru', kk: 'kz', en: 'en' };

/** The shell's modal rules as far as a remote sees them: one modal at a time, no closing while loading. */
class FakeModals implements ModalsApi {
  current: OpenModal | null = null;
  loading = false;
  /** every modal opened, in order */
  readonly history: OpenModal[] = [];

  constructor() {
    makeAutoObservable(this, { history: false });
  }

  open(name: ModalName, params: ModalParams = {}): void {
    this.current = { name, params };
    this.loading = false;
    this.history.push({ name, params });
  }

  close(): void {
    if (!this.loading) this.current = null;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }
}

/** The shell's session: logging in stores the token and loads the user through the API. */
class FakeSession implements SessionApi {
  token: string | null;
  user: User | null;
  api: HostApi['api'] | null = null;

  constructor(token: string | null, user: User | null) {
    this.token = token;
    this.user = user;
    makeAutoObservable(this, { api: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  async logIn(token: string): Promise<void> {
    this.token = token;
    await this.refreshUser();
  }

  async refreshUser(): Promise<void> {
    const user = await this.api!.me.get().catch(() => null);
    runInAction(() => {
      this.user = user;
    });
  }

  async logout(): Promise<void> {
    this.token = null;
    this.user = null;
  }
}

export interface FakeHostOptions {
  /** the API client's base URL: a mocked API's url in component tests */
  apiUrl?: string;
  language?: LanguageCode;
  token?: string | null;
  user?: User | null;
  config?: Partial<HostConfig>;
}

/** A HostApi built from the contract, for a remote's tests: real session, modal and draft rules, spied shell calls. */
export interface FakeHost {
  host: HostApi;
  session: FakeSession;
  modals: FakeModals;
  /** host.alerts.show */
  alerts: jest.Mock<void, [AlertMessage, AlertType]>;
  /** host.modals.open, host.modals.close and host.modals.setLoading (they also change `modals`) */
  openModal: jest.Mock<void, [ModalName, ModalParams?]>;
  closeModal: jest.Mock<void, []>;
  setLoading: jest.Mock<void, [boolean]>;
  /** host.navigation.go */
  go: jest.Mock<void, [string, { replace?: boolean }?]>;
  /** host.locale.switchTo */
  switchTo: jest.Mock<void, [LocaleCode]>;
}

export function createFakeHost({
  apiUrl = NO_API_URL,
  language = 'en',
  token = null,
  user = null,
  config = {},
}: FakeHostOptions = {}): FakeHost {
  const locale = LOCALE_OF[language];
  const session = new FakeSession(token, user);
  const modals = new FakeModals();
  const alerts = jest.fn<void, [AlertMessage, AlertType]>();
  const openModal = jest.fn<void, [ModalName, ModalParams?]>((name, params) => modals.open(name, params));
  const closeModal = jest.fn<void, []>(() => modals.close());
  const setLoading = jest.fn<void, [boolean]>((loading) => modals.setLoading(loading));
  const go = jest.fn<void, [string, { replace?: boolean }?]>();
  const switchTo = jest.fn<void, [LocaleCode]>();
  const profileUrl = config.profileUrl ?? FAKE_PROFILE_URL;
  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: () => session.token,
    getLanguage: () => language,
    onUnauthorized: () => runInAction(() => (session.token = null)),
  });
  session.api = api;
  const host: HostApi = {
    session,
    locale: { current: locale, language, switchTo },
    modals: {
      get current() {
        return modals.current;
      },
      get loading() {
        return modals.loading;
      },
      open: openModal,
      close: closeModal,
      setLoading,
    },
    alerts: { show: alerts },
    navigation: {
      go,
      href: (path) => {
        const trimmed = path.replace(/^\/+/, '');
        return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
      },
      profileUrl: (path, query) => profileAddress(profileUrl, path, query),
      profileHandoffUrl: (path) => profileHandoffAddress(api, session.token !== null, profileAddress(profileUrl, path)),
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api,
    config: {
      apiUrl,
      profileUrl,
      widgetsUrl: 'https://widgets.jetkiz.test',
      siteUrl: 'https://jetkiz.test',
      partnerOrigins: [],
      ...config,
    },
  };
  // Strict: a call the HostApi contract does not name throws, so a remote's tests catch it before deploying.
  return { host: strictHost(host), session, modals, alerts, openModal, closeModal, setLoading, go, switchTo };
}
