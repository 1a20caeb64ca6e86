import { kazakhstanToday, type TravelerCard } from '@jetkiz/contracts';
import { isoDate, travelerRatingColumns, travelerVerifiedColumn, type DbExecutor } from '../db';

/** What decides which trips can carry a parcel. */
export interface FitSubject {
  from_city_id: number;
  to_city_id: number;
  /** YYYY-MM-DD */
  deadline: string;
  load_kg: number;
  owner_id: number | null;
}

export const SAMPLE_SIZE = 50;

/** Trips on the parcel's route, leaving from today up to its deadline, that take its weight; never the sender's own. */
function fittingTrips(executor: DbExecutor, parcel: FitSubject) {
  const query = executor
    .selectFrom('trips')
    .where('trips.confirmed_at', 'is not', null)
    .where('trips.from_city_id', '=', parcel.from_city_id)
    .where('trips.to_city_id', '=', parcel.to_city_id)
    .where('trips.trip_date', '>=', kazakhstanToday())
    .where('trips.trip_date', '<=', parcel.deadline)
    .where('trips.weight_limit_kg', '>=', parcel.load_kg);
  return parcel.owner_id === null ? query : query.where('trips.traveler_id', '<>', parcel.owner_id);
}

export async function hasFittingTrip(executor: DbExecutor, parcel: FitSubject): Promise<boolean> {
  return (await fittingTrips(executor, parcel).select('trips.id').limit(1).executeTakeFirst()) !== undefined;
}

export async function isFittingTrip(executor: DbExecutor, parcel: FitSubject, tripId: number): Promise<boolean> {
  return (await fittingTrips(executor, parcel).where('trips.id', '=', tripId).select('trips.id').executeTakeFirst()) !== undefined;
}

/** The query behind the traveler cards: earliest date first, then the best rated (new travelers last). */
export function sampleQuery(executor: DbExecutor, parcel: FitSubject, limit = SAMPLE_SIZE) {
  return fittingTrips(executor, parcel)
    .innerJoin('users', 'users.id', 'trips.traveler_id')
    .leftJoin('user_ratings as traveler_ratings', (join) =>
      join.onRef('traveler_ratings.user_id', '=', 'trips.traveler_id').on('traveler_ratings.role', '=', 'traveler'),
    )
    .select([
      'trips.id as trip_id',
      'users.public_id as traveler_id',
      'trips.first_name',
      'users.avatar_url',
      ...travelerRatingColumns(),
      travelerVerifiedColumn(),
      'trips.weight_limit_kg',
      'trips.weight_allowance',
      'trips.is_logistic_company',
      isoDate('trips.trip_date').as('trip_date'),
      'trips.delivery_type',
      'trips.offered_amount',
    ])
    .orderBy('trips.trip_date')
    .orderBy('rating', (order) => order.desc().nullsLast())
    .orderBy('trips.id')
    .limit(limit);
}

export async function travelerCards(executor: DbExecutor, parcel: FitSubject): Promise<TravelerCard[]> {
  return sampleQuery(executor, parcel).execute();
}
