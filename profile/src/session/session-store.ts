import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, User } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TokenCookie } from '@jetkiz/web-kit';

/**
 * loading: the user is being fetched · ready: logged in · anonymous: no token · expired: the API said 401 ·
 * loggedOut: the user logged out here · error: the user could not be fetched (network, 5xx)
 */
export type SessionState = 'loading' | 'ready' | 'anonymous' | 'expired' | 'loggedOut' | 'error';

/** Who is logged in on the profile host: the shared z_token cookie and the user fetched with it. */
export class SessionStore {
  token: string | null;
  user: User | null = null;
  state: SessionState;
  loggingOut = false;
  private api: ApiClient | null = null;

  constructor(
    private readonly cookie: TokenCookie,
    handedOverToken: string | null = null,
  ) {
    if (handedOverToken) cookie.write(handedOverToken);
    this.token = handedOverToken ?? cookie.read();
    this.state = this.token ? 'loading' : 'anonymous';
    makeAutoObservable<SessionStore, 'cookie' | 'api'>(this, { cookie: false, api: false });
  }

  /** The API client reads the token from the session and tells it about a 401: joined once both exist. */
  connect(api: ApiClient): void {
    this.api = api;
  }

  async load(): Promise<void> {
    if (!this.token || !this.api) return;
    this.state = 'loading';
    try {
      const user = await this.api.me.get();
      runInAction(() => {
        this.user = user;
        this.state = 'ready';
      });
    } catch (error) {
      // A 401 has already ended the session through expire().
      if (toApiError(error).status === 401) return;
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** Fetches the user again without leaving the page (e.g. an e-mail confirmed meanwhile); a 401 still ends the session. */
  async refreshUser(): Promise<void> {
    if (this.state !== 'ready' || !this.api) return;
    const user = await this.api.me.get().catch(() => null);
    if (user) this.setUser(user);
  }

  setUser(user: User): void {
    this.user = user;
  }

  /** Revokes the token through the API, then removes it for both hosts, whatever the API answered. */
  async logout(): Promise<void> {
    if (this.loggingOut) return;
    this.loggingOut = true;
    if (this.token && this.api) await this.api.auth.logout().catch(() => undefined);
    runInAction(() => {
      this.end('loggedOut');
      this.loggingOut = false;
    });
  }

  /** Spec §8: a 401 on any call removes the token cookie and forgets the user. */
  expire(): void {
    this.end('expired');
  }

  private end(state: SessionState): void {
    this.cookie.remove();
    this.token = null;
    this.user = null;
    this.state = state;
  }
}
