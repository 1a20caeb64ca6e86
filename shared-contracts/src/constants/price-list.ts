import type { ParcelClass } from '../entities';

export interface PriceListBand {
  /** the band covers distances up to this many km between the cities; null: any longer distance */
  maxKm: number | null;
  /** tenge per parcel class */
  amounts: Readonly<Record<ParcelClass, number>>;
}

/**
 * The published price list (tenge) by parcel class and straight-line distance between the cities: shown on the
 * prices page and used by the API when a route has too few real rewards for a recommended price.
 */
export const PRICE_LIST: readonly PriceListBand[] = [
  { maxKm: 300, amounts: { documents: 1500, S: 2000, M: 3000, L: 4000 } },
  { maxKm: 1000, amounts: { documents: 2500, S: 3000, M: 4500, L: 6000 } },
  { maxKm: null, amounts: { documents: 3500, S: 4000, M: 6000, L: 8000 } },
];

/** The price-list amount for a class over a distance in km. */
export function priceListAmount(parcelClass: ParcelClass, distanceKm: number): number {
  const band = PRICE_LIST.find((candidate) => candidate.maxKm === null || distanceKm <= candidate.maxKm) ?? PRICE_LIST.at(-1)!;
  return band.amounts[parcelClass];
}
