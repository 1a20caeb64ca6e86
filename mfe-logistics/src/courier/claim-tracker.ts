import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, LogisticClaim } from '@jetkiz/contracts';
import { Countdown, everySecond, type Ticker } from '@jetkiz/web-kit/forms';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { CLAIM_PACE, nextPollDelay, type ClaimPace } from './claim-pace';
import { logCourierFailure, type FailureLog } from './courier-failure';

export type ClaimLoadState = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

/** A call the owner makes on the claim; one at a time. */
export type ClaimCall = 'pay' | 'retry' | 'cancel';

export interface ClaimTrackerOptions {
  pace?: ClaimPace;
  log?: FailureLog;
  /** the countdown's clock */
  ticker?: Ticker;
  now?: () => number;
}

/**
 * One courier claim from its creation on: follows it through the API (quickly while the courier is searched for,
 * slower later, not at all after a final status) and carries the owner's calls on it. Cancelling clears the
 * claim; what the cancel answered stays as `cancelled`, for its refund.
 */
export class ClaimTracker {
  claim: LogisticClaim | null = null;
  /** the answer of a successful cancel: the cancelled claim with its refund */
  cancelled: LogisticClaim | null = null;
  loadState: ClaimLoadState = 'idle';
  /** a `common` key: why the claim could not be read */
  loadErrorKey: string | null = null;
  calling: ClaimCall | null = null;
  /** a `common` key: why pay or retry failed */
  callErrorKey: string | null = null;
  cancelAsked = false;
  cancelFailed = false;
  readonly paymentCountdown: Countdown;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private quietPolls = 0;
  private failures = 0;
  private stopCountdownWatch: (() => void) | null = null;
  private readonly pace: ClaimPace;
  private readonly log: FailureLog;
  private readonly now: () => number;

  constructor(
    private readonly api: ApiClient['logistics'],
    { pace = CLAIM_PACE, log = logCourierFailure, ticker = everySecond, now = Date.now }: ClaimTrackerOptions = {},
  ) {
    this.pace = pace;
    this.log = log;
    this.now = now;
    this.paymentCountdown = new Countdown(ticker);
    makeAutoObservable<ClaimTracker, 'api' | 'timer' | 'quietPolls' | 'failures' | 'stopCountdownWatch' | 'pace' | 'log' | 'now'>(this, {
      api: false,
      timer: false,
      quietPolls: false,
      failures: false,
      stopCountdownWatch: false,
      pace: false,
      log: false,
      now: false,
      paymentCountdown: false,
    });
  }

  /** The claim on screen: the one followed, or the one just cancelled. */
  get shown(): LogisticClaim | null {
    return this.claim ?? this.cancelled;
  }

  can(call: ClaimCall): boolean {
    return this.claim?.next_actions.includes(call) ?? false;
  }

  /** Reads a claim by its id (a reload, a link) and follows it. */
  async follow(id: string): Promise<void> {
    this.stop();
    this.loadState = 'loading';
    this.loadErrorKey = null;
    try {
      const claim = await this.api.claim(id);
      runInAction(() => {
        this.loadState = 'ready';
        this.take(claim);
      });
    } catch (error) {
      this.log('reading the claim', error);
      const { status, messageKey } = toApiError(error);
      runInAction(() => {
        this.loadState = status === 404 || status === 403 ? 'notFound' : 'failed';
        this.loadErrorKey = messageKey;
      });
    }
  }

  /** The claim the order just created. */
  start(claim: LogisticClaim): void {
    this.stop();
    this.cancelled = null;
    this.loadState = 'ready';
    this.take(claim);
  }

  /** Stops following: the page is left. */
  stop(): void {
    this.clearTimer();
    this.stopCountdownWatch?.();
    this.stopCountdownWatch = null;
    this.paymentCountdown.stop();
  }

  async pay(): Promise<void> {
    await this.call('pay', (id) => this.api.pay(id));
  }

  async retry(): Promise<void> {
    await this.call('retry', (id) => this.api.retry(id));
  }

  askCancel(): void {
    this.cancelAsked = true;
    this.cancelFailed = false;
  }

  /** 'No, return': closes the question unless the cancel is under way. */
  keepClaim(): void {
    if (this.calling === 'cancel') return;
    this.cancelAsked = false;
    this.cancelFailed = false;
  }

  async confirmCancel(): Promise<void> {
    const claim = this.claim;
    if (!claim || this.calling) return;
    this.calling = 'cancel';
    this.cancelFailed = false;
    try {
      const answer = await this.api.cancel(claim.id);
      runInAction(() => {
        this.stop();
        this.claim = null;
        this.cancelled = answer;
        this.cancelAsked = false;
      });
    } catch (error) {
      this.log('cancelling the claim', error);
      runInAction(() => {
        this.cancelFailed = true;
      });
    } finally {
      runInAction(() => {
        this.calling = null;
      });
    }
  }

  private async call(call: Exclude<ClaimCall, 'cancel'>, send: (id: string) => Promise<LogisticClaim>): Promise<void> {
    const claim = this.claim;
    if (!claim || this.calling) return;
    this.calling = call;
    this.callErrorKey = null;
    try {
      const answer = await send(claim.id);
      runInAction(() => this.take(answer));
    } catch (error) {
      this.log(call === 'pay' ? 'starting a new payment' : 'searching for a courier again', error);
      runInAction(() => {
        this.callErrorKey = toApiError(error).messageKey;
      });
    } finally {
      runInAction(() => {
        this.calling = null;
      });
    }
  }

  private take(claim: LogisticClaim): void {
    const news = !this.claim || this.claim.status !== claim.status || this.claim.updated_at !== claim.updated_at;
    this.quietPolls = news ? 0 : this.quietPolls + 1;
    this.failures = 0;
    this.claim = claim;
    this.watchPayment(claim);
    this.schedule();
  }

  private watchPayment(claim: LogisticClaim): void {
    this.stopCountdownWatch?.();
    this.stopCountdownWatch = null;
    if (claim.status !== 'awaiting_payment' || !claim.payment_expires_at) {
      this.paymentCountdown.stop();
      return;
    }
    this.paymentCountdown.start((Date.parse(claim.payment_expires_at) - this.now()) / 1000);
    // The moment the waiting time runs out the claim is asked at once, so 'payment timeout' shows without delay.
    this.stopCountdownWatch = reaction(
      () => this.paymentCountdown.isRunning,
      (running) => {
        if (!running) this.pollNow();
      },
    );
  }

  private schedule(): void {
    this.clearTimer();
    const claim = this.claim;
    if (!claim) return;
    const delay = nextPollDelay(claim.status, this.quietPolls, this.failures, this.pace);
    if (delay === null) return;
    this.timer = setTimeout(() => this.pollNow(), delay);
  }

  private pollNow(): void {
    this.clearTimer();
    void this.poll();
  }

  private async poll(): Promise<void> {
    const id = this.claim?.id;
    if (!id) return;
    try {
      const claim = await this.api.claim(id);
      runInAction(() => {
        if (this.claim?.id === id) this.take(claim);
      });
    } catch (error) {
      this.log('following the claim', error);
      runInAction(() => {
        this.failures += 1;
        this.schedule();
      });
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
