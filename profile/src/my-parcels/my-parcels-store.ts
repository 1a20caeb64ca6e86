import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { trackBindCall } from '../bind-calls';
import type { ApiClient, Bind, MyParcel } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { commonText, type TextRef } from '../i18n';
import { Loadable } from '../loadable';

/** The sender's parcels (`GET /me/parcels`), each with its current bind, trip and traveler. */
export class MyParcelsStore {
  /** the list as loaded, with its load state */
  readonly list: Loadable<MyParcel[]>;
  /** binds with a call under way */
  readonly busyBinds = new Set<number>();
  /** bind id → why the last call on it failed */
  readonly bindErrors = new Map<number, TextRef>();

  constructor(private readonly api: ApiClient) {
    this.list = new Loadable(() => api.me.parcels(), []);
    makeAutoObservable<MyParcelsStore, 'api'>(this, { api: false, list: false });
  }

  get parcels(): MyParcel[] {
    return this.list.value;
  }

  load(): Promise<void> {
    return this.list.load();
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
    this.list.value = this.parcels.map((parcel) =>
      parcel.bind?.id === bind.id ? { ...parcel, bind: { ...parcel.bind, ...bind } } : parcel,
    );
  }
}
