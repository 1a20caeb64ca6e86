import { FieldModel, FormModel, MESSAGE_KEYS, subscriptionSchema, toApiError } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Schema } from 'yup';

/** The footer's mailing-list form (spec §8): a success alert, the field error alone on 422, else 'somethingWentWrong'. */
export class SubscriptionStore {
  readonly form = new FormModel({ email: new FieldModel('', [subscriptionSchema.fields.email as Schema]) });
  sending = false;

  constructor(private readonly host: Pick<HostApi, 'api' | 'alerts'>) {
    makeAutoObservable<SubscriptionStore, 'host'>(this, { form: false, host: false });
  }

  get email(): FieldModel<string> {
    return this.form.fields.email;
  }

  /** Resolves to true when the e-mail field needs the visitor's attention. */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    this.form.blurAll();
    if (!this.form.isValid) return true;
    this.sending = true;
    try {
      await this.host.api.mailing.subscribe({ email: this.email.value.trim() });
      this.host.alerts.show(MESSAGE_KEYS.successMallingSubscribe, 'success');
      this.form.reset();
      return false;
    } catch (error) {
      return this.showError(error);
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private showError(error: unknown): boolean {
    const apiError = toApiError(error);
    if (apiError.status === 422) {
      this.form.applyServerErrors(apiError.fieldErrors);
      return !this.email.isValid;
    }
    this.host.alerts.show(MESSAGE_KEYS.somethingWentWrong, 'error');
    return false;
  }
}
