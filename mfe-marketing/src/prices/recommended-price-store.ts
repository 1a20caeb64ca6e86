import { CityList, FieldModel, FormModel, MESSAGE_KEYS, fieldRule, requiredRule, toApiError } from '@jetkiz/contracts';
import type { HostApi, ParcelClass, RecommendedPrice } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
type PriceField = 'from' | 'to' | 'class';

/** The recommended price for a route the visitor picks: cities from the API, then `GET /prices/recommended`. */
export class RecommendedPriceStore {
  readonly form: FormModel<Record<PriceField, FieldModel<string>>>;
  readonly cities: CityList;
  priceState: LoadState = 'idle';
  price: RecommendedPrice | null = null;

  constructor(private readonly host: Pick<HostApi, 'api'>) {
    const from = new FieldModel('', [requiredRule]);
    const differentCity = fieldRule('sameCities', (value) => value !== from.value, MESSAGE_KEYS.sameCities);
    this.form = new FormModel({
      from,
      to: new FieldModel('', [requiredRule, differentCity]),
      class: new FieldModel('', [requiredRule]),
    });
    this.cities = new CityList(host.api);
    makeAutoObservable<RecommendedPriceStore, 'host'>(this, { form: false, cities: false, host: false });
  }

  /** Asks for the price; resolves to the field the visitor should fix first, if any. */
  async submit(): Promise<PriceField | null> {
    if (this.priceState === 'loading') return null;
    this.form.blurAll();
    const invalid = this.firstInvalidField;
    if (invalid) return invalid;
    const { from, to } = this.form.values;
    this.priceState = 'loading';
    this.price = null;
    try {
      const price = await this.host.api.prices.recommended({
        from: Number(from),
        to: Number(to),
        class: this.form.values.class as ParcelClass,
      });
      runInAction(() => {
        this.price = price;
        this.priceState = 'ready';
      });
      return null;
    } catch (error) {
      return runInAction(() => this.showError(error));
    }
  }

  private get firstInvalidField(): PriceField | null {
    const entry = Object.entries(this.form.fields).find(([, field]) => !field.isValid);
    return entry ? (entry[0] as PriceField) : null;
  }

  private showError(error: unknown): PriceField | null {
    const apiError = toApiError(error);
    if (apiError.status === 422) {
      const unknown = this.form.applyServerErrors(apiError.fieldErrors);
      if (Object.keys(unknown).length === 0 && Object.keys(apiError.fieldErrors).length > 0) {
        this.priceState = 'idle';
        return this.firstInvalidField;
      }
    }
    this.priceState = 'failed';
    return null;
  }
}
