import type { TravelerCard } from '@jetkiz/contracts';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../db';
import { travelerCards, type FitSubject } from './fitting-trips';

/**
 * Parcels on one route with one deadline and load see the same traveler cards, and a sender's page asks for them
 * again and again: each process keeps an answer for a moment. A new trip shows up within that moment at the latest;
 * every process still reads the database for everything that decides access.
 */
export const SAMPLE_CACHE_MS = 2000;
const SAMPLE_CACHE_ENTRIES = 5000;

export interface SampleCache {
  cards(executor: DbExecutor, subject: FitSubject): Promise<TravelerCard[]>;
}

function keyOf({ from_city_id, to_city_id, deadline, load_kg, owner_id }: FitSubject): string {
  return `${from_city_id}:${to_city_id}:${deadline}:${load_kg}:${owner_id ?? ''}`;
}

export function createSampleCache(ttlMs: number = SAMPLE_CACHE_MS): SampleCache {
  if (ttlMs <= 0) return { cards: travelerCards };
  const answers = new LRUCache<string, Promise<TravelerCard[]>>({ max: SAMPLE_CACHE_ENTRIES, ttl: ttlMs });
  return {
    cards(executor, subject) {
      const key = keyOf(subject);
      const cached = answers.get(key);
      if (cached) return cached;
      // The pending answer is shared, so a burst for one route makes one query; a failed one is not kept.
      const answer = travelerCards(executor, subject);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
      return answer;
    },
  };
}
