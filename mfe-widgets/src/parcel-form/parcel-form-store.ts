import { amountFromText, CityList, FormModel, MESSAGE_KEYS, parcelCreateSchema, validateObject, widgetMessage } from '@jetkiz/contracts';
import type { FieldModel, ParcelClass, ParcelDraft, ParcelPrefill, ParcelType, RecommendedPrice } from '@jetkiz/contracts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { textFieldsOnRules } from '../form-controls';
import { PhotosStore } from '../photos';
import {
  numberOrUndefined,
  phoneOrUndefined,
  SubmissionState,
  textOrUndefined,
  type HandOverTo,
  type ShipmentServices,
} from '../submission';

/** The request to the trip the widget was opened for: sent, or refused by the API (the parcel stands alone). */
export type TripRequest = 'sent' | 'failed';

export type ParcelStage =
  { step: 'form' } | { step: 'handed-over'; to: HandOverTo } | { step: 'created'; id: number; guestToken?: string; request?: TripRequest };

const FIELD_NAMES = [
  'type',
  'weight_class',
  'weight_kg',
  'description',
  'deadline',
  'from_city_id',
  'to_city_id',
  'reward',
  'guest_email',
  'guest_phone',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];

/** What the parcel form sends, before photos and bot-check fields: a ParcelDraft once every rule passes. */
type ParcelValues = Partial<Omit<ParcelDraft, 'image_ids'>>;

/** The parcel widget (issue 7): fields on the shared rules, photos, recommended price, and the guest's choice. */
export class ParcelFormStore {
  readonly fields: Record<FieldName, FieldModel<string>>;
  readonly form: FormModel<Record<FieldName, FieldModel<string>>>;
  readonly photos = new PhotosStore();
  readonly cities: CityList;
  readonly submission: SubmissionState;
  busy = false;
  stage: ParcelStage = { step: 'form' };
  recommended: RecommendedPrice | null = null;
  /** The trip the parcel is offered to once created (the board's 'Send with this traveler'). */
  tripId: number | null = null;
  /** What the host filled in: not the sender's own start (see `started`). */
  private preset: Partial<Record<FieldName, string>> = {};

  constructor(private readonly services: ShipmentServices) {
    this.cities = new CityList(services.api);
    this.submission = new SubmissionState(services);
    this.fields = textFieldsOnRules(FIELD_NAMES, (name) => this.ruleErrors[name]);
    this.form = new FormModel(this.fields);
    makeAutoObservable<ParcelFormStore, 'services' | 'preset'>(this, {
      services: false,
      preset: false,
      fields: false,
      form: false,
      photos: false,
      cities: false,
      submission: false,
    });
  }

  get type(): ParcelType | '' {
    return this.fields.type.value as ParcelType | '';
  }

  /** Documents are their own class; a parcel is S, M or L. */
  get weightClass(): ParcelClass | undefined {
    if (this.type === 'documents') return 'documents';
    return textOrUndefined(this.fields.weight_class.value) as ParcelClass | undefined;
  }

  get values(): ParcelValues {
    const { fields } = this;
    const isParcel = this.type === 'parcel';
    return {
      type: textOrUndefined(fields.type.value) as ParcelType | undefined,
      weight_class: this.weightClass,
      weight_kg: isParcel ? numberOrUndefined(fields.weight_kg.value) : undefined,
      description: fields.description.value.trim(),
      deadline: textOrUndefined(fields.deadline.value),
      from_city_id: numberOrUndefined(fields.from_city_id.value),
      to_city_id: numberOrUndefined(fields.to_city_id.value),
      reward: amountFromText(fields.reward.value),
      guest_email: this.submission.sendsAsGuest ? textOrUndefined(fields.guest_email.value) : undefined,
      guest_phone: this.submission.sendsAsGuest ? phoneOrUndefined(fields.guest_phone.value) : undefined,
    };
  }

  /** Every rule of contracts' parcel schema, by field; a guest going on alone must leave an e-mail. */
  get ruleErrors(): Partial<Record<FieldName, string[]>> {
    const errors: Partial<Record<FieldName, string[]>> = validateObject(parcelCreateSchema, this.values);
    if (this.submission.sendsAsGuest && this.values.guest_email === undefined) errors.guest_email = [MESSAGE_KEYS.fieldRequired];
    return errors;
  }

  /** The route and class the recommended price is asked for, once all three are known and sensible. */
  get priceQuery(): { from: number; to: number; class: ParcelClass } | null {
    const { from_city_id: from, to_city_id: to } = this.values;
    const parcelClass = this.weightClass;
    if (!from || !to || from === to || !parcelClass) return null;
    return { from, to, class: parcelClass };
  }

