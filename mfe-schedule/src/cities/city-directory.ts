import type { ApiClient, City, LanguageCode } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { cityNameOf } from '../format';

type DirectoryStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Kazakhstan's cities from `GET /cities`, loaded once per page and shared by the route titles and the board's search. */
export class CityDirectory {
  cities: City[] = [];
  status: DirectoryStatus = 'idle';
  private pending: Promise<void> | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CityDirectory, 'api' | 'pending'>(this, { api: false, pending: false });
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

  /** The cities in the alphabetical order of the page's language. */
  sortedFor(language: LanguageCode): City[] {
    const collator = new Intl.Collator(language);
    return [...this.cities].sort((a, b) => collator.compare(cityNameOf(a, language), cityNameOf(b, language)));
  }
}

const directories = new WeakMap<ApiClient, CityDirectory>();

/** One directory per API client, so the board and the traveler choice ask `GET /cities` once. */
export function cityDirectoryFor(api: ApiClient): CityDirectory {
  let directory = directories.get(api);
  if (!directory) {
    directory = new CityDirectory(api);
    directories.set(api, directory);
  }
  return directory;
}
