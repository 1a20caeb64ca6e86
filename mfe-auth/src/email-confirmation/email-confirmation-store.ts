import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall, showFailure } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { Countdown } from '@jetkiz/web-kit/forms';
import { authAlertKey } from '../i18n';

/** Spec §4: a resend of the e-mail is blocked until its countdown ends; the API names no timeout for e-mail. */
export const EMAIL_RESEND_SECONDS = 60;

export class EmailConfirmationStore {
  readonly countdown: Countdown;
  readonly call: ApiCall;

  constructor(private readonly env: AuthEnvironment) {
    this.countdown = new Countdown(env.ticker);
    this.call = new ApiCall(env);
    makeAutoObservable<EmailConfirmationStore, 'env'>(this, { env: false, countdown: false, call: false });
  }

  get canSend(): boolean {
    return !this.countdown.isRunning && !this.call.busy;
  }

  async sendLink(): Promise<void> {
    if (!this.canSend) return;
    const { host } = this.env;
    const outcome = await this.call.run(() => host.api.emailConfirmation.send());
    if (!outcome) return;
    if (outcome.ok) return this.linkSent();
    const { error } = outcome;
    if (error.errorType === 'email_confirmed') {
      host.alerts.show(MESSAGE_KEYS.emailAlreadyConfirmed, 'success');
      return;
    }
    if (error.status === 401) {
      host.alerts.show(MESSAGE_KEYS.loginAgainToConfirmEmail, 'error');
      host.modals.open('login');
      return;
    }
    if (error.retryAfter) this.countdown.start(error.retryAfter);
    showFailure(this.env, error);
  }

  private linkSent(): void {
    this.countdown.start(EMAIL_RESEND_SECONDS);
    this.env.host.alerts.show(authAlertKey('emailConfirmation.sentAlert'), 'success');
  }
}

export const emailConfirmationStoreFor = storePerEnvironment((env) => new EmailConfirmationStore(env));
