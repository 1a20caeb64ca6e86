import {
  amountFromText,
  amountText,
  FieldModel,
  FormModel,
  formatPhone,
  formRule,
  insuranceSchema,
  MESSAGE_KEYS,
  toApiError,
  validateObject,
} from '@jetkiz/contracts';
import type { HostApi, InsurancePolicy, InsuranceRequest } from '@jetkiz/contracts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  decimalOrUndefined,
  FIELD_PATHS,
  PARCEL_PATHS,
  PARTY_ROLES,
  personPaths,
  phoneOrUndefined,
  residentOf,
  typedOrUndefined,
  type InsuranceFieldPath,
  type Party,
} from './insurance-fields';
import { openRefusal } from './insurer-refusal';
import { PriceQuote } from './price-quote';

export const INSURANCE_STEPS = ['parcel', 'sender', 'traveler', 'recipient', 'summary', 'payment'] as const;
export type InsuranceStep = (typeof INSURANCE_STEPS)[number];

/** The steps the user fills in; the summary and the payment have no fields of their own. */
const STEP_FIELDS: Readonly<Record<InsuranceStep, readonly InsuranceFieldPath[]>> = {
  parcel: PARCEL_PATHS,
  sender: personPaths('sender'),
  traveler: personPaths('traveler'),
  recipient: personPaths('recipient'),
  summary: [],
  payment: [],
};

export type InsuranceFields = Record<InsuranceFieldPath, FieldModel<string>>;

export interface InsuranceFormOptions {
  host: HostApi;
  /** the deal (bind) the policy covers */
  bindId: number;
  /** takes the browser to the payment provider's checkout; null in a partner's frame, where the link opens it in a tab */
  leavePage: ((url: string) => void) | null;
  priceDebounceMs?: number;
  /** the policy is created: told before the checkout opens */
  onCreated?: (policy: InsurancePolicy) => void;
}

const TIYN_PER_TENGE = 100;

/**
 * The insurance form of spec §3 in steps (issue 20): the parcel, the three people, the summary with the live price,
 * then payment. Every rule is the contract's `insuranceSchema`, read through the one field model.
 */
export class InsuranceFormStore {
  readonly fields: InsuranceFields;
  readonly form: FormModel<InsuranceFields>;
  readonly quote: PriceQuote;
  step: InsuranceStep = 'parcel';
  busy = false;
  /** a failure that belongs to no field, as a `common` key */
  failureKey: string | null = null;
  /** the policy created, awaiting its payment */
  policy: InsurancePolicy | null = null;
  /** the sender's own details came from their account */
  senderPrefilled = false;
  private readonly host: HostApi;
  private readonly bindId: number;
  private readonly leavePage: ((url: string) => void) | null;
  private readonly onCreated: ((policy: InsurancePolicy) => void) | undefined;

  constructor({ host, bindId, leavePage, priceDebounceMs, onCreated }: InsuranceFormOptions) {
    this.host = host;
    this.bindId = bindId;
    this.leavePage = leavePage;
    this.onCreated = onCreated;
    const ruleOf = (path: InsuranceFieldPath) => [formRule(() => this.ruleErrors[path] ?? [])];
    this.fields = Object.fromEntries(FIELD_PATHS.map((path) => [path, new FieldModel('', ruleOf(path))])) as InsuranceFields;
    this.form = new FormModel(this.fields);
    this.quote = new PriceQuote((cost) => host.api.insurance.commission({ cost }), priceDebounceMs);
    makeAutoObservable<InsuranceFormStore, 'host' | 'bindId' | 'leavePage' | 'onCreated'>(this, {
      fields: false,
      form: false,
      quote: false,
      host: false,
      bindId: false,
      leavePage: false,
      onCreated: false,
    });
  }

  /** The request as typed: the schema casts the numbers and the booleans. */
  get typedRequest(): Record<string, unknown> {
    const value = (path: InsuranceFieldPath) => this.fields[path].value;
    const personOf = (party: Party) => {
      const role = PARTY_ROLES[party];
      return {
        fio: typedOrUndefined(value(`${role}.fio`)),
        iin: typedOrUndefined(value(`${role}.iin`)),
        resident: residentOf(value(`${role}.resident`)),
        documentType: typedOrUndefined(value(`${role}.documentType`)),
        documentNumber: typedOrUndefined(value(`${role}.documentNumber`)),
        documentIssueDate: typedOrUndefined(value(`${role}.documentIssueDate`)),
        address: typedOrUndefined(value(`${role}.address`)),
        mobilePhone: phoneOrUndefined(value(`${role}.mobilePhone`)),
      };
    };
    return {
      parcel_trip_bind_id: this.bindId,
      insurer: personOf('sender'),
      deliveryMan: personOf('traveler'),
      insured: personOf('recipient'),
      attribute: {
        length: typedOrUndefined(value('attribute.length')),
        width: typedOrUndefined(value('attribute.width')),
        height: typedOrUndefined(value('attribute.height')),
        weight: decimalOrUndefined(value('attribute.weight')),
        cost: amountFromText(value('attribute.cost')),
        description: typedOrUndefined(value('attribute.description')),
      },
      delivery_price: amountFromText(value('delivery_price')),
    };
  }

