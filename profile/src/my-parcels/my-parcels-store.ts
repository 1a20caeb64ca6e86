import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import { trackBindCall } from '../bind-calls';
import type { ApiClient, Bind, MyParcel } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, type TextRef } from '../i18n';

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

  /** The sender withdraws a request while the traveler has not answered. */
  cancelBind(bindId: number): Promise<void> {
    return trackBindCall(
      this,
      bindId,
      () => this.api.binds.cancel(bindId),
      (bind) => this.replaceBind(bind),
      (failure) => commonText(failure.status === null || failure.status >= 500 ? MESSAGE_KEYS.cancelError : failure.messageKey),
    );
  }

  private replaceBind(bind: Bind): void {
    this.parcels = this.parcels.map((parcel) => (parcel.bind?.id === bind.id ? { ...parcel, bind: { ...parcel.bind, ...bind } } : parcel));
  }
}
