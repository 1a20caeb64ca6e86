import { toApiError } from '@jetkiz/contracts';
import { trackBindCall } from '../bind-calls';
import type { ApiClient, Bind, MyTrip, VerificationStatus } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, profileText, type TextRef } from '../i18n';

export type TripsState = 'idle' | 'loading' | 'ready' | 'failed';
export type OfferAnswer = 'accept' | 'decline';

/** The traveler's trips (`GET /me/trips`), each with the parcels offered to it and their binds. */
export class MyTripsStore {
  trips: MyTrip[] = [];
  state: TripsState = 'idle';
  /** a key of the `common` namespace */
  errorKey: string | null = null;
  /** binds with a call under way */
  readonly busyBinds = new Set<number>();
  /** bind id → why the last call on it failed */
  readonly bindErrors = new Map<number, TextRef>();
  /** binds whose accept the API refused because the traveler is not verified yet */
  readonly verificationNeeded = new Set<number>();
  /** the traveler's own verification, when known: accepting needs 'verified' */
  verificationStatus: VerificationStatus | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<MyTripsStore, 'api'>(this, { api: false });
  }

  /** Shows the loading state only the first time; later loads refresh what is on screen. */
  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    this.errorKey = null;
    try {
      const trips = await this.api.me.trips();
      runInAction(() => {
        this.trips = trips;
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
    return this.state === 'ready' && this.trips.length === 0;
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
    this.trips = this.trips.map((trip) => ({
      ...trip,
      offers: trip.offers.map((offer) => (offer.bind.id === bind.id ? { ...offer, bind: { ...offer.bind, ...bind } } : offer)),
    }));
  }
}
