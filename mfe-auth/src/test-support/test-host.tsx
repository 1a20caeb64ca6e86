import type { AlertMessage, AlertType, AuthModalName, HostApi, ModalParams, User } from '@jetkiz/contracts';
import { createFakeHost, type FakeHost } from '@jetkiz/contracts/src/host-api/testing';
import { act, render } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { AuthModalRoot } from '../app';
import { createAuthEnvironment, type AuthEnvironment, type Ticker } from '../auth-environment';
import { createBotCheck, type BotCheck } from '@jetkiz/contracts';
import type { ScriptedApi } from './scripted-api';

export const PROFILE_ORIGIN = 'http://profile.test';

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
  modals: FakeHost['modals'];
  session: FakeHost['session'];
  /** what host.alerts.show was given, in order */
  readonly alerts: { message: AlertMessage; type: AlertType }[];
  /** paths given to host.navigation.go */
  readonly visited: string[];
  /** full-page moves (to the profile host) */
  left: string[];
  clock: ManualClock;
}

/** The contract's fake HostApi on the scripted API, with the auth environment the modals run in. */
export function createTestHost(api: ScriptedApi, options: { botCheck?: BotCheck } = {}): TestHost {
  const fake = createFakeHost({
    apiUrl: api.url,
    config: { profileUrl: PROFILE_ORIGIN, widgetsUrl: 'http://widgets.test', siteUrl: 'http://site.test' },
  });
  const left: string[] = [];
  const clock = new ManualClock();
  const env = createAuthEnvironment(fake.host, {
    botCheck: options.botCheck ?? createBotCheck(undefined),
    leave: (url) => left.push(url),
    ticker: clock.ticker,
    storage: window.localStorage,
  });
  return {
    host: fake.host,
    env,
    modals: fake.modals,
    session: fake.session,
    get alerts() {
      return fake.alerts.mock.calls.map(([message, type]) => ({ message, type }));
    },
    get visited() {
      return fake.go.mock.calls.map(([path]) => path);
    },
    left,
    clock,
  };
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
  verification_status: 'not_started',
};
