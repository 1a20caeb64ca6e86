import type { ApiClient, Review } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export const REVIEWS_PER_PAGE = 10;

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** A traveler's visible reviews as a traveler, page after page ('more' adds the next page under the last). */
export class TravelerReviewsStore {
  reviews: Review[] = [];
  rating: number | null = null;
  reviewsCount = 0;
  status: Status = 'idle';
  private pagesLoaded = 0;
  private total = 0;

  constructor(
    private readonly calls: Pick<ApiClient['reviews'], 'ofUser'>,
    private readonly travelerId: string,
  ) {
    makeAutoObservable<TravelerReviewsStore, 'calls' | 'travelerId'>(this, { calls: false, travelerId: false });
  }

  get hasMore(): boolean {
    return this.status !== 'idle' && this.reviews.length < this.total;
  }

  /** The next page; a failed page is asked again by calling this again. */
  async loadMore(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    try {
      const page = await this.calls.ofUser(this.travelerId, { role: 'traveler', page: this.pagesLoaded + 1, per_page: REVIEWS_PER_PAGE });
      runInAction(() => {
        const known = new Set(this.reviews.map((review) => review.id));
        // A review made visible meanwhile shifts the pages: one already shown must not show twice.
        this.reviews.push(...page.reviews.filter((review) => !known.has(review.id)));
        this.rating = page.rating;
        this.reviewsCount = page.reviews_count;
        this.total = page.reviews.length === 0 ? this.reviews.length : page.total;
        this.pagesLoaded = page.page;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
