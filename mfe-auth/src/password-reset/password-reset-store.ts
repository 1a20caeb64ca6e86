import { MESSAGE_KEYS, RESET_RESEND_TIMEOUT_SECONDS, formatPhone, resetPasswordRule } from '@jetkiz/contracts';
import type { PasswordResetDraft } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { newPasswordForm, type PasswordFlowStore } from '../form-controls';
import { PhoneCodeStep } from '../sms-code';

/** The password-reset draft of spec §3 (phone, code, password) across the three reset modals. */
export class PasswordResetStore implements PasswordFlowStore {
  readonly phoneStep: PhoneCodeStep;
  readonly passwordForm = newPasswordForm(resetPasswordRule);
  readonly call: ApiCall;

  constructor(private readonly env: AuthEnvironment) {
    this.call = new ApiCall(env);
    this.phoneStep = new PhoneCodeStep(env, this.call, {
      sendAction: 'password_forgot',
      send: async (request) => {
        await env.host.api.auth.forgotPassword(request);
        // Spec §9: 60 seconds after a reset SMS, whatever the answer says.
        return { resend_timeout: RESET_RESEND_TIMEOUT_SECONDS };
      },
      check: (request) => env.host.api.auth.checkForgotCode(request),
      expired: { errorType: 'token_expired', message: MESSAGE_KEYS.linkTimeIsExpired },
      phoneModal: 'forgot-password-verify-phone',
      nextModal: 'forgot-password-verify-password',
    });
    makeAutoObservable<PasswordResetStore, 'env'>(this, { env: false, phoneStep: false, passwordForm: false, call: false });
  }

  get draft(): PasswordResetDraft {
    return {
      ...this.phoneStep.phoneCode.draft,
      password: this.passwordForm.fields.password.value,
    };
  }

  get reachedPassword(): boolean {
    return this.phoneStep.phoneCode.isVerified;
  }

  /** The link's `phone` parameter (e.g. from a guest's 'login information' e-mail) fills the phone once. */
  prefillPhone(phone: string | undefined): void {
    const formatted = phone ? formatPhone(phone) : '';
    const field = this.phoneStep.phoneCode.phoneForm.fields.phone;
    if (!formatted || formatted === field.value) return;
    field.setValue(formatted);
    this.phoneStep.phoneCode.changePhone();
  }

  /** Checks the new password, resets it with the code, logs in with the answered token. */
  async submitPassword(): Promise<void> {
    if (!this.passwordForm.isValid) return this.passwordForm.blurAll();
    const { host } = this.env;
    const passwords = this.passwordForm.values;
    const { phone, code } = this.phoneStep.phoneCode;
    const outcome = await this.call.run(async (bot) => {
      await host.api.auth.checkPassword({ ...passwords, ...(await bot('verify_password')) });
      const { token } = await host.api.auth.resetPassword({ phone, code, ...passwords, ...(await bot('password_reset')) });
      await host.session.logIn(token);
    });
    if (!outcome) return;
    if (!outcome.ok) return this.phoneStep.failAfterCode(outcome.error, this.passwordForm);
    this.forget();
    host.modals.open('forgot-password-complete');
  }

  /** The password is set: a later reset on this page starts afresh. */
  private forget(): void {
    this.phoneStep.phoneCode.reset();
    this.passwordForm.reset();
  }
}

export const passwordResetStoreFor = storePerEnvironment((env) => new PasswordResetStore(env));
