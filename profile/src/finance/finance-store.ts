import { FINANCE_TRANSACTION_KINDS, payoutSchema, tengeToTiyn, toApiError, validateObject } from '@jetkiz/contracts';
import type { ApiClient, Finance, FinanceQuery, FinanceTransactionKind, Payout } from '@jetkiz/contracts';
import type { BoundField } from '@jetkiz/web-kit/forms';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, type TextRef } from '../i18n';
import { loadFailureOf, type LoadFailure } from '../loadable';

export type FinanceLoadState = 'loading' | 'ready' | 'failed';

export const TRANSACTIONS_PER_PAGE = 20;

/** The transaction list's filters as the form holds them: '' is no filter. */
export interface FinanceFilters {
  kind: FinanceTransactionKind | '';
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

const NO_FILTERS: FinanceFilters = { kind: '', from: '', to: '' };

/**
 * Whole tenge as people type them ('5 000', '5000', '12 500,50'): spaces of any kind group the digits, a comma or a
 * point starts at most two tiyn digits. Anything else is not an amount (NaN); nothing typed is undefined.
 */
export function tengeAmountOf(typed: string): number | undefined {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (!compact) return undefined;
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return Number.NaN;
  return tengeToTiyn(Number(compact.replace(',', '.')));
}

export function isTransactionKind(value: string): value is FinanceTransactionKind {
  return (FINANCE_TRANSACTION_KINDS as readonly string[]).includes(value);
}

/** `/finance`: the balance, what is held, the transaction list with its filters and pages, and the payout form. */
export class FinanceStore {
  finance: Finance | null = null;
  state: FinanceLoadState = 'loading';
  /** why the last load failed */
  loadFailure: LoadFailure | null = null;
  filters: FinanceFilters = { ...NO_FILTERS };
  page = 1;

  payoutText = '';
  payoutBlurred = false;
  payoutServerErrors: string[] = [];
  payingOut = false;
  payoutError: TextRef | null = null;
  /** the last payout sent, until the form is used again */
  lastPayout: Payout | null = null;
  private loads = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<FinanceStore, 'api' | 'loads'>(this, { api: false, loads: false });
  }

  get query(): FinanceQuery {
    const { kind, from, to } = this.filters;
    return {
      ...(kind ? { kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      page: this.page,
      per_page: TRANSACTIONS_PER_PAGE,
    };
  }

  get pageCount(): number {
    if (!this.finance) return 1;
    return Math.max(1, Math.ceil(this.finance.total / this.finance.per_page));
  }

  get filtered(): boolean {
    return this.filters.kind !== '' || this.filters.from !== '' || this.filters.to !== '';
  }

  /** Only the latest answer counts: filters may change faster than the API answers. */
  async load(): Promise<void> {
    const load = ++this.loads;
    this.loadFailure = null;
    try {
      const finance = await this.api.me.finance(this.query);
      runInAction(() => {
        if (load !== this.loads) return;
        this.finance = finance;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (load !== this.loads) return;
        this.loadFailure = loadFailureOf(error);
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  setFilter<K extends keyof FinanceFilters>(name: K, value: FinanceFilters[K]): void {
    this.filters = { ...this.filters, [name]: value };
    this.page = 1;
    void this.load();
  }

  clearFilters(): void {
    this.filters = { ...NO_FILTERS };
    this.page = 1;
    void this.load();
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.load();
  }

  // ---- payout

  /** The amount in tiyn, as the contracts' payoutSchema reads it. */
  get payoutAmount(): number | undefined {
    return tengeAmountOf(this.payoutText);
  }

  get payoutRuleErrors(): string[] {
    return validateObject(payoutSchema, { amount: this.payoutAmount }).amount ?? [];
  }

  /** The amount field on the kit's field model: rule errors once left, the server's at once. */
  get payoutField(): BoundField<string> {
    return {
      value: this.payoutText,
      visibleErrors: this.payoutBlurred ? [...new Set([...this.payoutRuleErrors, ...this.payoutServerErrors])] : [],
      setValue: (value) => this.setPayoutText(value),
      blur: () => this.blurPayout(),
    };
  }

  setPayoutText(value: string): void {
    this.payoutText = value;
    this.payoutServerErrors = [];
    this.payoutError = null;
    this.lastPayout = null;
  }

  blurPayout(): void {
    this.payoutBlurred = true;
  }

  /** Checks the amount by the contracts' rules; true when it may be sent. */
  checkPayout(): boolean {
    this.payoutBlurred = true;
    return this.payoutRuleErrors.length === 0;
  }

  /** One payout at a time; the server's 422 (e.g. more than the balance) goes under the field, the typed amount stays. */
  async payOut(): Promise<boolean> {
    if (this.payingOut || !this.checkPayout()) return false;
    this.payingOut = true;
    this.payoutError = null;
    try {
      const payout = await this.api.me.payout({ amount: this.payoutAmount! });
      runInAction(() => {
        this.lastPayout = payout;
        this.payoutText = '';
        this.payoutBlurred = false;
      });
      await this.load();
      return true;
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        const amountErrors = failure.fieldErrors.amount;
        if (failure.status === 422 && amountErrors?.length) this.payoutServerErrors = amountErrors;
        else this.payoutError = commonText(failure.messageKey);
      });
      return false;
    } finally {
      runInAction(() => (this.payingOut = false));
    }
  }
}
