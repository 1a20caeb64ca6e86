import type { Parcel, Trip } from '../../entities';

/** An open parcel from Almaty to Astana as the API answers it; a test gives the fields its story needs. */
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

/** A trip from Almaty to Astana as the API answers it, with its traveler; a test gives the fields its story needs. */
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
