import { sql } from 'kysely';

/**
 * The rating of a trip's traveler from their published traveler reviews, for a query over trips that has
 * `.leftJoin('user_ratings as traveler_ratings', (join) =>
 *   join.onRef('traveler_ratings.user_id', '=', 'trips.traveler_id').on('traveler_ratings.role', '=', 'traveler'))`:
 * `rating` (1–5, one decimal; null with no reviews) and `reviews_count`.
 */
export function travelerRatingColumns() {
  return [
    sql<number | null>`case when traveler_ratings.reviews_count > 0
      then round(traveler_ratings.rating_sum::numeric / traveler_ratings.reviews_count, 1)::float8 end`.as('rating'),
    sql<number>`coalesce(traveler_ratings.reviews_count, 0)`.as('reviews_count'),
  ] as const;
}

/** Whether a trip's traveler passed identity verification (issue 16), for a query over trips. */
export function travelerVerifiedColumn() {
  return sql<boolean>`exists (select 1 from verification_submissions
    where verification_submissions.user_id = trips.traveler_id and verification_submissions.status = 'verified')`.as('verified');
}
