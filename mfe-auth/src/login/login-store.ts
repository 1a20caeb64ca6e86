import { FieldModel, FormModel, MESSAGE_KEYS, normalizePhone, requiredPhoneRule, requiredRule } from '@jetkiz/contracts';
import type { ApiError } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall, showFailure } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { destinationToParams, followDestination, type Destination } from '../destination';
import { publishWidgetDraft } from '../widget-draft';
import { destinationAfterLogin, needsEmailConfirmation } from './login-destination';

interface Credentials {
  phone: string;
  password: string;
}

export class LoginStore {
  readonly form = new FormModel({
    phone: new FieldModel('', [requiredPhoneRule]),
    password: new FieldModel('', [requiredRule]),
  });
  readonly call: ApiCall;
  /** The credentials the API refused; the message stays until either field changes. */
  private rejected: Credentials | null = null;

  constructor(private readonly env: AuthEnvironment) {
    this.call = new ApiCall(env);
    makeAutoObservable<LoginStore, 'env' | 'rejected'>(this, { env: false, form: false, call: false, rejected: true });
  }

  get credentialsRejected(): boolean {
    const { phone, password } = this.form.values;
    return this.rejected !== null && this.rejected.phone === phone && this.rejected.password === password;
  }

  get canSubmit(): boolean {
    return this.form.isValid && !this.call.busy;
  }

  /** A phone handed over by another modal ('log in' after 'already registered'). */
  prefillPhone(phone: string | undefined): void {
    if (phone && !this.form.fields.phone.value) this.form.fields.phone.setValue(phone);
  }

  async logIn(): Promise<void> {
    if (!this.form.isValid) {
      this.form.blurAll();
      return;
    }
    const credentials = this.form.values;
    const { host } = this.env;
    let draftFailed = false;
    const outcome = await this.call.run(
      async (bot) => {
        const answer = await host.api.auth.login({
          phone: normalizePhone(credentials.phone),
          password: credentials.password,
          ...(await bot('login')),
        });
        await host.session.logIn(answer.token);
        const published = answer.action
          ? null
          : await publishWidgetDraft(this.env, bot).catch(() => {
              draftFailed = true;
              return null;
            });
        return { answer, published };
      },
      { loginCall: true },
    );
    if (!outcome) return;
    if (!outcome.ok) return this.fail(credentials, outcome.error);
    this.form.reset();
    const { answer, published } = outcome.value;
    if (draftFailed) host.alerts.show(MESSAGE_KEYS.somethingWentWrongTryAgain, 'error');
    const destination: Destination = draftFailed ? { to: 'here' } : destinationAfterLogin(this.env, answer, published);
    if (needsEmailConfirmation(answer)) {
      host.modals.open('email-confirmation', destinationToParams(destination));
      return;
    }
    followDestination(this.env, destination);
  }

  private fail(credentials: Credentials, error: ApiError): void {
    if (error.status === 401) {
      this.rejected = credentials;
      return;
    }
    showFailure(this.env, error, this.form);
  }
}

export const loginStoreFor = storePerEnvironment((env) => new LoginStore(env));
