import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { HostApi, InsurancePolicy } from '@jetkiz/contracts';
import { BROWSER_PAGE_WINDOW, openPrivatePage, type PageWindow } from '@jetkiz/web-kit/forms';
import { makeAutoObservable, runInAction } from 'mobx';
import { openRefusal } from './insurer-refusal';

/** How often a policy awaiting the provider's word on its payment is asked about, and how many times. */
export const POLICY_POLL_MS = 1500;
export const POLICY_POLLS = 40;

export type PolicyLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export interface PolicyStoreOptions {
  host: HostApi;
  policyId: string;
  /** null in a partner's frame: the checkout opens in a tab from the link */
  leavePage: ((url: string) => void) | null;
  pollMs?: number;
  maxPolls?: number;
  documentWindow?: PageWindow;
}

/** The policy the checkout came back to (`?policy=<id>`): awaiting payment, issued, or failed and paid again. */
export class PolicyStore {
  state: PolicyLoadState = 'loading';
  policy: InsurancePolicy | null = null;
  /** a `common` key of the last failed load or payment */
  failureKey: string | null = null;
  paying = false;
  openingDocument = false;
  polls = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly options: Required<PolicyStoreOptions>;

  constructor(options: PolicyStoreOptions) {
    this.options = { pollMs: POLICY_POLL_MS, maxPolls: POLICY_POLLS, documentWindow: BROWSER_PAGE_WINDOW, ...options };
    makeAutoObservable<PolicyStore, 'timer' | 'options'>(this, { timer: false, options: false });
  }

  /** The payment is still being confirmed and the page keeps asking. */
  get polling(): boolean {
    return this.policy?.status === 'awaiting_payment' && this.polls < this.options.maxPolls;
  }

  start(): () => void {
    void this.load();
    return () => this.stopPolling();
  }

  async load(): Promise<void> {
    this.stopPolling();
    try {
      const policy = await this.options.host.api.insurance.get(this.options.policyId);
      runInAction(() => {
        this.policy = policy;
        this.state = 'ready';
        this.failureKey = null;
      });
      this.pollWhileAwaiting();
    } catch (error) {
      const apiError = toApiError(error);
      runInAction(() => {
        this.failureKey = apiError.messageKey;
        if (!this.policy) this.state = apiError.status === 404 ? 'notFound' : 'failed';
      });
    }
  }

  /** Asks again from the start of the polling, e.g. after the polls ran out. */
  checkAgain(): void {
    this.polls = 0;
    void this.load();
  }

  /** A new checkout for a failed payment. */
  async payAgain(): Promise<void> {
    if (this.paying || !this.policy) return;
    this.paying = true;
    this.failureKey = null;
    try {
      const policy = await this.options.host.api.insurance.pay(this.policy.id);
      runInAction(() => {
        this.policy = policy;
      });
      if (policy.checkout_url) this.options.leavePage?.(policy.checkout_url);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.insurerRefusal) openRefusal(this.options.host, apiError.insurerRefusal);
      else runInAction(() => (this.failureKey = apiError.messageKey));
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }

  /** The printable policy, fetched with the session's token (the API serves it to its owner only). */
  async openDocument(): Promise<void> {
    const url = this.policy?.document_url;
    if (!url || this.openingDocument) return;
    this.openingDocument = true;
    this.failureKey = null;
    const opened = await openPrivatePage(url, this.options.host.session.token, this.options.documentWindow);
    runInAction(() => {
      this.openingDocument = false;
      if (!opened) this.failureKey = MESSAGE_KEYS.somethingWentWrongTryAgain;
    });
  }

  private pollWhileAwaiting(): void {
    if (!this.polling) return;
    this.timer = setTimeout(() => {
      runInAction(() => (this.polls += 1));
      void this.load();
    }, this.options.pollMs);
  }

  private stopPolling(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
