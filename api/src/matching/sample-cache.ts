import { kazakhstanToday } from '@jetkiz/contracts';
import type { NotifyListener } from '../db';
import type { FitSubject } from './fitting-trips';

/**
 * The channel migrations 0119 and 0120 notify on, from the transaction of any change the sample reads: an empty
 * payload for the trips' side (trips, travelers, ratings, verifications), PARCELS_CHANGED for the parcels' side
 * (a parcel, its guest tokens).
 */
export const TRAVELER_SAMPLE_CHANNEL = 'traveler_sample';
export const PARCELS_CHANGED = 'parcels';

const MAX_ENTRIES = 10_000;
/** A bound on an entry's age besides the invalidation: what a missed NOTIFY could leave is gone within it. */
const MAX_AGE_MS = 60_000;

export interface SampleCache<Sample = string> {
  /** A parcel's sample (its cards as the route serialised them): from the cache while the listener holds, else from `load`. */
  sampleOf(parcel: FitSubject, load: () => Promise<Sample>): Promise<Sample>;
  /** Who may read which parcel: `key` names the parcel and the credentials checked (user or guest token); a refusal is not kept. */
  parcelOf<Parcel extends FitSubject>(key: string, load: () => Promise<Parcel>): Promise<FitSubject>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Everything the answer depends on besides the tables the triggers watch: the parcel's fit and today's date. */
function sampleKeyOf(parcel: FitSubject): string {
  return `${kazakhstanToday()}|${parcel.from_city_id}|${parcel.to_city_id}|${parcel.deadline}|${parcel.load_kg}|${parcel.owner_id ?? ''}`;
}

/** Loads per key, shared by concurrent callers, bounded in number and age; a failed load leaves at once. */
class KeptLoads<Value> {
  private readonly entries = new Map<string, { value: Promise<Value>; storedAt: number }>();

  constructor(private readonly now: () => number) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const found = this.entries.get(key);
    if (found && this.now() - found.storedAt < MAX_AGE_MS) return found.value;
    const value = load();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, storedAt: this.now() });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** A load under way is kept already: dropping everything leaves no answer read before the change. */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * Samples and parcel accesses per key, dropped by every NOTIFY on TRAVELER_SAMPLE_CHANNEL (any API process's
 * change), and bypassed whenever this process does not listen (before start, after a lost connection, with no
 * listener): an answer is only kept while an invalidation could reach it.
 */
export function createSampleCache<Sample = string>(listener: NotifyListener | null, now: () => number = Date.now): SampleCache<Sample> {
  const samples = new KeptLoads<Sample>(now);
  const parcels = new KeptLoads<FitSubject>(now);
  let listening = false;

  function dropAll(): void {
    samples.clear();
    parcels.clear();
  }

  return {
    async sampleOf(parcel, load) {
      return listening ? samples.get(sampleKeyOf(parcel), load) : load();
    },
    async parcelOf(key, load) {
      if (!listening) return load();
      // Only what the sample needs is kept, not the whole parcel record.
      return parcels.get(key, async () => {
        const { from_city_id, to_city_id, deadline, load_kg, owner_id } = await load();
        return { from_city_id, to_city_id, deadline, load_kg, owner_id };
      });
    },
    async start() {
      if (!listener) return;
      await listener.start({
        notified(payload) {
          if (payload === PARCELS_CHANGED) parcels.clear();
          else samples.clear();
        },
        listening() {
          dropAll();
          listening = true;
        },
        lost() {
          listening = false;
          dropAll();
        },
      });
    },
    async stop() {
      listening = false;
      dropAll();
      await listener?.stop();
    },
  };
}
