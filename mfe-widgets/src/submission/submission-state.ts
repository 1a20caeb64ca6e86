import { widgetMessage } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import type { GuestMode, HandOverTo, ShipmentServices } from './shipment-services';
import { failureMessageKey, submissionFailureOf, type SubmissionFailure } from './submission-failure';

/** Where a create call's field errors go: the form puts each on its field and returns what has no field. */
export interface FieldErrorsTarget {
  applyServerErrors(errors: Record<string, string[]>): Record<string, string[]>;
}

/** A parcel or trip form as the 'Log in' link sees it: whether the sender chose anything, and its submit. */
export interface StartedForm {
  readonly started: boolean;
  submit(handOverTo: HandOverTo): Promise<void>;
}

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

  /** The draft goes to the host instead of being created here: on the 'Log in' link, or for a guest who signs up first. */
  handsOver(to: HandOverTo): boolean {
    return to === 'login' || (this.isGuest && !this.sendsAsGuest);
  }

  /** The 'Log in' link: an untouched form just opens the login; a started one is checked and kept as sign-up keeps it. */
  async logIn(form: StartedForm): Promise<void> {
    if (!form.started) return this.services.outlet.send(widgetMessage('click-login', {}));
    this.setGuestMode('signup');
    await form.submit('login');
  }

  /**
   * A create call failed (spec §8): a 422's errors go on their fields; anything without a field, or any other failure,
   * is the form's own, and the page is told, so a site can show its alert.
   */
  fail(error: unknown, form: FieldErrorsTarget, createError: 'parcel-create-error' | 'trip-create-error'): void {
    let failure = submissionFailureOf(error);
    if (failure.kind === 'fields') {
      const unplaced = form.applyServerErrors(failure.fieldErrors);
      if (Object.keys(unplaced).length === 0) return;
      failure = { kind: 'failed' };
    }
    this.failure = failure;
    this.services.outlet.send(failure.kind === 'recaptcha' ? widgetMessage('recaptcha-error', {}) : widgetMessage(createError, {}));
  }
}
