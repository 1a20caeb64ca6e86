import type { ClaimStatus } from '@jetkiz/contracts';

/** How often a claim is asked about: quickly while something is about to happen, then less and less often. */
export interface ClaimPace {
  /** while the courier is searched for and the payment is checked */
  fastMs: number;
  /** while the owner pays, or the courier drives */
  slowMs: number;
  /** no wait grows past this */
  maxMs: number;
  /** each answer without news stretches the wait by this factor */
  growth: number;
}

export const CLAIM_PACE: ClaimPace = { fastMs: 2000, slowMs: 5000, maxMs: 30_000, growth: 1.5 };

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly ClaimStatus[] = ['delivered', 'cancelled', 'payment_timeout', 'could_not_calculate'];

/** Statuses that change only when the owner acts (pays again, searches again, cancels). */
const OWNER_TURN_STATUSES: readonly ClaimStatus[] = ['payment_not_confirmed', 'courier_not_found'];

const FAST_STATUSES: readonly ClaimStatus[] = ['calculating', 'payment_checking', 'payment_confirmed', 'searching'];

export function isFinalStatus(status: ClaimStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * Milliseconds until the next look at a claim in `status`, or null to stop looking. `quietPolls` counts the
 * answers in a row that brought no news, `failures` the calls in a row that failed.
 */
export function nextPollDelay(status: ClaimStatus, quietPolls: number, failures: number, pace: ClaimPace = CLAIM_PACE): number | null {
  if (isFinalStatus(status) || OWNER_TURN_STATUSES.includes(status)) return null;
  const base = FAST_STATUSES.includes(status) ? pace.fastMs : pace.slowMs;
  const stretch = failures > 0 ? 2 ** failures : pace.growth ** quietPolls;
  return Math.min(pace.maxMs, Math.round(base * stretch));
}
