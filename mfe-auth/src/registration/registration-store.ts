import { FieldModel, FormModel, MESSAGE_KEYS, firstNameRule, registerPasswordRule, requiredEmailRule } from '@jetkiz/contracts';
import type { ParcelDraft, RegistrationDraft, RegistrationKind, RegistrationOrigin, TripDraft } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { ApiCall, showFailure } from '../api-call';
import { storePerEnvironment, type AuthEnvironment } from '../auth-environment';
import { followDestination } from '../destination';
import { newPasswordForm, type PasswordFlowStore } from '../form-controls';
import { PhoneCodeStep } from '../sms-code';
import { publishWidgetDraft, publishedDraftToParams, requestSentPath, type PublishedDraft } from '../widget-draft';

/**
 * The registration draft of spec §3 across the four modals: phone and code, password, e-mail and first name,
 * and the widget's pending parcel or trip. Going back a step keeps everything typed.
 */
export class RegistrationStore implements PasswordFlowStore {
  readonly phoneStep: PhoneCodeStep;
  readonly passwordForm = newPasswordForm(registerPasswordRule);
  readonly additionalForm = new FormModel({
    email: new FieldModel('', [requiredEmailRule]),
    first_name: new FieldModel('', [firstNameRule]),
  });
  readonly call: ApiCall;

  passwordChecked = false;
  /** spec §3's flags and pending widget data, taken when the account is created */
  origin: RegistrationOrigin = 'manual';
  kind: RegistrationKind | null = null;
  parcel: ParcelDraft | null = null;
  parcelId: number | null = null;
  trip: TripDraft | null = null;
  tripId: number | null = null;

  constructor(private readonly env: AuthEnvironment) {
    this.call = new ApiCall(env);
    this.phoneStep = new PhoneCodeStep(env, this.call, {
      sendAction: 'verify_phone',
      send: (request) => env.host.api.auth.sendPhoneConfirmation(request),
      check: (request) => env.host.api.auth.confirmPhone(request),
      expired: { errorType: 'register_ended', message: MESSAGE_KEYS.codeTimedOut },
      phoneModal: 'register-verify-phone',
      nextModal: 'register-verify-password',
    });
    makeAutoObservable<RegistrationStore, 'env'>(this, {
      env: false,
      phoneStep: false,
      passwordForm: false,
      additionalForm: false,
      call: false,
    });
  }

  get draft(): RegistrationDraft {
    return {
      ...this.phoneStep.phoneCode.draft,
      password: this.passwordForm.fields.password.value,
      email: this.additionalForm.fields.email.value,
      first_name: this.additionalForm.fields.first_name.value,
      origin: this.origin,
      kind: this.kind,
      parcel: this.parcel,
      parcelId: this.parcelId,
      trip: this.trip,
      tripId: this.tripId,
    };
  }

  /** Checks the password with the API before the next step. */
  async submitPassword(): Promise<void> {
    if (!this.passwordForm.isValid) return this.passwordForm.blurAll();
    const values = this.passwordForm.values;
    const outcome = await this.call.run(async (bot) =>
      this.env.host.api.auth.checkPassword({ ...values, ...(await bot('verify_password')) }),
    );
    if (!outcome) return;
    if (!outcome.ok) return showFailure(this.env, outcome.error, this.passwordForm);
    this.passwordAccepted();
  }

  private passwordAccepted(): void {
    this.passwordChecked = true;
    this.env.host.modals.open('register-additional');
  }

  /** Creates the account, logs in with its token, then creates the widget's parcel or trip with it. */
  async register(): Promise<void> {
    if (!this.additionalForm.isValid) return this.additionalForm.blurAll();
    const { host } = this.env;
    const body = {
      phone: this.phoneStep.phoneCode.phone,
      code: this.phoneStep.phoneCode.code,
      ...this.passwordForm.values,
      ...this.additionalForm.values,
    };
    this.takeWidgetDraft();
    let draftFailed = false;
    const outcome = await this.call.run(async (bot) => {
      const { token } = await host.api.auth.register({ ...body, ...(await bot('register')) });
      await host.session.logIn(token);
      return publishWidgetDraft(this.env, bot).catch(() => {
        draftFailed = true;
        return null;
      });
    });
    if (!outcome) return;
    if (!outcome.ok) return this.phoneStep.failAfterCode(outcome.error, this.additionalForm);
    if (draftFailed) host.alerts.show(MESSAGE_KEYS.somethingWentWrongTryAgain, 'error');
    this.registered(outcome.value);
  }

  private registered(published: PublishedDraft | null): void {
    this.keepPublished(published);
    this.forgetSecrets();
    const requestSent = requestSentPath(published);
    if (requestSent) return followDestination(this.env, { to: 'site', path: requestSent });
    this.env.host.modals.open('register-complete', publishedDraftToParams(published));
  }

  private takeWidgetDraft(): void {
    const pending = this.env.host.drafts.signup;
    this.origin = pending ? 'widget' : 'manual';
    this.kind = pending?.kind ?? null;
    this.parcel = pending?.kind === 'parcel' ? pending.parcel : null;
    this.trip = pending?.kind === 'trip' ? pending.trip : null;
  }

  private keepPublished(published: PublishedDraft | null): void {
    this.parcelId = published?.kind === 'parcel' ? published.parcelId : null;
    this.tripId = published?.kind === 'trip' ? published.tripId : null;
  }

  /** The account exists: a later sign-up on this page starts afresh. */
  private forgetSecrets(): void {
    this.phoneStep.phoneCode.reset();
    this.passwordForm.reset();
    this.additionalForm.reset();
    this.passwordChecked = false;
  }

  /** Whether a step may be shown: a link straight into a later step starts at the first one instead. */
  get reachedPassword(): boolean {
    return this.phoneStep.phoneCode.isVerified;
  }

  get reachedAdditional(): boolean {
    return this.reachedPassword && this.passwordChecked;
  }

  /** The e-mail is taken: the form offers to log in with this phone. */
  get emailTaken(): boolean {
    return this.additionalForm.fields.email.serverErrors.includes(MESSAGE_KEYS.emailAlreadyRegistered);
  }

  get phoneTaken(): boolean {
    return this.phoneStep.phoneCode.phoneForm.fields.phone.serverErrors.includes(MESSAGE_KEYS.phoneAlreadyRegistered);
  }

  logInInstead(): void {
    const { phone } = this.phoneStep.phoneCode;
    this.env.host.modals.open('login', phone ? { phone } : {});
  }
}

export const registrationStoreFor = storePerEnvironment((env) => new RegistrationStore(env));