  /** A trip's route and date, and the trip itself: the form opens filled in, and the parcel is offered to that trip. */
  prefill({ fromCityId, toCityId, deadline, tripId }: ParcelPrefill): void {
    const values: Partial<Record<FieldName, string>> = {
      ...(fromCityId ? { from_city_id: String(fromCityId) } : {}),
      ...(toCityId ? { to_city_id: String(toCityId) } : {}),
      ...(deadline ? { deadline } : {}),
    };
    for (const [name, value] of Object.entries(values) as [FieldName, string][]) this.fields[name].setValue(value);
    this.preset = values;
    this.tripId = tripId ?? null;
  }

  /** The host's `setCity`: the departure city, unless the sender has already chosen one. */
  presetCity(cityId: number): void {
    if (this.fields.from_city_id.value === '') this.fields.from_city_id.setValue(String(cityId));
  }

  /** Loads the cities and keeps the recommended price in step with the route and class; returns the stopper. */
  start(): () => void {
    void this.cities.load();
    const stop = reaction(
      () => this.priceQuery,
      (query) => void this.loadRecommended(query),
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
    return () => {
      stop();
      this.photos.dispose();
    };
  }

  private async loadRecommended(query: ParcelFormStore['priceQuery']): Promise<void> {
    this.recommended = null;
    if (!query) return;
    try {
      const price = await this.services.api.prices.recommended(query);
      runInAction(() => {
        if (JSON.stringify(this.priceQuery) === JSON.stringify(query)) this.recommended = price;
      });
    } catch {
      // No recommendation is shown; the form works without one.
    }
  }

  /** Anything the sender chose besides what a host may preset (the departure city, a trip's route and date). */
  get started(): boolean {
    const chosen = FIELD_NAMES.filter((name) => name !== 'from_city_id').some((name) => {
      const value = this.fields[name].value.trim();
      return value !== '' && value !== this.preset[name];
    });
    return chosen || this.photos.photos.length > 0;
  }

  /** The 'Log in' link (see SubmissionState.logIn). */
  logIn(): Promise<void> {
    return this.submission.logIn(this);
  }

  async submit(handOverTo: HandOverTo = 'signup'): Promise<void> {
    if (this.busy) return;
    this.begin();
    try {
      await this.photos.contentRead();
      if (!this.form.isValid || !this.photos.isValid) return;
      const { imageIds, uploadToken } = await this.photos.upload(this.services.api.parcels);
      const draft = { ...this.values, image_ids: imageIds, ...(uploadToken ? { upload_token: uploadToken } : {}) } as ParcelDraft;
      if (this.submission.handsOver(handOverTo)) return this.handOver(draft, handOverTo);
      const botFields = await this.services.botCheck.fieldsFor('create_parcel');
      const created = await this.services.api.parcels.create({ ...draft, ...botFields });
      const request = await this.offerToTrip(created.id, created.guest_token);
      this.created(created.id, created.guest_token, request);
    } catch (error) {
      this.submission.fail(error, { applyServerErrors: (errors) => this.placeFieldErrors(errors) }, 'parcel-create-error');
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private begin(): void {
    this.busy = true;
    this.submission.failure = null;
    this.form.blurAll();
  }

  private handOver(draft: ParcelDraft, to: HandOverTo): void {
    // The trip goes with the draft: the parcel created after sign-up or login is offered to it too.
    const payload = this.tripId === null ? { draft } : { draft, trip_id: this.tripId };
    this.services.outlet.send(widgetMessage(to === 'login' ? 'prepare-login-with-parcel' : 'prepare-signup-with-parcel', payload));
    this.stage = { step: 'handed-over', to };
  }

  /** The same call as choosing a traveler on the schedule page; the parcel is created either way. */
  private async offerToTrip(id: number, guestToken: string | undefined): Promise<{ bindId?: number; request?: TripRequest }> {
    if (this.tripId === null) return {};
    try {
      const bind = await this.services.api.parcels.bind(id, { trip_id: this.tripId }, guestToken ? { guest_token: guestToken } : undefined);
      return { bindId: bind.id, request: 'sent' };
    } catch {
      return { request: 'failed' };
    }
  }

  private created(id: number, guestToken: string | undefined, { bindId, request }: { bindId?: number; request?: TripRequest }): void {
    this.services.outlet.send(
      widgetMessage('parcel-created', {
        id,
        ...(guestToken ? { guest_token: guestToken } : {}),
        ...(bindId !== undefined ? { bind_id: bindId } : {}),
        ...(request === 'failed' ? { bind_failed: true } : {}),
      }),
    );
    this.stage = { step: 'created', id, ...(guestToken ? { guestToken } : {}), ...(request ? { request } : {}) };
  }

  /** The photos' errors go on the photos, the rest on their fields; returns what has no field. */
  private placeFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
    const { images, image_ids: imageIds, ...rest } = errors;
    const photoErrors = [...(images ?? []), ...(imageIds ?? [])];
    if (photoErrors.length > 0) this.photos.setServerErrors(photoErrors);
    return this.form.applyServerErrors(rest);
  }
}
