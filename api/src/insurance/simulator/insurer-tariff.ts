import { TIYN_PER_TENGE } from '@jetkiz/contracts';
import type { Quote } from '../insurer';

/**
 * The simulated insurer's tariff: by the declared cost's band, a percentage of the cost with a minimum premium.
 * Declared costs above the last band are more than it covers. Amounts in whole tenge here; quotes in tiyn.
 *
 * | declared cost, ₸      | premium          |
 * | --------------------- | ---------------- |
 * | 500 – 100 000         | 2 %, at least 300 ₸  |
 * | 100 001 – 500 000     | 1.5 %, at least 2 000 ₸ |
 * | 500 001 – 2 000 000   | 1 %, at least 7 500 ₸ |
 * | above 2 000 000       | not covered      |
 */
export const SIMULATED_TARIFF = [
  { upToTenge: 100_000, basisPoints: 200, minimumTenge: 300 },
  { upToTenge: 500_000, basisPoints: 150, minimumTenge: 2_000 },
  { upToTenge: 2_000_000, basisPoints: 100, minimumTenge: 7_500 },
] as const;

export const SIMULATED_MIN_COST_TENGE = 500;
export const SIMULATED_MAX_COST_TENGE = SIMULATED_TARIFF[SIMULATED_TARIFF.length - 1]!.upToTenge;

/** The tariff's premium for a cost in tiyn, half up to the tiyn, in integers only. */
export function simulatedQuote(costTiyn: number): Quote {
  if (costTiyn < SIMULATED_MIN_COST_TENGE * TIYN_PER_TENGE) return { kind: 'refused', reason: 'below_minimum' };
  const band = SIMULATED_TARIFF.find((row) => costTiyn <= row.upToTenge * TIYN_PER_TENGE);
  if (!band) return { kind: 'refused', reason: 'cost_above_limit' };
  const byRate = Math.floor((costTiyn * band.basisPoints + 5_000) / 10_000);
  return { kind: 'quote', premium: Math.max(byRate, band.minimumTenge * TIYN_PER_TENGE) };
}
