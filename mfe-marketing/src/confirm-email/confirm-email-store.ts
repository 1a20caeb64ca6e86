import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type ConfirmEmailState = 'checking' | 'confirmed' | 'alreadyConfirmed' | 'expired' | 'missing' | 'failed';

/** Confirms the e-mail with the token of the link (spec §8: `email_confirmed`, `token_expired`). */
export class ConfirmEmailStore {
  state: ConfirmEmailState = 'checking';
  private started = false;

  constructor(
    private readonly host: Pick<HostApi, 'api' | 'alerts' | 'session'>,
    private readonly token: string | null,
  ) {
    makeAutoObservable<ConfirmEmailStore, 'host' | 'token' | 'started'>(this, { host: false, token: false, started: false });
  }

  /** Runs once per store, however often an effect asks. */
  async confirm(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.send();
  }

  async retry(): Promise<void> {
    if (this.state !== 'failed') return;
    await this.send();
  }

  private async send(): Promise<void> {
    if (!this.token) {
      this.state = 'missing';
      return;
    }
    this.state = 'checking';
    try {
      await this.host.api.emailConfirmation.confirm({ token: this.token });
      runInAction(() => (this.state = 'confirmed'));
      if (this.host.session.isLoggedIn) void this.host.session.refreshUser();
    } catch (error) {
      runInAction(() => this.showError(error));
    }
  }

  private showError(error: unknown): void {
    const apiError = toApiError(error);
    if (apiError.errorType === 'email_confirmed') {
      this.state = 'alreadyConfirmed';
      this.host.alerts.show(apiError.messageKey, 'success');
      return;
    }
    // A token the server does not know or no longer accepts reads as an expired link.
    if (apiError.errorType === 'token_expired' || apiError.status === 422) {
      this.state = 'expired';
      this.host.alerts.show(MESSAGE_KEYS.linkTimeIsExpired, 'error');
      return;
    }
    this.state = 'failed';
    this.host.alerts.show(apiError.messageKey, 'error');
  }
}
