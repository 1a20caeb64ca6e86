import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { ApiClient, MyParcel } from '@jetkiz/contracts';
import { BindList } from '../bind-calls';
import { commonText } from '../i18n';

/** The sender's parcels (`GET /me/parcels`), each with its current bind, trip and traveler. */
export class MyParcelsStore extends BindList<MyParcel> {
  constructor(private readonly api: ApiClient) {
    super(
      () => api.me.parcels(),
      (parcel, bind) => (parcel.bind?.id === bind.id ? { ...parcel, bind: { ...parcel.bind, ...bind } } : parcel),
    );
  }

  /** The sender withdraws a request while the traveler has not answered. */
  cancelBind(bindId: number): Promise<void> {
    return this.callOnBind(
      bindId,
      () => this.api.binds.cancel(bindId),
      (failure) => commonText(failure.status === null || failure.status >= 500 ? MESSAGE_KEYS.cancelError : failure.messageKey),
    );
  }
}
