import type { City, Page, TravelerCard } from '@jetkiz/contracts';
import { TEST_CITIES } from '@jetkiz/contracts/src/host-api/testing';

export { parcelOf, tripOf } from '@jetkiz/contracts/src/host-api/testing';

/** Test support: API answers shaped as the contracts say. */
export const CITIES: City[] = TEST_CITIES;

export function travelerCardOf(fields: Partial<TravelerCard> = {}): TravelerCard {
  return {
    trip_id: 1,
    traveler_id: 'u-aigerim-7f3c',
    first_name: 'Aigerim',
    avatar_url: null,
    rating: 4.5,
    reviews_count: 12,
    weight_limit_kg: 5,
    weight_allowance: 'baggage',
    is_logistic_company: false,
    trip_date: '2031-03-10',
    delivery_type: 'railway',
    offered_amount: 5000,
    verified: false,
    ...fields,
  };
}

export function pageOf<T>(items: T[], fields: Partial<Page<T>> = {}): Page<T> {
  return { items, page: 1, per_page: 10, total: items.length, ...fields };
}
