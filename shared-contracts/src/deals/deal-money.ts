import { TRAVELER_COMMISSION_RATE } from '../constants';

/** 1 tenge = 100 tiyn: every amount the safe deal stores and sends is integer tiyn. */
export const TIYN_PER_TENGE = 100;

/** Wrong delivery codes after which only the sender's confirmation completes the deal. */
export const DELIVERY_CODE_ATTEMPTS = 5;
export const DELIVERY_CODE_LENGTH = 6;
export const PROBLEM_TEXT_MAX_LENGTH = 2000;
/** A payout is at least 1 tenge. */
export const MIN_PAYOUT_TIYN = TIYN_PER_TENGE;

export function tengeToTiyn(tenge: number): number {
  return Math.round(tenge * TIYN_PER_TENGE);
}

/**
 * Splits a reward: the commission is 20% rounded half up to the tiyn, and the traveler gets the rest, so the two
 * always add up to the reward exactly.
 */
export function splitReward(rewardTiyn: number): { commission: number; traveler: number } {
  if (!Number.isSafeInteger(rewardTiyn) || rewardTiyn < 0) throw new RangeError(`not an amount in tiyn: ${rewardTiyn}`);
  // In whole per cent so the arithmetic stays in integers: 20% of n tiyn, half up, is floor((20n + 50) / 100).
  const percent = Math.round(TRAVELER_COMMISSION_RATE * 100);
  const commission = Math.floor((rewardTiyn * percent + 50) / 100);
  return { commission, traveler: rewardTiyn - commission };
}
