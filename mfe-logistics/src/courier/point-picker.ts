import type { AddressSuggestion, ApiClient, LonLat } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { logCourierFailure, type FailureLog } from './courier-failure';

/** Where the device is: the browser's geolocation by default. */
export type Locate = () => Promise<LonLat>;

export const locateWithBrowser: Locate = () =>
  new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lon: coords.longitude, lat: coords.latitude }),
      (failure) => reject(new Error(`geolocation ${failure.code}`)),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  });

/** Fewer letters than this find too much to be of use. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DELAY_MS = 300;

export interface PointPickerOptions {
  locate?: Locate;
  delayMs?: number;
  log?: FailureLog;
}

/** Why no point came: a key of the courier's texts. */
export type PickFailure = 'points.locationFailed' | 'points.searchFailed';

/** One point of the route: the address typed with its suggestions, or the device's location. */
export class PointPicker {
  query = '';
  suggestions: AddressSuggestion[] = [];
  searching = false;
  locating = false;
  chosen: AddressSuggestion | null = null;
  failure: PickFailure | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private asked = 0;
  private readonly locate: Locate;
  private readonly delayMs: number;
  private readonly log: FailureLog;

  constructor(
    private readonly geo: ApiClient['geo'],
    { locate = locateWithBrowser, delayMs = SEARCH_DELAY_MS, log = logCourierFailure }: PointPickerOptions = {},
  ) {
    this.locate = locate;
    this.delayMs = delayMs;
    this.log = log;
    makeAutoObservable<PointPicker, 'geo' | 'timer' | 'asked' | 'locate' | 'delayMs' | 'log'>(this, {
      geo: false,
      timer: false,
      asked: false,
      locate: false,
      delayMs: false,
      log: false,
    });
  }

  get point(): LonLat | null {
    return this.chosen ? { lon: this.chosen.lon, lat: this.chosen.lat } : null;
  }

  /** What is typed; the suggestions follow once typing pauses. */
  type(query: string): void {
    this.query = query;
    this.chosen = null;
    this.failure = null;
    this.clearTimer();
    this.searching = query.trim().length >= SEARCH_MIN_LENGTH;
    if (!this.searching) {
      this.suggestions = [];
      return;
    }
    this.timer = setTimeout(() => void this.search(query.trim()), this.delayMs);
  }

  choose(suggestion: AddressSuggestion): void {
    this.clearTimer();
    this.asked += 1;
    this.searching = false;
    this.chosen = suggestion;
    this.query = suggestion.label;
    this.suggestions = [];
    this.failure = null;
  }

  /** Starts from a known point, e.g. one the short link already holds. */
  preset(suggestion: AddressSuggestion): void {
    this.choose(suggestion);
  }

  async useMyLocation(): Promise<void> {
    this.clearTimer();
    this.locating = true;
    this.failure = null;
    try {
      const point = await this.locate();
      const { address } = await this.geo.reverse(point);
      runInAction(() => this.choose(address ? { ...address, lon: point.lon, lat: point.lat } : pointOnly(point)));
    } catch (error) {
      this.log('finding the location', error);
      runInAction(() => {
        this.failure = 'points.locationFailed';
      });
    } finally {
      runInAction(() => {
        this.locating = false;
      });
    }
  }

  dispose(): void {
    this.clearTimer();
  }

  private async search(query: string): Promise<void> {
    const asked = ++this.asked;
    try {
      const { suggestions } = await this.geo.search({ q: query });
      runInAction(() => {
        if (asked === this.asked && !this.chosen) this.suggestions = suggestions;
      });
    } catch (error) {
      this.log('searching addresses', error);
      runInAction(() => {
        if (asked === this.asked) this.failure = 'points.searchFailed';
      });
    } finally {
      runInAction(() => {
        if (asked === this.asked) this.searching = false;
      });
    }
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A point the geocoder knows no address for: its coordinates are all there is to show. */
function pointOnly({ lon, lat }: LonLat): AddressSuggestion {
  return { label: `${lat.toFixed(5)}, ${lon.toFixed(5)}`, street: null, building: null, city_id: null, city: null, lon, lat };
}
