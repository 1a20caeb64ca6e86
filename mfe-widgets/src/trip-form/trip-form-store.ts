import {
  amountFromText,
  CityList,
  FormModel,
  MESSAGE_KEYS,
  guestTripCreateSchema,
  tripCreateSchema,
  validateObject,
  widgetMessage,
} from '@jetkiz/contracts';
import type { DeliveryType, FieldModel, TripDraft, WeightAllowance } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { fieldOnRules, textFieldsOnRules } from '../form-controls';
import {
  numberOrUndefined,
  phoneOrUndefined,
  SubmissionState,
  textOrUndefined,
  type HandOverTo,
  type ShipmentServices,
} from '../submission';

export type TripStage = { step: 'form' } | { step: 'handed-over'; to: HandOverTo } | { step: 'created'; id: number; guestEmail?: string };

const TEXT_FIELDS = [
  'from_city_id',
  'to_city_id',
  'trip_date',
  'return_date',
  'offered_amount',
  'contact_phone',
  'contact_email',
  'weight_allowance',
  'first_name',
  'delivery_type',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type FieldName = TextFieldName | 'is_logistic_company';

export type TripFields = Record<TextFieldName, FieldModel<string>> & { is_logistic_company: FieldModel<boolean> };

/** The trip widget (issue 7): every field on contracts' trip rules, and the guest's choice. */
export class TripFormStore {
  readonly fields: TripFields;
  readonly form: FormModel<TripFields>;
  readonly cities: CityList;
  readonly submission: SubmissionState;
  busy = false;
  stage: TripStage = { step: 'form' };

  constructor(private readonly services: ShipmentServices) {
    this.cities = new CityList(services.api);
    this.submission = new SubmissionState(services);
    this.fields = {
      ...textFieldsOnRules(TEXT_FIELDS, (name) => this.ruleErrors[name]),
      is_logistic_company: fieldOnRules(false, () => this.ruleErrors.is_logistic_company),
    };
    this.form = new FormModel(this.fields);
    makeAutoObservable<TripFormStore, 'services'>(this, { services: false, fields: false, form: false, cities: false, submission: false });
  }

  get values(): Partial<TripDraft> {
    const { fields } = this;
    return {
      from_city_id: numberOrUndefined(fields.from_city_id.value),
      to_city_id: numberOrUndefined(fields.to_city_id.value),
      trip_date: textOrUndefined(fields.trip_date.value),
      return_date: textOrUndefined(fields.return_date.value) ?? null,
      is_logistic_company: fields.is_logistic_company.value,
      offered_amount: amountFromText(fields.offered_amount.value),
      contact_phone: phoneOrUndefined(fields.contact_phone.value),
      contact_email: textOrUndefined(fields.contact_email.value),
      weight_allowance: textOrUndefined(fields.weight_allowance.value) as WeightAllowance | undefined,
      first_name: fields.first_name.value.trim(),
      delivery_type: textOrUndefined(fields.delivery_type.value) as DeliveryType | undefined,
    };
  }

  /**
   * Contracts' trip rules by field. A guest going on alone gets an account for the phone and the login
   * information by e-mail, so both are required then.
   */
  get ruleErrors(): Partial<Record<FieldName, string[]>> {
    const schema = this.submission.sendsAsGuest ? guestTripCreateSchema : tripCreateSchema;
    const errors: Partial<Record<FieldName, string[]>> = validateObject(schema, this.values);
    if (!this.submission.sendsAsGuest) return errors;
    for (const name of ['contact_phone', 'contact_email'] as const) {
      if (this.values[name] === undefined) errors[name] = [MESSAGE_KEYS.fieldRequired];
    }
    return errors;
  }

  presetCity(cityId: number): void {
    if (this.fields.from_city_id.value === '') this.fields.from_city_id.setValue(String(cityId));
  }

  start(): () => void {
    void this.cities.load();
    return () => {};
  }

  /** Anything the traveler chose besides the departure city a host may preset. */
  get started(): boolean {
    const chosen = TEXT_FIELDS.filter((name) => name !== 'from_city_id').some((name) => this.fields[name].value.trim() !== '');
    return chosen || this.fields.is_logistic_company.value;
  }

  /** The 'Log in' link (see SubmissionState.logIn). */
  logIn(): Promise<void> {
    return this.submission.logIn(this);
  }

  async submit(handOverTo: HandOverTo = 'signup'): Promise<void> {
    if (this.busy) return;
    this.form.blurAll();
    this.submission.failure = null;
    if (!this.form.isValid) return;
    const draft = this.values as TripDraft;
    if (this.submission.handsOver(handOverTo)) return this.handOver(draft, handOverTo);
    this.busy = true;
    try {
      const botFields = await this.services.botCheck.fieldsFor('create_trip');
      const { id } = await this.services.api.trips.create({ ...draft, ...botFields });
      this.created(id, this.submission.isGuest ? draft.contact_email : undefined);
    } catch (error) {
      this.submission.fail(error, this.form, 'trip-create-error');
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private handOver(draft: TripDraft, to: HandOverTo): void {
    this.services.outlet.send(widgetMessage(to === 'login' ? 'prepare-login-with-trip' : 'prepare-signup-with-trip', { draft }));
    this.stage = { step: 'handed-over', to };
  }

  private created(id: number, guestEmail: string | undefined): void {
    this.services.outlet.send(widgetMessage('trip-created', { id }));
    this.stage = guestEmail ? { step: 'created', id, guestEmail } : { step: 'created', id };
  }
}
