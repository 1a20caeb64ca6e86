import { retryAfterSecondsOf, toApiError } from '@jetkiz/contracts';
import type { ApiClient, LogisticClaim } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

/** Claims after which a new courier may be ordered for the deal. */
const ENDED: readonly LogisticClaim['status'][] = ['delivered', 'cancelled', 'payment_timeout', 'could_not_calculate'];

/** The courier orders of one deal (`GET /me/logistics/claims?parcel_trip_bind_id=`), newest first. */
export class DealCourierStore {
  claims: LogisticClaim[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  /** a `common` key */
  errorKey: string | null = null;
  /** when the API said to try again (Retry-After), in seconds */
  retryAfterSeconds: number | null = null;

  constructor(
    private readonly api: ApiClient,
    readonly bindId: number,
  ) {
    makeAutoObservable<DealCourierStore, 'api'>(this, { api: false, bindId: false });
  }

  /** The newest order, the one the deal page shows. */
  get current(): LogisticClaim | null {
    return this.claims[0] ?? null;
  }

  /** No order of this deal is under way. */
  get canOrder(): boolean {
    return this.current === null || ENDED.includes(this.current.status);
  }

  async load(): Promise<void> {
    try {
      const { claims } = await this.api.logistics.mine({ parcel_trip_bind_id: this.bindId });
      runInAction(() => {
        this.claims = claims;
        this.state = 'ready';
      });
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        this.state = 'failed';
        this.errorKey = failure.messageKey;
        this.retryAfterSeconds = retryAfterSecondsOf(failure);
      });
    }
  }
}
