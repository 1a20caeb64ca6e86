import type { ApiClient, PublishedReview } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

/** The most quotes the section shows: two rows of cards on a wide screen. */
export const MAX_QUOTES = 8;
/** With fewer quotes than a full row, the section also invites the first senders. */
export const QUOTES_WITHOUT_INVITATION = 4;

/** The real reviews the home page quotes; a failure leaves none, and the section invites instead. */
export class PublishedReviewsStore {
  quotes: PublishedReview[] = [];
  loaded = false;

  constructor(private readonly calls: Pick<ApiClient['reviews'], 'published'>) {
    makeAutoObservable<PublishedReviewsStore, 'calls'>(this, { calls: false });
  }

  get invites(): boolean {
    return this.quotes.length < QUOTES_WITHOUT_INVITATION;
  }

  async load(): Promise<void> {
    const quotes = await this.calls.published().catch(() => []);
    runInAction(() => {
      this.quotes = quotes.slice(0, MAX_QUOTES);
      this.loaded = true;
    });
  }
}
