import type { InsuranceCommission } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

/** How long the cost must stay unchanged before it is priced: one call per pause in typing, not per key. */
export const PRICE_DEBOUNCE_MS = 400;

export type PriceQuoteState = 'idle' | 'pending' | 'ready' | 'failed';

/**
 * The live insurance price of the declared cost. A price is shown only for the cost it was asked for: while a
 * newer cost waits or is being priced the quote is pending, and an answer for an older cost is dropped.
 */
export class PriceQuote {
  state: PriceQuoteState = 'idle';
  private answer: InsuranceCommission | null = null;
  private requested: number | null = null;
  private asked = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly priceOf: (cost: number) => Promise<InsuranceCommission>,
    private readonly debounceMs = PRICE_DEBOUNCE_MS,
  ) {
    makeAutoObservable<PriceQuote, 'priceOf' | 'debounceMs' | 'timer' | 'asked'>(this, {
      priceOf: false,
      debounceMs: false,
      timer: false,
      asked: false,
    });
  }

  /** The commission and price of the cost last asked for, once they are known. */
  get current(): InsuranceCommission | null {
    return this.state === 'ready' ? this.answer : null;
  }

  /** `cost` in whole tenge; null when the typed cost cannot be priced (empty, below the minimum, not a number). */
  request(cost: number | null): void {
    if (cost === this.requested && this.state !== 'failed') return;
    this.cancelWaiting();
    this.requested = cost;
    this.answer = null;
    if (cost === null) {
      this.state = 'idle';
      return;
    }
    this.state = 'pending';
    this.timer = setTimeout(() => void this.ask(cost), this.debounceMs);
  }

  /** After a failure: the same cost again, at once. */
  retry(): void {
    if (this.requested === null) return;
    this.cancelWaiting();
    this.state = 'pending';
    void this.ask(this.requested);
  }

  dispose(): void {
    this.cancelWaiting();
  }

  private cancelWaiting(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // an answer still on its way belongs to a cost no longer asked for
    this.asked += 1;
  }

  private async ask(cost: number): Promise<void> {
    this.timer = null;
    const ticket = ++this.asked;
    try {
      const answer = await this.priceOf(cost);
      runInAction(() => {
        if (ticket !== this.asked) return;
        this.answer = answer;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (ticket === this.asked) this.state = 'failed';
      });
    }
  }
}