  /** The contract's rules by field path. */
  get ruleErrors(): Partial<Record<string, string[]>> {
    return validateObject(insuranceSchema, this.typedRequest);
  }

  /** The declared cost in whole tenge once its rules pass; null while it cannot be priced. */
  get priceableCost(): number | null {
    const cost = this.fields['attribute.cost'];
    return cost.isValid ? (amountFromText(cost.value) ?? null) : null;
  }

  get stepIndex(): number {
    return INSURANCE_STEPS.indexOf(this.step);
  }

  /** Loads what the form can be prefilled with and prices the cost as it changes; returns the clean-up. */
  start(): () => void {
    // the shell may still be loading the user when the widget opens
    const stopPrefill = reaction(
      () => this.host.session.user,
      () => this.prefillSender(),
      { fireImmediately: true },
    );
    void this.prefillDeliveryPrice();
    const stopPricing = reaction(
      () => this.priceableCost,
      (cost) => this.quote.request(cost),
      { fireImmediately: true },
    );
    return () => {
      stopPrefill();
      stopPricing();
      this.quote.dispose();
    };
  }

  /** Shows the step's errors; moves on only when the step's fields pass. */
  next(): void {
    const fields = STEP_FIELDS[this.step].map((path) => this.fields[path]);
    for (const field of fields) field.blur();
    if (fields.some((field) => !field.isValid)) return;
    const following = INSURANCE_STEPS[this.stepIndex + 1];
    if (following && following !== 'payment') this.step = following;
  }

  back(): void {
    const previous = INSURANCE_STEPS[this.stepIndex - 1];
    if (previous && this.step !== 'payment') this.step = previous;
  }

  /** Steps already passed can be opened again; nothing typed is lost. */
  goTo(step: InsuranceStep): void {
    if (this.busy || this.step === 'payment') return;
    if (INSURANCE_STEPS.indexOf(step) < this.stepIndex) this.step = step;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.failureKey = null;
    this.form.blurAll();
    if (!this.form.isValid) return this.showFirstInvalidStep();
    this.busy = true;
    try {
      const request = insuranceSchema.cast(this.typedRequest) as InsuranceRequest;
      const policy = await this.host.api.insurance.create(request);
      this.toPayment(policy);
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private openCheckout(): void {
    if (this.policy?.checkout_url) this.leavePage?.(this.policy.checkout_url);
  }

  private toPayment(policy: InsurancePolicy): void {
    runInAction(() => {
      this.policy = policy;
      this.step = 'payment';
    });
    this.onCreated?.(policy);
    this.openCheckout();
  }

  private fail(error: unknown): void {
    const apiError = toApiError(error);
    if (apiError.insurerRefusal) {
      openRefusal(this.host, apiError.insurerRefusal);
      return;
    }
    runInAction(() => {
      if (apiError.status === 422 && Object.keys(apiError.fieldErrors).length > 0) {
        const unknown = this.form.applyServerErrors(apiError.fieldErrors);
        if (Object.keys(unknown).length > 0) this.failureKey = MESSAGE_KEYS.somethingWentWrongTryAgain;
        this.showFirstInvalidStep();
        return;
      }
      this.failureKey = apiError.messageKey;
    });
  }

  private showFirstInvalidStep(): void {
    const invalid = INSURANCE_STEPS.find((step) => STEP_FIELDS[step].some((path) => !this.fields[path].isValid));
    if (invalid) this.step = invalid;
  }

  private prefillSender(): void {
    const user = this.host.session.user;
    if (!user) return;
    const fio = this.fields['insurer.fio'];
    const phone = this.fields['insurer.mobilePhone'];
    if (fio.value === '' && user.first_name) fio.setValue(user.first_name);
    if (phone.value === '' && user.phone_number) phone.setValue(formatPhone(user.phone_number));
    this.senderPrefilled = true;
  }

  /** The delivery price is the deal's reward; the user may still correct it. */
  private async prefillDeliveryPrice(): Promise<void> {
    try {
      const deal = await this.host.api.binds.get(this.bindId);
      runInAction(() => {
        const price = this.fields.delivery_price;
        if (price.value === '') price.setValue(amountText(Math.round(deal.reward / TIYN_PER_TENGE), this.host.locale.language));
      });
    } catch {
      // the field stays for the user to fill; the API checks the bind on submit
    }
  }
}
