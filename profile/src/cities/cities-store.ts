import type { ApiClient, City, LanguageCode } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

const NAME_OF: Readonly<Record<LanguageCode, keyof Pick<City, 'name_ru' | 'name_kk' | 'name_en'>>> = {
  ru: 'name_ru',
  kk: 'name_kk',
  en: 'name_en',
};

/** Parcels and trips name their cities by id; the names come from `GET /cities` in every language. */
export class CitiesStore {
  private byId = new Map<number, City>();
  private loading: Promise<void> | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CitiesStore, 'api' | 'loading'>(this, { api: false, loading: false });
  }

  /** Loads once; a failure lets the next call try again. */
  load(): Promise<void> {
    const loading =
      this.loading ??
      this.api.cities().then(
        (cities) => runInAction(() => void (this.byId = new Map(cities.map((city) => [city.id, city])))),
        () => void (this.loading = null),
      );
    this.loading = loading;
    return loading;
  }

  get isLoaded(): boolean {
    return this.byId.size > 0;
  }

  /** The city's name, or an ellipsis while the names are not there (never a bare id). */
  nameOf(id: number, language: LanguageCode): string {
    return this.byId.get(id)?.[NAME_OF[language]] ?? '…';
  }
}
