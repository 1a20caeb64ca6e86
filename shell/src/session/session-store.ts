import type { ApiClient, SessionApi, User } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TokenCookie } from '@jetkiz/web-kit';

/** Who is logged in: the token cookie and the profile fetched with it (spec §6, §7 'at startup'). */
export class SessionStore implements SessionApi {
  token: string | null;
  user: User | null = null;
  private api: ApiClient | null = null;

  constructor(private readonly cookie: TokenCookie) {
    this.token = cookie.read();
    makeAutoObservable<SessionStore, 'cookie' | 'api'>(this, { cookie: false, api: false });
  }

  /** The API client needs the session (for the token) and the session needs the client: joined after both exist. */
  connect(api: ApiClient): void {
    this.api = api;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  async logIn(token: string): Promise<void> {
    this.cookie.write(token);
    this.token = token;
    await this.refreshUser();
  }

  async refreshUser(): Promise<void> {
    if (!this.token || !this.api) return;
    try {
      const user = await this.api.me.get();
      runInAction(() => {
        this.user = user;
      });
    } catch {
      // A 401 has already cleared the session through onUnauthorized; other failures keep the token for the next try.
    }
  }

  async logout(): Promise<void> {
    if (this.token && this.api) {
      await this.api.auth.logout().catch(() => undefined);
    }
    this.clear();
  }

  /** Spec §8: a 401 removes the token cookie and forgets the user. */
  clear(): void {
    this.cookie.remove();
    this.token = null;
    this.user = null;
  }
}
