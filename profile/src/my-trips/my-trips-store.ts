import { trackBindCall } from '../bind-calls';
import type { ApiClient, Bind, MyTrip, VerificationStatus } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { commonText, profileText, type TextRef } from '../i18n';
import { Loadable } from '../loadable';

export type OfferAnswer = 'accept' | 'decline';

/** The traveler's trips (`GET /me/trips`), each with the parcels offered to it and their binds. */
export class MyTripsStore {
  /** the list as loaded, with its load state */
  readonly list: Loadable<MyTrip[]>;
  /** binds with a call under way */
  readonly busyBinds = new Set<number>();
  /** bind id → why the last call on it failed */
  readonly bindErrors = new Map<number, TextRef>();
  /** binds whose accept the API refused because the traveler is not verified yet */
  readonly verificationNeeded = new Set<number>();
  /** the traveler's own verification, when known: accepting needs 'verified' */
  verificationStatus: VerificationStatus | null = null;

  constructor(private readonly api: ApiClient) {
    this.list = new Loadable(() => api.me.trips(), []);
    makeAutoObservable<MyTripsStore, 'api'>(this, { api: false, list: false });
  }

  get trips(): MyTrip[] {
    return this.list.value;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /** Requests waiting for the traveler's answer, over all trips. */
  get pendingCount(): number {
    return this.trips.reduce((count, trip) => count + trip.offers.filter((offer) => offer.bind.status === 'pending').length, 0);
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
    return trackBindCall(
      this,
      bindId,
      call,
      (bind) => this.replaceBind(bind),
      (failure) => {
        if (failure.errorType === 'verification_required') {
          this.verificationNeeded.add(bindId);
          return profileText('verification.requiredToAccept');
        }
        return commonText(failure.messageKey);
      },
    );
  }

  private replaceBind(bind: Bind): void {
    this.list.value = this.trips.map((trip) => ({
      ...trip,
      offers: trip.offers.map((offer) => (offer.bind.id === bind.id ? { ...offer, bind: { ...offer.bind, ...bind } } : offer)),
    }));
  }
}
