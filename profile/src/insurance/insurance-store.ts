import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { ApiClient, InsurancePolicy } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type InsuranceLoadState = 'loading' | 'ready' | 'failed';

/** Opens a policy's printable page (the API serves it to its owner's token only); false when it could not. */
export type OpenDocument = (url: string) => Promise<boolean>;

/** The user's policies (`GET /me/insurance`), newest first. */
export class InsuranceStore {
  policies: InsurancePolicy[] = [];
  state: InsuranceLoadState = 'loading';
  /** a key of the `common` namespace */
  loadErrorKey: string | null = null;
  /** the policy whose document is being fetched */
  openingDocument: string | null = null;
  /** the policy whose document could not be opened, with the `common` key saying so */
  documentFailure: { policyId: string; key: string } | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly openDocument: OpenDocument,
  ) {
    makeAutoObservable<InsuranceStore, 'api' | 'openDocument'>(this, { api: false, openDocument: false });
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

  async openDocumentOf(policy: InsurancePolicy): Promise<void> {
    if (!policy.document_url || this.openingDocument) return;
    this.openingDocument = policy.id;
    this.documentFailure = null;
    const opened = await this.openDocument(policy.document_url);
    runInAction(() => {
      this.openingDocument = null;
      if (!opened) this.documentFailure = { policyId: policy.id, key: MESSAGE_KEYS.somethingWentWrongTryAgain };
    });
  }

  /** The policy a deal has: the newest one that is not over (cancelled or refused), else the newest. */
  policyOf(bindId: number): InsurancePolicy | null {
    const ofDeal = this.policies.filter((policy) => policy.parcel_trip_bind_id === bindId);
    return ofDeal.find((policy) => policy.status !== 'cancelled' && policy.status !== 'refused') ?? ofDeal[0] ?? null;
  }
}
