import { FieldModel, FormModel, alertOfError, deadlineRule, kazakhstanToday, toApiError } from '@jetkiz/contracts';
import type { AlertMessage, ApiError, GuestAccess, HostApi, Parcel, TravelerCard } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { orderedCards, type ChoiceSort, type DeliveryFilter, type TravelerKind } from './traveler-order';

/** noAccess: the link does not open this parcel for whoever is looking (no guest token, someone else's parcel). */
export type ChoiceLoadState = 'loading' | 'ready' | 'failed' | 'noAccess';

const NO_ACCESS_STATUSES: ReadonlySet<number | null> = new Set([401, 403, 404]);
const ACTIVE_BIND_STATUSES: ReadonlySet<string> = new Set(['pending', 'accepted']);

function parcelIdOf(raw: string): number | null {
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/** The first key a 422 put on a field, else the spec §8 key of the failure. */
/** A field's refusal, else the failure's key; a 429 also says when to try again. */
function alertOf(error: ApiError): AlertMessage {
  const fieldKey = Object.values(error.fieldErrors).flat()[0];
  if (fieldKey) return fieldKey;
  return error.status === 429 ? alertOfError(error) : error.messageKey;
}

/**
 * The traveler choice for one parcel (spec §2 schedule/{id}): the parcel and its fitting travelers, their order and
 * filters, the confirmed choice that binds the parcel, and, while nobody fits, a new deadline.
 */
export class TravelerChoiceStore {
  loadState: ChoiceLoadState = 'loading';
  parcel: Parcel | null = null;
  cards: TravelerCard[] = [];
  sort: ChoiceSort = 'date';
  delivery: DeliveryFilter = 'any';
  kind: TravelerKind = 'all';
  /** The traveler whose confirmation is open. */
  choice: TravelerCard | null = null;
  binding = false;
  /** The API answered parcel_was_bound: a request to a traveler already exists. */
  boundElsewhere = false;
  readonly deadlineForm = new FormModel({ deadline: new FieldModel('', [deadlineRule]) });
  movingDeadline = false;
  /** The deadline the user has just moved the parcel to, for the confirmation. */
  movedDeadline: string | null = null;
  readonly parcelId: number | null;
  private loads = 0;

  constructor(
    private readonly host: HostApi,
    rawParcelId: string,
    private readonly guestToken: string | null,
  ) {
    this.parcelId = parcelIdOf(rawParcelId);
    makeAutoObservable<TravelerChoiceStore, 'host' | 'guestToken' | 'loads'>(this, {
      host: false,
      guestToken: false,
      loads: false,
      deadlineForm: false,
      parcelId: false,
    });
  }

  private get access(): GuestAccess | undefined {
    return this.guestToken ? { guest_token: this.guestToken } : undefined;
  }

  get isGuestLink(): boolean {
    return this.guestToken !== null;
  }

  /** A pending or accepted request exists: no other traveler can be chosen now. */
  get isBound(): boolean {
    const status = this.parcel?.bind?.status;
    return this.boundElsewhere || (status !== undefined && ACTIVE_BIND_STATUSES.has(status));
  }

  get visibleCards(): TravelerCard[] {
    return orderedCards(this.cards, this.sort, { delivery: this.delivery, kind: this.kind });
  }

  get isFiltered(): boolean {
    return this.delivery !== 'any' || this.kind !== 'all';
  }

  /** Nobody fits yet: the request stays open and the owner is told when someone does (spec §1). */
  get awaitsTraveler(): boolean {
    return this.loadState === 'ready' && !this.isBound && this.cards.length === 0;
  }

  get earliestNewDeadline(): string {
    return kazakhstanToday();
  }

  async load(): Promise<void> {
    const load = ++this.loads;
    if (this.parcelId === null) {
      this.loadState = 'noAccess';
      return;
    }
    this.loadState = 'loading';
    try {
      const [parcel, cards] = await Promise.all([
        this.host.api.parcels.get(this.parcelId, this.access),
        this.host.api.parcels.sample(this.parcelId, this.access),
      ]);
      if (load !== this.loads) return;
      runInAction(() => {
        this.parcel = parcel;
        this.cards = cards;
        this.loadState = 'ready';
      });
    } catch (error) {
      if (load !== this.loads) return;
      const { status } = toApiError(error);
      runInAction(() => {
        this.loadState = NO_ACCESS_STATUSES.has(status) ? 'noAccess' : 'failed';
      });
    }
  }

  setSort(sort: ChoiceSort): void {
    this.sort = sort;
  }

  setDelivery(delivery: DeliveryFilter): void {
    this.delivery = delivery;
  }

  setKind(kind: TravelerKind): void {
    this.kind = kind;
  }

  resetFilters(): void {
    this.delivery = 'any';
    this.kind = 'all';
  }

  choose(card: TravelerCard): void {
    this.choice = card;
  }

  cancelChoice(): void {
    if (!this.binding) this.choice = null;
  }

  /** Binds the parcel to the chosen trip; the success page says what comes next. */
  async confirmChoice(): Promise<void> {
    const card = this.choice;
    if (!card || this.binding || this.parcelId === null) return;
    this.binding = true;
    try {
      const bind = await this.host.api.parcels.bind(this.parcelId, { trip_id: card.trip_id }, this.access);
      this.host.navigation.go(`/schedule/success?parcel=${this.parcelId}&bind=${bind.id}`);
    } catch (error) {
      this.failBind(toApiError(error));
    } finally {
      runInAction(() => {
        this.binding = false;
        this.choice = null;
      });
    }
  }

  /** The parcel has a request to a traveler already (parcel_was_bound): the page says so instead of an error. */
  private markedBoundElsewhere(error: ApiError): boolean {
    if (error.errorType !== 'parcel_was_bound') return false;
    runInAction(() => {
      this.boundElsewhere = true;
    });
    return true;
  }

  private failBind(error: ApiError): void {
    if (this.markedBoundElsewhere(error)) return;
    this.host.alerts.show(alertOf(error), 'error');
  }

  /** Moves the deadline of a parcel nobody fits yet, then asks again who fits by the new date. */
  async moveDeadline(): Promise<void> {
    const form = this.deadlineForm;
    if (this.movingDeadline || this.parcelId === null) return;
    if (!form.isValid) {
      form.blurAll();
      return;
    }
    const { deadline } = form.values;
    this.movingDeadline = true;
    try {
      const parcel = await this.host.api.parcels.update(this.parcelId, { deadline }, this.access);
      runInAction(() => {
        this.parcel = parcel;
        this.movedDeadline = parcel.deadline;
      });
      form.reset();
      await this.refreshCards();
    } catch (error) {
      this.failDeadline(toApiError(error));
    } finally {
      runInAction(() => {
        this.movingDeadline = false;
      });
    }
  }

  private async refreshCards(): Promise<void> {
    if (this.parcelId === null) return;
    const cards = await this.host.api.parcels.sample(this.parcelId, this.access);
    runInAction(() => {
      this.cards = cards;
    });
  }

  private failDeadline(error: ApiError): void {
    if (this.markedBoundElsewhere(error)) return;
    const elsewhere = Object.values(this.deadlineForm.applyServerErrors(error.fieldErrors)).flat();
    if (Object.keys(error.fieldErrors).length > 0 && elsewhere.length === 0) return;
    this.host.alerts.show(elsewhere[0] ?? error.messageKey, 'error');
  }
}
