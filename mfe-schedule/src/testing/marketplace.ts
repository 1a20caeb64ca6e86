import type { City, Page, Parcel, TravelerCard, Trip } from '@jetkiz/contracts';
import { TEST_CITIES } from '@jetkiz/contracts/src/host-api/testing';

/** Test support: API answers shaped as the contracts say. */
export const CITIES: City[] = TEST_CITIES;

export function parcelOf(fields: Partial<Parcel> = {}): Parcel {
  return {
    id: 42,
    type: 'parcel',
    weight_class: 'M',
    weight_kg: 2,
    images: [],
    description: 'Books for my sister',
    deadline: '2031-03-20',
    from_city_id: 1,
    to_city_id: 2,
    reward: 5000,
    status: 'open',
    created_at: '2031-03-01T10:00:00Z',
    bind: null,
    ...fields,
  };
}

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

export function tripOf(fields: Partial<Trip> = {}): Trip {
  return {
    id: 7,
    from_city_id: 1,
    to_city_id: 2,
    trip_date: '2031-04-02',
    return_date: null,
    is_logistic_company: false,
    offered_amount: 4000,
    weight_allowance: 'hand_luggage',
    delivery_type: 'airport',
    traveler: { user_id: 'u-daniyar-2b9e', first_name: 'Daniyar', avatar_url: null, rating: null, reviews_count: 0, verified: false },
    ...fields,
  };
}

export function pageOf<T>(items: T[], fields: Partial<Page<T>> = {}): Page<T> {
  return { items, page: 1, per_page: 10, total: items.length, ...fields };
}
