import type { ApiClient, MyTrip, VerificationStatus } from '@jetkiz/contracts';
import { action, makeObservable, observable } from 'mobx';
import { BindList } from '../bind-calls';
import { commonText, profileText } from '../i18n';

export type OfferAnswer = 'accept' | 'decline';

/** The traveler's trips (`GET /me/trips`), each with the parcels offered to it and their binds. */
export class MyTripsStore extends BindList<MyTrip> {
  /** binds whose accept the API refused because the traveler is not verified yet */
  readonly verificationNeeded = observable.set<number>();
  /** the traveler's own verification, when known: accepting needs 'verified' */
  verificationStatus: VerificationStatus | null = null;

  constructor(private readonly api: ApiClient) {
    super(
      () => api.me.trips(),
      (trip, bind) => ({
        ...trip,
        offers: trip.offers.map((offer) => (offer.bind.id === bind.id ? { ...offer, bind: { ...offer.bind, ...bind } } : offer)),
      }),
    );
    makeObservable(this, { verificationStatus: observable, setVerificationStatus: action });
  }

  setVerificationStatus(status: VerificationStatus | null): void {
    this.verificationStatus = status;
  }

  /** Accepting this request needs verification first: the API said so, or the traveler is known not to be verified. */
  mustVerifyToAccept(bindId: number): boolean {
    return this.verificationNeeded.has(bindId) || (this.verificationStatus !== null && this.verificationStatus !== 'verified');
  }

  accept(bindId: number): Promise<void> {
    return this.answer(bindId, 'accept');
  }

  decline(bindId: number): Promise<void> {
    return this.answer(bindId, 'decline');
  }

  private answer(bindId: number, answer: OfferAnswer): Promise<void> {
    const call = () => (answer === 'accept' ? this.api.binds.accept(bindId) : this.api.binds.decline(bindId));
    return this.callOnBind(bindId, call, (failure) => {
      if (failure.errorType === 'verification_required') {
        this.verificationNeeded.add(bindId);
        return profileText('verification.requiredToAccept');
      }
      return commonText(failure.messageKey);
    });
  }
}
