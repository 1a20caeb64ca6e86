import { alertOfError, FieldModel, FormModel, MESSAGE_KEYS, normalizePhone, requiredPhoneRule, smsCodeRule } from '@jetkiz/contracts';
import type {
  ApiError,
  AuthModalName,
  BotCheckAction,
  MessageKey,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
} from '@jetkiz/contracts';
import { Countdown } from '@jetkiz/web-kit/forms';
import { makeAutoObservable } from 'mobx';
import { showFailure, type ApiCall } from '../api-call';
import type { AuthEnvironment } from '../auth-environment';

export type PhoneStep = 'phone' | 'code';

/** What sign-up's and password reset's phone steps differ in (spec §2, §7, §8). */
export interface PhoneCodeFlow {
  /** the bot check's action for sending the SMS */
  sendAction: BotCheckAction;
  /** sends the SMS; the answer says when a resend is possible */
  send(request: PhoneConfirmationSendRequest): Promise<PhoneConfirmationResponse>;
  /** checks the typed code */
  check(request: PhoneConfirmationConfirmRequest): Promise<unknown>;
  /** the error type of a code that ran out, and the alert that says so */
  expired: { errorType: string; message: MessageKey };
  /** the flow's phone step, where a code that runs out at a later step sends the user back */
  phoneModal: AuthModalName;
  /** where an accepted code leads */
  nextModal: AuthModalName;
}

/**
 * The first steps of sign-up and password reset (spec §3, §4): a phone, the SMS code sent to it, the resend countdown,
 * and which of the two shows; the calls that send, resend and check the code; and a code that ran out, here or at
 * a later step of the flow.
 */
export class PhoneCode {
  readonly phoneForm = new FormModel({ phone: new FieldModel('', [requiredPhoneRule]) });
  readonly codeForm = new FormModel({ code: new FieldModel('', [smsCodeRule]) });
  readonly countdown: Countdown;
  step: PhoneStep = 'phone';
  /** The phone whose code was accepted; the later steps need it. */
  verifiedPhone: string | null = null;

  constructor(
    private readonly env: AuthEnvironment,
    /** the flow's API call, shared with its later steps */
    readonly call: ApiCall,
    private readonly flow: PhoneCodeFlow,
  ) {
    this.countdown = new Countdown(env.ticker);
    makeAutoObservable<PhoneCode, 'env' | 'flow'>(this, {
      phoneForm: false,
      codeForm: false,
      countdown: false,
      env: false,
      call: false,
      flow: false,
    });
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

  async sendCode(): Promise<void> {
    const { phoneForm, phone } = this;
    if (!phoneForm.isValid) return phoneForm.blurAll();
    const outcome = await this.call.run(async (bot) => this.flow.send({ phone, ...(await bot(this.flow.sendAction)) }));
    if (!outcome) return;
    if (outcome.ok) return this.codeSent(outcome.value);
    if (outcome.error.errorType === 'phone_confirmation') return this.codeAlreadySent(outcome.error);
    showFailure(this.env, outcome.error, phoneForm);
  }

  private codeSent(answer: PhoneConfirmationResponse): void {
    if (answer.error_type) {
      // Spec §8: the answer's own message, already in the user's language, shown as text.
      this.env.host.alerts.show(answer.error_message ? { text: answer.error_message } : MESSAGE_KEYS.somethingWentWrong, 'error');
      return;
    }
    this.step = 'code';
    this.verifiedPhone = null;
    this.countdown.start(answer.resend_timeout);
  }

  /** A code was sent moments ago: the API names the wait; the code already sent is the one to type. */
  private codeAlreadySent(error: ApiError): void {
    this.env.host.alerts.show(alertOfError(error, { serverText: true }), 'error');
    this.step = 'code';
    if (error.retryAfter) this.countdown.start(error.retryAfter);
  }

  /** The resend link: only once the countdown has ended; the old code is cleared. */
  async resendCode(): Promise<void> {
    if (this.countdown.isRunning) return;
    this.codeForm.reset();
    await this.sendCode();
  }

  /** Sends the phone and code; an accepted code verifies the phone and moves on. */
  async checkCode(): Promise<void> {
    const { codeForm, phone, code } = this;
    if (!codeForm.isValid) return codeForm.blurAll();
    const outcome = await this.call.run(async (bot) => this.flow.check({ phone, code, ...(await bot('verify_phone_code')) }));
    if (!outcome) return;
    if (!outcome.ok) return this.failCode(outcome.error);
    this.verifiedPhone = phone;
    this.env.host.modals.open(this.flow.nextModal);
  }

  private failCode(error: ApiError): void {
    if (error.errorType === this.flow.expired.errorType) return this.codeExpired();
    showFailure(this.env, error, this.codeForm);
  }

  /** A later step's failure: a code that ran out sends the user back to the phone; any other lands on `form`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form of the later step
  failAfterCode(error: ApiError, form: FormModel<any>): void {
    if (error.errorType !== this.flow.expired.errorType) return showFailure(this.env, error, form);
    this.codeExpired();
    this.env.host.modals.open(this.flow.phoneModal);
  }

  /** Spec §8: the code ran out; the phone step starts again, with the phone kept. */
  private codeExpired(): void {
    this.env.host.alerts.show(this.flow.expired.message, 'error');
    this.startOver();
  }

  /** Back to the phone, which is kept. */
  changePhone(): void {
    this.step = 'phone';
    this.codeForm.reset();
  }

  /** The code timed out: the phone step again, with the phone kept. */
  private startOver(): void {
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
