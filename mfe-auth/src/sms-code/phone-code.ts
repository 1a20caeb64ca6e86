import { alertOfError, FieldModel, FormModel, normalizePhone, requiredPhoneRule, smsCodeRule } from '@jetkiz/contracts';
import type { AlertsApi, ApiError } from '@jetkiz/contracts';
import { Countdown, type Ticker } from '@jetkiz/web-kit/forms';
import { makeAutoObservable } from 'mobx';

export type PhoneStep = 'phone' | 'code';

/**
 * The first steps of sign-up and password reset (spec §3, §4): a phone, the SMS code sent to it, the resend countdown,
 * and which of the two shows. PhoneCodeStep makes the calls; this keeps what they leave behind.
 */
export class PhoneCode {
  readonly phoneForm = new FormModel({ phone: new FieldModel('', [requiredPhoneRule]) });
  readonly codeForm = new FormModel({ code: new FieldModel('', [smsCodeRule]) });
  readonly countdown: Countdown;
  step: PhoneStep = 'phone';
  /** The phone whose code was accepted; the later steps need it. */
  verifiedPhone: string | null = null;

  constructor(ticker: Ticker) {
    this.countdown = new Countdown(ticker);
    makeAutoObservable(this, { phoneForm: false, codeForm: false, countdown: false });
  }

  /** The phone as the API takes it. */
  get phone(): string {
    return normalizePhone(this.phoneForm.fields.phone.value);
  }

  get code(): string {
    return this.codeForm.fields.code.value;
  }

  /** The flow draft's phone, as typed, and code (spec §3). */
  get draft(): { phone: string; code: string } {
    return { phone: this.phoneForm.fields.phone.value, code: this.code };
  }

  /** Whether a later step may be shown: a code was accepted for the phone now in the form. */
  get isVerified(): boolean {
    return this.verifiedPhone !== null && this.verifiedPhone === this.phone;
  }

  codeSent(resendAfterSeconds: number): void {
    this.step = 'code';
    this.verifiedPhone = null;
    this.countdown.start(resendAfterSeconds);
  }

  /** A code was sent moments ago: the API names the wait; the code already sent is the one to type. */
  codeAlreadySent(error: ApiError, alerts: AlertsApi): void {
    alerts.show(alertOfError(error, { serverText: true }), 'error');
    this.step = 'code';
    if (error.retryAfter) this.countdown.start(error.retryAfter);
  }

  /** The resend link: only once the countdown has ended; the old code is cleared. Whether to send again. */
  readyToResend(): boolean {
    if (this.countdown.isRunning) return false;
    this.codeForm.reset();
    return true;
  }

  verified(phone: string): void {
    this.verifiedPhone = phone;
  }

  /** Back to the phone, which is kept. */
  changePhone(): void {
    this.step = 'phone';
    this.codeForm.reset();
  }

  /** The code timed out: the phone step again, with the phone kept. */
  startOver(): void {
    this.changePhone();
    this.countdown.stop();
    this.verifiedPhone = null;
  }

  /** The flow is done: a later one on this page starts afresh. */
  reset(): void {
    this.phoneForm.reset();
    this.startOver();
  }
}
