import { createApiClient, createSessionDrafts, profileAddress, profileHandoffAddress } from '@jetkiz/contracts';
import type { AlertType, AuthModalName, HostApi, ModalName, ModalParams, ModalsApi, OpenModal, SessionApi, User } from '@jetkiz/contracts';
import { act, render } from '@testing-library/react';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { AuthModalRoot } from '../app';
import { createAuthEnvironment, type AuthEnvironment, type Ticker } from '../auth-environment';
import { createBotCheck, type BotCheck } from '@jetkiz/contracts';
import type { ScriptedApi } from './scripted-api';

export const PROFILE_ORIGIN = 'http://profile.test';

/** The shell's modal rules as far as a remote sees them: one modal at a time, no closing while loading. */
class RecordingModals implements ModalsApi {
  current: OpenModal | null = null;
  loading = false;
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

class TestSession implements SessionApi {
  token: string | null = null;
  user: User | null = null;
  api: HostApi['api'] | null = null;

  constructor() {
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

/** Seconds pass when the test says so. */
export class ManualClock {
  private readonly ticks = new Set<() => void>();

  readonly ticker: Ticker = (tick) => {
    this.ticks.add(tick);
    return () => this.ticks.delete(tick);
  };

  advance(seconds: number): void {
    for (let second = 0; second < seconds; second += 1) {
      act(() => [...this.ticks].forEach((tick) => tick()));
    }
  }
}

export interface TestHost {
  host: HostApi;
  env: AuthEnvironment;
  modals: RecordingModals;
  session: TestSession;
  alerts: { key: string; type: AlertType }[];
  /** paths given to host.navigation.go */
  visited: string[];
  /** full-page moves (to the profile host) */
  left: string[];
  clock: ManualClock;
}

export function createTestHost(api: ScriptedApi, options: { botCheck?: BotCheck } = {}): TestHost {
  const modals = new RecordingModals();
  const session = new TestSession();
  const alerts: TestHost['alerts'] = [];
  const visited: string[] = [];
  const left: string[] = [];
  const clock = new ManualClock();
  const client = createApiClient({
    baseUrl: api.url,
    getToken: () => session.token,
    getLanguage: () => 'en',
    onUnauthorized: () => runInAction(() => (session.token = null)),
  });
  session.api = client;
  const host: HostApi = {
    session,
    locale: { current: 'en', language: 'en', switchTo: () => undefined },
    modals,
    alerts: { show: (key, type) => alerts.push({ key, type }) },
    navigation: {
      go: (path) => visited.push(path),
      href: (path) => `/en${path}`,
      profileUrl: (path, query) => profileAddress(PROFILE_ORIGIN, path, query),
      profileHandoffUrl: (path) => profileHandoffAddress(client, session.token !== null, profileAddress(PROFILE_ORIGIN, path)),
    },
    drafts: createSessionDrafts(window.sessionStorage),
    api: client,
    config: {
      apiUrl: api.url,
      profileUrl: PROFILE_ORIGIN,
      widgetsUrl: 'http://widgets.test',
      siteUrl: 'http://site.test',
      partnerOrigins: [],
    },
  };
  const env = createAuthEnvironment(host, {
    botCheck: options.botCheck ?? createBotCheck(undefined),
    leave: (url) => left.push(url),
    ticker: clock.ticker,
    storage: window.localStorage,
  });
  return { host, env, modals, session, alerts, visited, left, clock };
}

/** Draws whichever auth modal is open, as the shell's modal host does. */
const ModalOutlet = observer(function ModalOutlet({ testHost }: { testHost: TestHost }) {
  const open = testHost.modals.current;
  if (!open) return null;
  return <AuthModalRoot env={testHost.env} name={open.name as AuthModalName} params={open.params} />;
});

/** Opens a modal and waits until its flow's chunk has loaded. */
export async function renderAuthModal(testHost: TestHost, name: AuthModalName, params: ModalParams = {}) {
  act(() => testHost.modals.open(name, params));
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<ModalOutlet testHost={testHost} />);
  });
  return view!;
}

export const TEST_USER: User = {
  id: 1,
  first_name: 'Әйгерім',
  email: 'aigerim@example.kz',
  phone_number: '77011234567',
  avatar_url: null,
  email_confirmed: false,
};
