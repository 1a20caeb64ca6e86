import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, InsurancePolicy } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type InsuranceLoadState = 'loading' | 'ready' | 'failed';

/** The user's policies (`GET /me/insurance`), newest first. */
export class InsuranceStore {
  policies: InsurancePolicy[] = [];
  state: InsuranceLoadState = 'loading';
  /** a key of the `common` namespace */
  loadErrorKey: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<InsuranceStore, 'api'>(this, { api: false });
  }

  /** Shows the loading state only the first time; later loads refresh what is on screen. */
  async load(): Promise<void> {
    try {
      const { policies } = await this.api.insurance.mine();
      runInAction(() => {
        this.policies = policies;
        this.state = 'ready';
        this.loadErrorKey = null;
      });
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        this.loadErrorKey = failure.messageKey;
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  /** The policy a deal has: the newest one that is not over (cancelled or refused), else the newest. */
  policyOf(bindId: number): InsurancePolicy | null {
    const ofDeal = this.policies.filter((policy) => policy.parcel_trip_bind_id === bindId);
    return ofDeal.find((policy) => policy.status !== 'cancelled' && policy.status !== 'refused') ?? ofDeal[0] ?? null;
  }
}
