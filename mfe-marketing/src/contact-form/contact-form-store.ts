import { FieldModel, FormModel, contactFormSchema, normalizePhone, toApiError } from '@jetkiz/contracts';
import type { CallbackRequest, HostApi } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Schema } from 'yup';

type ContactField = keyof typeof contactFormSchema.fields;

/** The API's own rule for a field, so the form and the server check the same thing. */
function ruleOf(name: ContactField): Schema {
  return contactFormSchema.fields[name] as Schema;
}

export type ContactFormStatus = 'editing' | 'sending' | 'sent';

/** The callback request of spec §3: name and phone required, e-mail valid if given, question optional. */
export class ContactFormStore {
  readonly form = new FormModel({
    first_name: new FieldModel('', [ruleOf('first_name')]),
    phone: new FieldModel('', [ruleOf('phone')]),
    email: new FieldModel('', [ruleOf('email')]),
    question: new FieldModel('', [ruleOf('question')]),
  });

  status: ContactFormStatus = 'editing';

  constructor(private readonly host: Pick<HostApi, 'api' | 'alerts' | 'modals'>) {
    makeAutoObservable<ContactFormStore, 'host'>(this, { form: false, host: false });
  }

  get firstInvalidField(): ContactField | null {
    const entry = Object.entries(this.form.fields).find(([, field]) => !field.isValid);
    return entry ? (entry[0] as ContactField) : null;
  }

  get request(): CallbackRequest {
    const { first_name, phone, email, question } = this.form.values;
    return {
      first_name: first_name.trim(),
      phone: normalizePhone(phone),
      email: email.trim() || undefined,
      question: question.trim() || undefined,
    };
  }

  /** Sends the request; resolves to the field the visitor should fix first, if any. */
  async submit(): Promise<ContactField | null> {
    if (this.status !== 'editing') return null;
    this.form.blurAll();
    if (!this.form.isValid) return this.firstInvalidField;
    this.status = 'sending';
    this.host.modals.setLoading(true);
    try {
      await this.host.api.callback.send(this.request);
      runInAction(() => (this.status = 'sent'));
      return null;
    } catch (error) {
      runInAction(() => (this.status = 'editing'));
      return this.showError(error);
    } finally {
      this.host.modals.setLoading(false);
    }
  }

  /** 422: the server's field errors on the fields; anything else: the alert the error table names. */
  private showError(error: unknown): ContactField | null {
    const apiError = toApiError(error);
    const fieldErrors = Object.keys(apiError.fieldErrors).length > 0;
    if (apiError.status === 422 && fieldErrors) {
      const unknown = this.form.applyServerErrors(apiError.fieldErrors);
      if (Object.keys(unknown).length === 0) return this.firstInvalidField;
    }
    this.host.alerts.show(apiError.messageKey, 'error');
    return null;
  }
}
