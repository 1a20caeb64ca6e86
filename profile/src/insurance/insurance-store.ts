import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { ApiClient, InsurancePolicy } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { Loadable } from '../loadable';

/** Opens a policy's printable page (the API serves it to its owner's token only); false when it could not. */
export type OpenDocument = (url: string) => Promise<boolean>;

/** The user's policies (`GET /me/insurance`), newest first. */
export class InsuranceStore {
  /** the policies as loaded, with the load state */
  readonly list: Loadable<InsurancePolicy[]>;
  /** the policy whose document is being fetched */
  openingDocument: string | null = null;
  /** the policy whose document could not be opened, with the `common` key saying so */
  documentFailure: { policyId: string; key: string } | null = null;

  constructor(
    api: ApiClient,
    private readonly openDocument: OpenDocument,
  ) {
    this.list = new Loadable(() => api.insurance.mine().then(({ policies }) => policies), []);
    makeAutoObservable<InsuranceStore, 'openDocument'>(this, { list: false, openDocument: false });
  }

  get policies(): InsurancePolicy[] {
    return this.list.value;
  }

  load(): Promise<void> {
    return this.list.load();
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
