import type { HostApi, ModalParams } from '@jetkiz/contracts';
import { createBotCheck, type BotCheck } from '@jetkiz/contracts';
import { everySecond, type Ticker } from '@jetkiz/web-kit/forms';

export type { Ticker };

/** What every flow of the remote works with: the host, plus the few browser effects tests replace. */
export interface AuthEnvironment {
  host: HostApi;
  botCheck: BotCheck;
  /** A full-page move to another origin (the profile host). */
  leave(url: string): void;
  ticker: Ticker;
  /** Where the profile type is kept (spec §6). */
  storage: Storage;
}

export function createAuthEnvironment(host: HostApi, overrides: Partial<Omit<AuthEnvironment, 'host'>> = {}): AuthEnvironment {
  return {
    host,
    botCheck: overrides.botCheck ?? createBotCheck(host.config?.recaptchaSiteKey),
    leave: overrides.leave ?? ((url) => window.location.assign(url)),
    ticker: overrides.ticker ?? everySecond,
    storage: overrides.storage ?? window.localStorage,
  };
}

/** What the modal root gives a flow's modal: the environment, and the params the modal was opened with. */
export interface FlowModalProps {
  env: AuthEnvironment;
  params: ModalParams;
}

/** One store per environment, so a flow keeps what the user typed while the modals change. */
export function storePerEnvironment<S>(create: (env: AuthEnvironment) => S): (env: AuthEnvironment) => S {
  const stores = new WeakMap<AuthEnvironment, S>();
  return (env) => {
    let store = stores.get(env);
    if (!store) {
      store = create(env);
      stores.set(env, store);
    }
    return store;
  };
}
