import type { ApiClient, City, LanguageCode } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type CitiesState = 'idle' | 'loading' | 'loaded' | 'failed';

const NAME_OF: Readonly<Record<LanguageCode, (city: City) => string>> = {
  ru: (city) => city.name_ru,
  kk: (city) => city.name_kk,
  en: (city) => city.name_en,
};

/** Kazakhstan's cities from `GET /cities`, named and sorted in the widget's language. */
export class CitiesStore {
  cities: City[] = [];
  state: CitiesState = 'idle';

  constructor(
    private readonly api: Pick<ApiClient, 'cities'>,
    private readonly language: LanguageCode,
  ) {
    makeAutoObservable<CitiesStore, 'api' | 'language'>(this, { api: false, language: false });
  }

  get options(): { value: string; label: string }[] {
    const nameOf = NAME_OF[this.language];
    return this.cities
      .map((city) => ({ value: String(city.id), label: nameOf(city) }))
      .sort((a, b) => a.label.localeCompare(b.label, this.language));
  }

  async load(): Promise<void> {
    if (this.state === 'loading' || this.state === 'loaded') return;
    this.state = 'loading';
    try {
      const cities = await this.api.cities();
      runInAction(() => {
        this.cities = cities;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
