import { makeAutoObservable } from 'mobx';
import type { GuestMode, ShipmentServices } from './shipment-services';
import { failureMessageKey, type SubmissionFailure } from './submission-failure';

/** What the parcel and trip forms share about sending: who sends (a user, a guest alone, or one signing up) and why it failed. */
export class SubmissionState {
  guestMode: GuestMode = 'signup';
  failure: SubmissionFailure | null = null;

  constructor(private readonly services: ShipmentServices) {
    makeAutoObservable<SubmissionState, 'services'>(this, { services: false });
  }

  get isGuest(): boolean {
    return this.services.session.token === null;
  }

  /** A partner page cannot finish a sign-up, so there a guest always goes on as a guest. */
  get canSignUp(): boolean {
    return this.services.outlet.toSite;
  }

  get sendsAsGuest(): boolean {
    return this.isGuest && (this.guestMode === 'guest' || !this.canSignUp);
  }

  get failureKey(): string | null {
    return this.failure ? failureMessageKey(this.failure) : null;
  }

  setGuestMode(mode: GuestMode): void {
    this.guestMode = mode;
  }
}
