import { toApiError } from '@jetkiz/contracts';
import type { ApiClient } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type TripConfirmationState = 'checking' | 'confirmed' | 'expired' | 'missing' | 'failed';

/** The token of a `/confirm-trip#token=…` link: kept in the fragment, so it never reaches a server or a Referer. */
export function tripTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

/** Publishes a guest trip made with this account's contact, with the token of the link sent to the account. */
export class TripConfirmationStore {
  state: TripConfirmationState = 'checking';
  private started = false;

  constructor(
    private readonly api: Pick<ApiClient, 'trips'>,
    private readonly token: string | null,
  ) {
    makeAutoObservable<TripConfirmationStore, 'api' | 'token' | 'started'>(this, { api: false, token: false, started: false });
  }

  /** Runs once per store, however often an effect asks. */
  async confirm(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.send();
  }

  async retry(): Promise<void> {
    if (this.state === 'failed') await this.send();
  }

  private async send(): Promise<void> {
    if (!this.token) {
      this.state = 'missing';
      return;
    }
    this.state = 'checking';
    try {
      await this.api.trips.confirm({ token: this.token });
      runInAction(() => (this.state = 'confirmed'));
    } catch (error) {
      const failure = toApiError(error);
      // A used, expired or unknown token all read as a link that no longer works.
      runInAction(() => (this.state = failure.status === 422 ? 'expired' : 'failed'));
    }
  }
}
