import {
  FieldModel,
  FormModel,
  MESSAGE_KEYS,
  PAYMENT_WAIT_MINUTES,
  courierOrderSchema,
  formatPhone,
  normalizePhone,
  toApiError,
} from '@jetkiz/contracts';
import type { ApiClient, ClaimPoint, CourierOrderForm, Estimate, LogisticClaim, LonLat, User } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { estimateFailureKey, logCourierFailure, type FailureLog } from './courier-failure';
import { PointPicker, type PointPickerOptions } from './point-picker';

/** The steps of a new order, numbered from 1 on screen; payment and tracking follow on the claim. */
export const ORDER_STEPS = ['points', 'estimate', 'order'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export type OrderFieldName = keyof CourierOrderForm;
export type OrderFields = Record<OrderFieldName, FieldModel<string>>;

/** The waiting times offered, within contracts' 5 to 60 minutes. */
export const PAYMENT_WAIT_CHOICES = [5, 10, 15, 20, 30, 45, 60].filter(
  (minutes) => minutes >= PAYMENT_WAIT_MINUTES.min && minutes <= PAYMENT_WAIT_MINUTES.max,
);

type Validator = NonNullable<ConstructorParameters<typeof FieldModel>[1]>[number];

export interface CourierOrderOptions extends PointPickerOptions {
  log?: FailureLog;
}

function toClaimPoint({ lon, lat }: LonLat): ClaimPoint {
  return [lon, lat];
}

function orderFields(): OrderFields {
  const initial: Record<OrderFieldName, string> = {
    sender_name: '',
    sender_phone: '',
    sender_email: '',
    recipient_phone: '',
    recipient_email: '',
    from_address: '',
    to_address: '',
    comment: '',
    payment_wait_minutes: String(PAYMENT_WAIT_MINUTES.default),
  };
  const field = (name: OrderFieldName) => new FieldModel(initial[name], [courierOrderSchema.fields[name] as Validator]);
  return Object.fromEntries((Object.keys(initial) as OrderFieldName[]).map((name) => [name, field(name)])) as OrderFields;
}

/**
 * A new courier order for one deal (bind): points A and B, the estimate, the order form (contracts' rules), and
 * the claim it creates. What is typed stays when a call fails.
 */
export class CourierOrderStore {
  step: OrderStep = 'points';
  readonly pointA: PointPicker;
  readonly pointB: PointPicker;
  skipDoorToDoor = false;
  estimate: Estimate | null = null;
  estimating = false;
  /** a `common` key: why there is no estimate */
  estimateErrorKey: string | null = null;
  readonly fields: OrderFields;
  readonly form: FormModel<OrderFields>;
  submitting = false;
  /** a `common` key: why the order was not taken, beyond its fields' errors */
  submitErrorKey: string | null = null;
  private readonly log: FailureLog;
  /** the addresses the points last wrote into the form, so a person's own edits are not overwritten */
  private prefilled: Pick<Record<OrderFieldName, string>, 'from_address' | 'to_address'> = { from_address: '', to_address: '' };

  constructor(
    private readonly api: ApiClient,
    readonly bindId: number,
    user: User | null,
    private readonly onCreated: (claim: LogisticClaim) => void,
    options: CourierOrderOptions = {},
  ) {
    this.log = options.log ?? logCourierFailure;
    this.pointA = new PointPicker(api.geo, options);
    this.pointB = new PointPicker(api.geo, options);
    this.fields = orderFields();
    this.form = new FormModel(this.fields);
    this.prefillSender(user);
    makeAutoObservable<CourierOrderStore, 'api' | 'onCreated' | 'log'>(this, {
      api: false,
      onCreated: false,
      log: false,
      bindId: false,
      pointA: false,
      pointB: false,
      fields: false,
      form: false,
    });
  }

  /** The sender's name, phone and e-mail from the profile, where nothing is typed yet (the user may load late). */
  prefillSender(user: User | null): void {
    if (!user) return;
    const profile = { sender_name: user.first_name, sender_phone: formatPhone(user.phone_number), sender_email: user.email };
    for (const [name, value] of Object.entries(profile) as [OrderFieldName, string][]) {
      if (this.fields[name].value === '') this.fields[name].setValue(value);
    }
  }

  get pointsChosen(): boolean {
    return this.pointA.point !== null && this.pointB.point !== null;
  }

  /** Step 1 → 2: the estimate of the two points. */
  toEstimate(): void {
    if (!this.pointsChosen) return;
    this.step = 'estimate';
    this.prefillAddresses();
    void this.loadEstimate();
  }

  back(): void {
    const index = ORDER_STEPS.indexOf(this.step);
    if (index > 0) this.step = ORDER_STEPS[index - 1]!;
  }

  setSkipDoorToDoor(skip: boolean): void {
    if (skip === this.skipDoorToDoor) return;
    this.skipDoorToDoor = skip;
    void this.loadEstimate();
  }

  async loadEstimate(): Promise<void> {
    const start = this.pointA.point;
    const end = this.pointB.point;
    if (!start || !end) return;
    this.estimating = true;
    this.estimateErrorKey = null;
    this.estimate = null;
    try {
      const estimate = await this.api.logistics.estimate({
        start_point: toClaimPoint(start),
        destination_point: toClaimPoint(end),
        skip_door_to_door: this.skipDoorToDoor,
      });
      runInAction(() => {
        this.estimate = estimate;
      });
    } catch (error) {
      this.log('estimating the price', error);
      runInAction(() => {
        this.estimateErrorKey = estimateFailureKey(error);
      });
    } finally {
      runInAction(() => {
        this.estimating = false;
      });
    }
  }

  /** Step 2 → 3 once there is a price. */
  toOrder(): void {
    if (this.estimate) this.step = 'order';
  }

  get orderForm(): CourierOrderForm {
    const value = (name: OrderFieldName) => this.fields[name].value.trim();
    return {
      sender_name: value('sender_name'),
      sender_phone: normalizePhone(value('sender_phone')),
      sender_email: value('sender_email'),
      recipient_phone: normalizePhone(value('recipient_phone')),
      recipient_email: value('recipient_email'),
      from_address: value('from_address'),
      to_address: value('to_address'),
      comment: value('comment'),
      payment_wait_minutes: Number(value('payment_wait_minutes')),
    };
  }

  async submit(): Promise<void> {
    const start = this.pointA.point;
    const end = this.pointB.point;
    if (this.submitting || !start || !end) return;
    this.form.blurAll();
    this.submitErrorKey = null;
    if (!this.form.isValid) return;
    this.submitting = true;
    try {
      const claim = await this.api.logistics.createClaim({
        parcel_trip_bind_id: this.bindId,
        start_point: toClaimPoint(start),
        destination_point: toClaimPoint(end),
        skip_door_to_door: this.skipDoorToDoor,
        order: this.orderForm,
      });
      this.onCreated(claim);
    } catch (error) {
      this.log('creating the claim', error);
      runInAction(() => this.failed(error));
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  dispose(): void {
    this.pointA.dispose();
    this.pointB.dispose();
  }

  /** A 422's field errors go onto the fields (the order's own, named `order.<field>` or `<field>`). */
  private failed(error: unknown): void {
    const apiError = toApiError(error);
    const byField = Object.fromEntries(Object.entries(apiError.fieldErrors).map(([path, keys]) => [path.replace(/^order\./, ''), keys]));
    const unplaced = this.form.applyServerErrors(byField);
    const placedAll = apiError.status === 422 && Object.keys(byField).length > 0 && Object.keys(unplaced).length === 0;
    if (!placedAll) this.submitErrorKey = apiError.status === 422 ? MESSAGE_KEYS.somethingWentWrong : apiError.messageKey;
  }

  private prefillAddresses(): void {
    const labels = { from_address: this.pointA.chosen?.label ?? '', to_address: this.pointB.chosen?.label ?? '' };
    for (const name of ['from_address', 'to_address'] as const) {
      const field = this.fields[name];
      if (field.value === '' || field.value === this.prefilled[name]) field.setValue(labels[name]);
    }
    this.prefilled = labels;
  }
}
