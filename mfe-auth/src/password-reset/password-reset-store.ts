import {
  FieldModel,
  FormModel,
  MESSAGE_KEYS,
  RESET_RESEND_TIMEOUT_SECONDS,
  formatPhone,
  normalizePhone,
  passwordConfirmationRule,
  requiredPhoneRule,
  resetPasswordRule,
  smsCodeRule,
} from '@jetkiz/contracts';
import type { ApiError, PasswordResetDraft } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall, showFailure } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { Countdown } from '@jetkiz/web-kit';

export type PhoneStep = 'phone' | 'code';

/** The password-reset draft of spec §3 (phone, code, password) across the three reset modals. */
export class PasswordResetStore {
  readonly phoneForm = new FormModel({ phone: new FieldModel('', [requiredPhoneRule]) });
  readonly codeForm = new FormModel({ code: new FieldModel('', [smsCodeRule]) });
  readonly passwordForm: FormModel<{ password: FieldModel; password_confirmation: FieldModel }>;
  readonly countdown: Countdown;
  readonly call: ApiCall;

  phoneStep: PhoneStep = 'phone';
  /** The phone whose code was accepted; the password step needs it. */
  checkedPhone: string | null = null;

  constructor(private readonly env: AuthEnvironment) {
    const password = new FieldModel('', [resetPasswordRule]);
    this.passwordForm = new FormModel({
      password,
      password_confirmation: new FieldModel('', [passwordConfirmationRule(() => password.value)]),
    });
    this.countdown = new Countdown(env.ticker);
    this.call = new ApiCall(env);
    makeAutoObservable<PasswordResetStore, 'env'>(this, {
      env: false,
      phoneForm: false,
      codeForm: false,
      passwordForm: false,
      countdown: false,
      call: false,
    });
  }

  get draft(): PasswordResetDraft {
    return {
      phone: this.phoneForm.fields.phone.value,
      code: this.codeForm.fields.code.value,
      password: this.passwordForm.fields.password.value,
    };
  }

  private get phone(): string {
    return normalizePhone(this.phoneForm.fields.phone.value);
  }

  get reachedPassword(): boolean {
    return this.checkedPhone !== null && this.checkedPhone === this.phone;
  }

  /** The link's `phone` parameter (e.g. from a guest's 'login information' e-mail) fills the phone once. */
  prefillPhone(phone: string | undefined): void {
    const formatted = phone ? formatPhone(phone) : '';
    if (!formatted || formatted === this.phoneForm.fields.phone.value) return;
    this.phoneForm.fields.phone.setValue(formatted);
    this.changePhone();
  }

  async sendCode(): Promise<void> {
    if (!this.phoneForm.isValid) return this.phoneForm.blurAll();
    const phone = this.phone;
    const outcome = await this.call.run(async (bot) => this.env.host.api.auth.forgotPassword({ phone, ...(await bot('password_forgot')) }));
    if (!outcome) return;
    if (!outcome.ok) return this.failSend(outcome.error);
    this.codeSent();
  }

  private codeSent(): void {
    this.phoneStep = 'code';
    this.checkedPhone = null;
    // Spec §9: 60 seconds after a reset SMS.
    this.countdown.start(RESET_RESEND_TIMEOUT_SECONDS);
  }

  private failSend(error: ApiError): void {
    if (error.errorType !== 'phone_confirmation') return showFailure(this.env, error, this.phoneForm);
    this.env.host.alerts.show(error.serverMessage ?? MESSAGE_KEYS.tooManyRequests, 'error');
    this.phoneStep = 'code';
    if (error.retryAfter) this.countdown.start(error.retryAfter);
  }

  async resendCode(): Promise<void> {
    if (this.countdown.isRunning) return;
    this.codeForm.reset();
    await this.sendCode();
  }

  changePhone(): void {
    this.phoneStep = 'phone';
    this.codeForm.reset();
  }

  async checkCode(): Promise<void> {
    if (!this.codeForm.isValid) return this.codeForm.blurAll();
    const phone = this.phone;
    const { code } = this.codeForm.values;
    const outcome = await this.call.run(async (bot) =>
      this.env.host.api.auth.checkForgotCode({ phone, code, ...(await bot('verify_phone_code')) }),
    );
    if (!outcome) return;
    if (!outcome.ok) return this.failCode(outcome.error);
    this.codeChecked(phone);
  }

  private codeChecked(phone: string): void {
    this.checkedPhone = phone;
    this.env.host.modals.open('forgot-password-verify-password');
  }

  /** Checks the new password, resets it with the code, logs in with the answered token. */
  async resetPassword(): Promise<void> {
    if (!this.passwordForm.isValid) return this.passwordForm.blurAll();
    const { host } = this.env;
    const passwords = this.passwordForm.values;
    const phone = this.phone;
    const { code } = this.codeForm.values;
    const outcome = await this.call.run(async (bot) => {
      await host.api.auth.checkPassword({ ...passwords, ...(await bot('verify_password')) });
      const { token } = await host.api.auth.resetPassword({ phone, code, ...passwords, ...(await bot('password_reset')) });
      await host.session.logIn(token);
    });
    if (!outcome) return;
    if (!outcome.ok) return this.failReset(outcome.error);
    this.forget();
    host.modals.open('forgot-password-complete');
  }

  private failCode(error: ApiError): void {
    if (error.errorType === 'token_expired') return this.codeExpired();
    showFailure(this.env, error, this.codeForm);
  }

  private failReset(error: ApiError): void {
    if (error.errorType !== 'token_expired') return showFailure(this.env, error, this.passwordForm);
    this.codeExpired();
    this.env.host.modals.open('forgot-password-verify-phone');
  }

  /** spec §8: the reset answers token_expired → 'linkTimeIsExpired'; the phone step starts again. */
  private codeExpired(): void {
    this.env.host.alerts.show(MESSAGE_KEYS.linkTimeIsExpired, 'error');
    this.changePhone();
    this.countdown.stop();
    this.checkedPhone = null;
  }

  /** The password is set: a later reset on this page starts afresh. */
  private forget(): void {
    this.phoneForm.reset();
    this.codeForm.reset();
    this.passwordForm.reset();
    this.countdown.stop();
    this.phoneStep = 'phone';
    this.checkedPhone = null;
  }
}

export const passwordResetStoreFor = storePerEnvironment((env) => new PasswordResetStore(env));
