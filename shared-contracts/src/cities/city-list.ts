import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api-client';
import type { LanguageCode } from '../constants';
import type { City } from '../entities';
import { INTL_LOCALES } from '../i18n';

export type CityListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A city as a choice in a select: its id and its name in the page's language. */
export interface CityOption {
  value: string;
  label: string;
}

const NAME_FIELD: Readonly<Record<LanguageCode, 'name_ru' | 'name_kk' | 'name_en'>> = { ru: 'name_ru', kk: 'name_kk', en: 'name_en' };

export function cityNameOf(city: City, language: LanguageCode): string {
  return city[NAME_FIELD[language]];
}

/** The cities as choices, in the alphabetical order of the page's language. */
export function cityOptions(cities: readonly City[], language: LanguageCode): CityOption[] {
  const collator = new Intl.Collator(INTL_LOCALES[language]);
  return cities
    .map((city) => ({ value: String(city.id), label: cityNameOf(city, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Kazakhstan's cities from `GET /cities`, as every form with a route and every page naming one needs them. */
export class CityList {
  cities: City[] = [];
  status: CityListStatus = 'idle';
  private pending: Promise<void> | null = null;

  constructor(private readonly api: Pick<ApiClient, 'cities'>) {
    makeAutoObservable<CityList, 'api' | 'pending'>(this, { api: false, pending: false });
  }

  /** Loads the list unless it is loaded or loading; after a failure a new call tries again. */
  load(): Promise<void> {
    if (this.status === 'ready') return Promise.resolve();
    this.pending ??= this.fetch();
    return this.pending;
  }

  private async fetch(): Promise<void> {
    this.status = 'loading';
    try {
      const cities = await this.api.cities();
      runInAction(() => {
        this.cities = cities;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    } finally {
      this.pending = null;
    }
  }

  nameOf(id: number, language: LanguageCode): string | null {
    const city = this.cities.find((candidate) => candidate.id === id);
    return city ? cityNameOf(city, language) : null;
  }

  options(language: LanguageCode): CityOption[] {
    return cityOptions(this.cities, language);
  }
}
