import { MESSAGE_KEYS, RESET_RESEND_TIMEOUT_SECONDS, formatPhone, resetPasswordRule } from '@jetkiz/contracts';
import type { ApiError, PasswordResetDraft } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall, showFailure } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { newPasswordForm, type PasswordFlowStore } from '../form-controls';
import { PhoneCode } from '../sms-code';

/** The password-reset draft of spec §3 (phone, code, password) across the three reset modals. */
export class PasswordResetStore implements PasswordFlowStore {
  readonly phoneCode: PhoneCode;
  readonly passwordForm = newPasswordForm(resetPasswordRule);
  readonly call: ApiCall;

  constructor(private readonly env: AuthEnvironment) {
    this.phoneCode = new PhoneCode(env.ticker);
    this.call = new ApiCall(env);
    makeAutoObservable<PasswordResetStore, 'env'>(this, { env: false, phoneCode: false, passwordForm: false, call: false });
  }

  get draft(): PasswordResetDraft {
    return {
      phone: this.phoneCode.phoneForm.fields.phone.value,
      code: this.phoneCode.code,
      password: this.passwordForm.fields.password.value,
    };
  }

  get reachedPassword(): boolean {
    return this.phoneCode.isVerified;
  }

  /** The link's `phone` parameter (e.g. from a guest's 'login information' e-mail) fills the phone once. */
  prefillPhone(phone: string | undefined): void {
    const formatted = phone ? formatPhone(phone) : '';
    const field = this.phoneCode.phoneForm.fields.phone;
    if (!formatted || formatted === field.value) return;
    field.setValue(formatted);
    this.phoneCode.changePhone();
  }

  async sendCode(): Promise<void> {
    const { phoneForm, phone } = this.phoneCode;
    if (!phoneForm.isValid) return phoneForm.blurAll();
    const outcome = await this.call.run(async (bot) => this.env.host.api.auth.forgotPassword({ phone, ...(await bot('password_forgot')) }));
    if (!outcome) return;
    if (!outcome.ok) return this.failSend(outcome.error);
    // Spec §9: 60 seconds after a reset SMS.
    this.phoneCode.codeSent(RESET_RESEND_TIMEOUT_SECONDS);
  }

  private failSend(error: ApiError): void {
    if (error.errorType === 'phone_confirmation') return this.phoneCode.codeAlreadySent(error, this.env.host.alerts);
    showFailure(this.env, error, this.phoneCode.phoneForm);
  }

  async resendCode(): Promise<void> {
    if (this.phoneCode.readyToResend()) await this.sendCode();
  }

  async checkCode(): Promise<void> {
    const checked = await this.phoneCode.submitCode(
      this.call,
      (request) => this.env.host.api.auth.checkForgotCode(request),
      (error) => this.failCode(error),
    );
    if (checked) this.env.host.modals.open('forgot-password-verify-password');
  }

  /** Checks the new password, resets it with the code, logs in with the answered token. */
  async submitPassword(): Promise<void> {
    if (!this.passwordForm.isValid) return this.passwordForm.blurAll();
    const { host } = this.env;
    const passwords = this.passwordForm.values;
    const { phone, code } = this.phoneCode;
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
    showFailure(this.env, error, this.phoneCode.codeForm);
  }

  private failReset(error: ApiError): void {
    if (error.errorType !== 'token_expired') return showFailure(this.env, error, this.passwordForm);
    this.codeExpired();
    this.env.host.modals.open('forgot-password-verify-phone');
  }

  /** spec §8: the reset answers token_expired → 'linkTimeIsExpired'; the phone step starts again. */
  private codeExpired(): void {
    this.env.host.alerts.show(MESSAGE_KEYS.linkTimeIsExpired, 'error');
    this.phoneCode.startOver();
  }

  /** The password is set: a later reset on this page starts afresh. */
  private forget(): void {
    this.phoneCode.reset();
    this.passwordForm.reset();
  }
}

export const passwordResetStoreFor = storePerEnvironment((env) => new PasswordResetStore(env));
