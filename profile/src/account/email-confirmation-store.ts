import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { ApiClient } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { Countdown, type Ticker } from '@jetkiz/web-kit/forms';

/** The API names no resend timeout for e-mail; the site's e-mail confirmation waits this long too. */
export const EMAIL_RESEND_SECONDS = 60;

export type EmailConfirmationStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** 'Send the link again' for an e-mail that is not confirmed yet. */
export class EmailConfirmationStore {
  status: EmailConfirmationStatus = 'idle';
  /** a key of the `common` namespace */
  errorKey: string | null = null;
  readonly countdown: Countdown;

  constructor(
    private readonly api: ApiClient,
    /** the API says the e-mail is confirmed already (e.g. in another tab) */
    private readonly onConfirmed: () => void,
    ticker?: Ticker,
  ) {
    this.countdown = new Countdown(ticker);
    makeAutoObservable<EmailConfirmationStore, 'api' | 'onConfirmed'>(this, { api: false, onConfirmed: false, countdown: false });
  }

  get canSend(): boolean {
    return this.status !== 'sending' && !this.countdown.isRunning;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    this.status = 'sending';
    this.errorKey = null;
    try {
      await this.api.emailConfirmation.send();
      runInAction(() => {
        this.status = 'sent';
        this.countdown.start(EMAIL_RESEND_SECONDS);
      });
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        if (failure.errorType === 'email_confirmed') {
          this.status = 'idle';
          this.onConfirmed();
          return;
        }
        this.status = 'failed';
        this.errorKey = failure.status === 429 ? MESSAGE_KEYS.tooManyRequests : failure.messageKey;
        if (failure.retryAfter) this.countdown.start(failure.retryAfter);
      });
    }
  }
}
