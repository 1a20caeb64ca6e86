import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, User } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TokenCookie } from '@jetkiz/web-kit';

/**
 * loading: the user is being fetched · ready: logged in · anonymous: no token · expired: the API said 401 ·
 * loggedOut: the user logged out here · error: the user could not be fetched (network, 5xx)
 */
export type SessionState = 'loading' | 'ready' | 'anonymous' | 'expired' | 'loggedOut' | 'error';

/** Ends one session by its token through the API (`POST /auth/logout` as that session). */
export type RevokeSession = (token: string) => Promise<unknown>;

/** Who is logged in on the profile host: the shared z_token cookie and the user fetched with it. */
export class SessionStore {
  token: string | null;
  user: User | null = null;
  state: SessionState;
  loggingOut = false;
  /**
   * A session handed over from the site while another one was already open here: never put in place without asking
   * (issue 15 item 9), it waits for acceptHandoff() or declineHandoff().
   */
  offeredToken: string | null = null;
  private offeredUserId: number | null = null;
  /** the hand-over code was unknown, used or too old */
  handoffFailed = false;
  private handoffCode: string | null;
  private api: ApiClient | null = null;
  private revoke: RevokeSession = async () => undefined;

  constructor(
    private readonly cookie: TokenCookie,
    handoffCode: string | null = null,
  ) {
    this.handoffCode = handoffCode;
    this.token = cookie.read();
    this.state = this.token || handoffCode ? 'loading' : 'anonymous';
    makeAutoObservable<SessionStore, 'cookie' | 'api' | 'revoke' | 'handoffCode' | 'offeredUserId'>(this, {
      cookie: false,
      api: false,
      revoke: false,
      handoffCode: false,
      offeredUserId: false,
    });
  }

  /**
   * The API client reads the token from the session and tells it about a 401: joined once both exist. `revoke` ends
   * a handed-over session the user did not keep, so no unused session stays valid.
   */
  connect(api: ApiClient, revoke?: RevokeSession): void {
    this.api = api;
    if (revoke) this.revoke = revoke;
  }

  async load(): Promise<void> {
    if (!this.api) return;
    if (this.handoffCode) await this.exchangeHandoff(this.handoffCode);
    if (!this.token) {
      runInAction(() => {
        if (this.state === 'loading') this.state = 'anonymous';
      });
      return;
    }
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const user = await this.api.me.get();
      runInAction(() => {
        this.user = user;
        this.state = 'ready';
        // The site handed over the account already open here (the cookie is shared): nothing to choose.
        if (this.offeredUserId === user.id) this.declineHandoff();
      });
    } catch (error) {
      // A 401 has already ended the session through expire(). With it gone, a session handed over from the site
      // replaces nothing, so it needs no question.
      if (toApiError(error).status === 401) {
        if (this.offeredToken) await this.acceptHandoff();
        return;
      }
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** The user chose the session handed over from the site: it replaces the one open here. */
  async acceptHandoff(): Promise<void> {
    const offered = this.offeredToken;
    if (!offered) return;
    this.cookie.write(offered);
    this.token = offered;
    this.offeredToken = null;
    this.offeredUserId = null;
    this.user = null;
    await this.load();
  }

  /** The user keeps the session open here; the handed-over one is dropped and ended. */
  declineHandoff(): void {
    const offered = this.offeredToken;
    this.offeredToken = null;
    this.offeredUserId = null;
    if (offered) void this.revoke(offered).catch(() => undefined);
  }

  dismissHandoffFailure(): void {
    this.handoffFailed = false;
  }

  private async exchangeHandoff(code: string): Promise<void> {
    this.handoffCode = null;
    try {
      const { token, user_id } = await this.api!.auth.exchangeHandoff({ code });
      runInAction(() => {
        if (!this.token) {
          this.cookie.write(token);
          this.token = token;
        } else if (token !== this.token) {
          this.offeredToken = token;
          this.offeredUserId = user_id;
        }
      });
    } catch {
      runInAction(() => {
        this.handoffFailed = true;
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

  /** Ends every session of the account, on every device (issue 15 item 13), then this one. */
  async logoutEverywhere(): Promise<void> {
    if (this.loggingOut || !this.api) return;
    this.loggingOut = true;
    try {
      await this.api.auth.logoutAll();
    } catch (error) {
      runInAction(() => {
        this.loggingOut = false;
      });
      // A 401 means the session had already ended; anything else leaves the user logged in to try again.
      if (toApiError(error).status !== 401) throw error;
      return;
    }
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
