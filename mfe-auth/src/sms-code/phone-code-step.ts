import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type {
  ApiError,
  AuthModalName,
  BotCheckAction,
  FormModel,
  MessageKey,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationResponse,
  PhoneConfirmationSendRequest,
} from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { showFailure, type ApiCall } from '../api-call';
import type { AuthEnvironment } from '../auth-environment';
import { PhoneCode } from './phone-code';

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
 * The calls of sign-up's and password reset's first modal (spec §4): sending the SMS, resending it once the countdown
 * ends, checking the code, and a code that ran out, here or at a later step of the flow. The phone code keeps what
 * they leave behind.
 */
export class PhoneCodeStep {
  readonly phoneCode: PhoneCode;

  constructor(
    private readonly env: AuthEnvironment,
    /** the flow's API call, shared with its later steps */
    readonly call: ApiCall,
    private readonly flow: PhoneCodeFlow,
  ) {
    this.phoneCode = new PhoneCode(env.ticker);
    makeAutoObservable<PhoneCodeStep, 'env' | 'flow'>(this, { env: false, call: false, flow: false, phoneCode: false });
  }

  async sendCode(): Promise<void> {
    const { phoneForm, phone } = this.phoneCode;
    if (!phoneForm.isValid) return phoneForm.blurAll();
    const outcome = await this.call.run(async (bot) => this.flow.send({ phone, ...(await bot(this.flow.sendAction)) }));
    if (!outcome) return;
    if (outcome.ok) return this.codeSent(outcome.value);
    if (outcome.error.errorType === 'phone_confirmation') return this.phoneCode.codeAlreadySent(outcome.error, this.env.host.alerts);
    showFailure(this.env, outcome.error, phoneForm);
  }

  async resendCode(): Promise<void> {
    if (this.phoneCode.readyToResend()) await this.sendCode();
  }

  private codeSent(answer: PhoneConfirmationResponse): void {
    if (answer.error_type) {
      // Spec §8: the answer's own message, already in the user's language, shown as text.
      this.env.host.alerts.show(answer.error_message ? { text: answer.error_message } : MESSAGE_KEYS.somethingWentWrong, 'error');
      return;
    }
    this.phoneCode.codeSent(answer.resend_timeout);
  }

  /** Sends the phone and code; an accepted code verifies the phone and moves on. */
  async checkCode(): Promise<void> {
    const { codeForm, phone, code } = this.phoneCode;
    if (!codeForm.isValid) return codeForm.blurAll();
    const outcome = await this.call.run(async (bot) => this.flow.check({ phone, code, ...(await bot('verify_phone_code')) }));
    if (!outcome) return;
    if (!outcome.ok) return this.failCode(outcome.error);
    this.phoneCode.verified(phone);
    this.env.host.modals.open(this.flow.nextModal);
  }

  private failCode(error: ApiError): void {
    if (error.errorType === this.flow.expired.errorType) return this.codeExpired();
    showFailure(this.env, error, this.phoneCode.codeForm);
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
    this.phoneCode.startOver();
  }
}
