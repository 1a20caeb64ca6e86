import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { ApiClient, Bind, MyParcel } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, profileText, type TextRef } from '../i18n';

export type ListState = 'idle' | 'loading' | 'ready' | 'failed';

/** The sender's parcels (`GET /me/parcels`), each with its current bind, trip and traveler. */
export class MyParcelsStore {
  parcels: MyParcel[] = [];
  state: ListState = 'idle';
  /** a key of the `common` namespace */
  errorKey: string | null = null;
  /** binds with a call under way */
  readonly busyBinds = new Set<number>();
  /** bind id → why the last call on it failed */
  readonly bindErrors = new Map<number, TextRef>();

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<MyParcelsStore, 'api'>(this, { api: false });
  }

  /** Shows the loading state only the first time; later loads refresh what is on screen. */
  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    this.errorKey = null;
    try {
      const parcels = await this.api.me.parcels();
      runInAction(() => {
        this.parcels = parcels;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = toApiError(error).messageKey;
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.parcels.length === 0;
  }

  hasParcel(parcelId: number): boolean {
    return this.parcels.some((parcel) => parcel.id === parcelId);
  }

  hasBind(bindId: number): boolean {
    return this.parcels.some((parcel) => parcel.bind?.id === bindId);
  }

  /** The sender withdraws a request while the traveler has not answered. */
  async cancelBind(bindId: number): Promise<void> {
    if (this.busyBinds.has(bindId)) return;
    this.busyBinds.add(bindId);
    this.bindErrors.delete(bindId);
    try {
      const bind = await this.api.binds.cancel(bindId);
      runInAction(() => this.replaceBind(bind));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 409) {
        // The traveler answered meanwhile: say so and show where the request stands now.
        runInAction(() => this.bindErrors.set(bindId, profileText('requestChanged')));
        await this.load();
        return;
      }
      const failedToCancel = failure.status === null || failure.status >= 500;
      runInAction(() => this.bindErrors.set(bindId, commonText(failedToCancel ? MESSAGE_KEYS.cancelError : failure.messageKey)));
    } finally {
      runInAction(() => this.busyBinds.delete(bindId));
    }
  }

  private replaceBind(bind: Bind): void {
    this.parcels = this.parcels.map((parcel) => (parcel.bind?.id === bind.id ? { ...parcel, bind: { ...parcel.bind, ...bind } } : parcel));
  }
}
