import { parcelPrefillParams } from '@jetkiz/contracts';
import type { HostApi, Page, Trip, TripListQuery } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type BoardLoadState = 'loading' | 'ready' | 'failed';

/** The board's search as the form holds it: city ids as text ('' = any city), a YYYY-MM-DD date ('' = from today). */
export interface BoardSearch {
  from: string;
  to: string;
  date: string;
}

export interface TripBoardOptions {
  search?: Partial<BoardSearch>;
  page?: number;
  perPage?: number;
  /** Told of each search the user runs, e.g. to keep it in the page's address. */
  onSearch?: (search: BoardSearch, page: number) => void;
}

const DEFAULT_PER_PAGE = 10;
const CITY_ID = /^[1-9]\d*$/;

function queryOf(search: BoardSearch, page: number, perPage: number): TripListQuery {
  return {
    ...(CITY_ID.test(search.from) ? { from: Number(search.from) } : {}),
    ...(CITY_ID.test(search.to) ? { to: Number(search.to) } : {}),
    ...(search.date ? { date_from: search.date } : {}),
    page,
    per_page: perPage,
  };
}

/** The public board of upcoming trips (`GET /trips`): search by from / to / date, page by page. */
export class TripBoardStore {
  /** What the form shows; applied with `search()`. */
  form: BoardSearch;
  /** The search whose trips are shown. */
  applied: BoardSearch;
  page: number;
  loadState: BoardLoadState = 'loading';
  result: Page<Trip> | null = null;
  readonly perPage: number;
  private loads = 0;

  constructor(
    private readonly host: HostApi,
    private readonly options: TripBoardOptions = {},
  ) {
    this.form = { from: '', to: '', date: '', ...options.search };
    this.applied = { ...this.form };
    this.page = Math.max(1, options.page ?? 1);
    this.perPage = options.perPage ?? DEFAULT_PER_PAGE;
    makeAutoObservable<TripBoardStore, 'host' | 'options' | 'loads'>(this, { host: false, options: false, loads: false, perPage: false });
  }

  get trips(): Trip[] {
    return this.result?.items ?? [];
  }

  get total(): number {
    return this.result?.total ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.perPage));
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pageCount;
  }

  /** Both cities chosen and the same: no trip goes nowhere. */
  get sameCities(): boolean {
    return this.form.from !== '' && this.form.from === this.form.to;
  }

  setField(name: keyof BoardSearch, value: string): void {
    this.form = { ...this.form, [name]: value };
  }

  search(): Promise<void> {
    if (this.sameCities) return Promise.resolve();
    this.applied = { ...this.form };
    return this.goTo(1);
  }

  goTo(page: number): Promise<void> {
    this.page = Math.max(1, page);
    this.options.onSearch?.(this.applied, this.page);
    return this.load();
  }

  async load(): Promise<void> {
    const load = ++this.loads;
    this.loadState = 'loading';
    try {
      const result = await this.host.api.trips.list(queryOf(this.applied, this.page, this.perPage));
      if (load !== this.loads) return;
      runInAction(() => {
        this.result = result;
        this.loadState = 'ready';
      });
    } catch {
      if (load !== this.loads) return;
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  /** Opens the parcel widget with the trip's route and date filled in; the parcel is offered to the trip once created. */
  sendParcelWith(trip: Trip): void {
    this.host.modals.open(
      'create-parcel',
      parcelPrefillParams({ fromCityId: trip.from_city_id, toCityId: trip.to_city_id, deadline: trip.trip_date, tripId: trip.id }),
    );
  }

  /** Opens the parcel widget for the route searched, when there is no trip to send with yet. */
  postParcel(): void {
    const { from, to } = this.applied;
    this.host.modals.open('create-parcel', { ...(from ? { from } : {}), ...(to ? { to } : {}) });
  }
}
