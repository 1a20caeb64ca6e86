import type { ApiClient, LogisticClaim } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { Loadable } from '../loadable';

/** Claims after which a new courier may be ordered for the deal. */
const ENDED: readonly LogisticClaim['status'][] = ['delivered', 'cancelled', 'payment_timeout', 'could_not_calculate'];

/** The courier orders of one deal (`GET /me/logistics/claims?parcel_trip_bind_id=`), newest first. */
export class DealCourierStore {
  /** the orders as loaded, with the load state */
  readonly list: Loadable<LogisticClaim[]>;

  constructor(
    api: ApiClient,
    readonly bindId: number,
  ) {
    this.list = new Loadable(() => api.logistics.mine({ parcel_trip_bind_id: bindId }).then(({ claims }) => claims), []);
    makeAutoObservable<DealCourierStore>(this, { list: false, bindId: false });
  }

  get claims(): LogisticClaim[] {
    return this.list.value;
  }

  /** The newest order, the one the deal page shows. */
  get current(): LogisticClaim | null {
    return this.claims[0] ?? null;
  }

  /** No order of this deal is under way. */
  get canOrder(): boolean {
    return this.current === null || ENDED.includes(this.current.status);
  }

  load(): Promise<void> {
    return this.list.load();
  }
}
