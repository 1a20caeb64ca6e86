import type { Trip, WeightAllowance } from '@jetkiz/contracts';
import { isoDate, travelerRatingColumns, travelerVerifiedColumn, type DbExecutor } from '../db';

/** What a trip can take: hand luggage carries documents, S and M; baggage any parcel up to 5 kg. */
export const WEIGHT_LIMIT_KG: Readonly<Record<WeightAllowance, number>> = { hand_luggage: 3, baggage: 5 };

/** Trips as anyone may see them, with the traveler's name, avatar and rating; never contact data. */
export function selectTrips(executor: DbExecutor) {
  return (
    executor
      .selectFrom('trips')
      .innerJoin('users', 'users.id', 'trips.traveler_id')
      .leftJoin('user_ratings as traveler_ratings', (join) =>
        join.onRef('traveler_ratings.user_id', '=', 'trips.traveler_id').on('traveler_ratings.role', '=', 'traveler'),
      )
      // A guest trip waiting for its account's confirmation is nobody's to see yet, not even that account's.
      .where('trips.confirmed_at', 'is not', null)
      .select([
        'trips.id',
        'trips.traveler_id',
        'trips.from_city_id',
        'trips.to_city_id',
        isoDate('trips.trip_date').as('trip_date'),
        isoDate('trips.return_date').as('return_date'),
        'trips.is_logistic_company',
        'trips.offered_amount',
        'trips.weight_allowance',
        'trips.delivery_type',
        'trips.first_name',
        'users.public_id',
        'users.avatar_url',
        ...travelerRatingColumns(),
        travelerVerifiedColumn(),
      ])
  );
}

type TripRecord = Awaited<ReturnType<ReturnType<typeof selectTrips>['executeTakeFirstOrThrow']>>;

export function toTrip(row: TripRecord): Trip {
  return {
    id: row.id,
    from_city_id: row.from_city_id,
    to_city_id: row.to_city_id,
    trip_date: row.trip_date,
    return_date: row.return_date,
    is_logistic_company: row.is_logistic_company,
    offered_amount: row.offered_amount,
    weight_allowance: row.weight_allowance,
    delivery_type: row.delivery_type,
    traveler: {
      user_id: row.public_id,
      first_name: row.first_name,
      avatar_url: row.avatar_url,
      rating: row.rating,
      reviews_count: row.reviews_count,
      verified: row.verified,
    },
  };
}

export interface TripCatalog {
  byIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Trip>>;
  /** The traveler's trips, the latest date first. */
  ofTraveler(executor: DbExecutor, travelerId: number): Promise<Trip[]>;
}

export function createTripCatalog(): TripCatalog {
  return {
    async byIds(executor, ids) {
      if (ids.length === 0) return new Map();
      const rows = await selectTrips(executor).where('trips.id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, toTrip(row)]));
    },
    async ofTraveler(executor, travelerId) {
      const rows = await selectTrips(executor)
        .where('trips.traveler_id', '=', travelerId)
        .orderBy('trips.trip_date', 'desc')
        .orderBy('trips.id', 'desc')
        .execute();
      return rows.map(toTrip);
    },
  };
}
