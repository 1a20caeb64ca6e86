import { kazakhstanToday } from '@jetkiz/contracts';
import type { NotifyListener } from '../db';
import type { FitSubject } from './fitting-trips';

/** The channel migration 0119's triggers notify on, from the transaction of any change the sample reads. */
export const TRAVELER_SAMPLE_CHANNEL = 'traveler_sample';

const MAX_ENTRIES = 10_000;
/** A bound on an entry's age besides the invalidation: what a missed NOTIFY could leave is gone within it. */
const MAX_AGE_MS = 60_000;

/** What is kept of a sample: its cards as the route serialised them, so that a hit is not serialised again. */
export interface SampleCache<Sample = string> {
  /** A parcel's sample: from the cache while its listener holds, else (and on a miss) from `load`. */
  sampleOf(parcel: FitSubject, load: () => Promise<Sample>): Promise<Sample>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Entry<Sample> {
  sample: Promise<Sample>;
  storedAt: number;
}

/** Everything the answer depends on besides the tables the triggers watch: the parcel's fit and today's date. */
function keyOf(parcel: FitSubject): string {
  return `${kazakhstanToday()}|${parcel.from_city_id}|${parcel.to_city_id}|${parcel.deadline}|${parcel.load_kg}|${parcel.owner_id ?? ''}`;
}

/**
 * The sample's cards per key, dropped whole by every NOTIFY on TRAVELER_SAMPLE_CHANNEL (any API process's change),
 * and bypassed whenever this process does not listen (before start, after a lost connection, with no listener):
 * a cached answer is only kept while an invalidation could reach it. A load that was under way when an
 * invalidation came is answered but not kept, since it may have read the rows from before the change.
 */
export function createSampleCache<Sample = string>(listener: NotifyListener | null, now: () => number = Date.now): SampleCache<Sample> {
  const entries = new Map<string, Entry<Sample>>();
  let listening = false;

  // A load under way is in `entries` already: dropping them all leaves no answer read before the change.
  function dropAll(): void {
    entries.clear();
  }

  return {
    async sampleOf(parcel, load) {
      if (!listening) return load();
      const key = keyOf(parcel);
      const found = entries.get(key);
      if (found && now() - found.storedAt < MAX_AGE_MS) return found.sample;
      const sample = load();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // Concurrent requests for one key share the load; a failed one leaves the cache.
      entries.set(key, { sample, storedAt: now() });
      sample.catch(() => {
        if (entries.get(key)?.sample === sample) entries.delete(key);
      });
      return sample;
    },
    async start() {
      if (!listener) return;
      await listener.start({
        notified: dropAll,
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
