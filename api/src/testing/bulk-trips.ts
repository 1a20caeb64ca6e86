import { sql } from 'kysely';
import type { Db } from '../db';

export interface BulkTrips {
  /** how many trips */
  count: number;
  /** the first of `travelers` users in a row of ids that carry them in turn */
  firstTravelerId: number;
  travelers: number;
  /**
   * Routes run from each of cities 1 to 50 to the city `offset` places on (wrapping), offsets from this one to 49:
   * 1 covers every route, 2 leaves out every city → the next (so Almaty → Astana, 1 → 2, keeps only its own trips).
   */
  smallestCityOffset: 1 | 2;
}

/**
 * One INSERT … SELECT generate_series over cities 1 to 50, dates from a month ago to a year ahead, hand luggage and
 * baggage. For the load the foreign-key triggers are off (the values are made valid) and the secondary indexes of
 * trips are dropped and built again from their own definitions: a bulk build is several times cheaper than a
 * million index inserts and three million key checks. Then ANALYZE, so plans see the new size.
 */
export async function insertTripsInBulk(db: Db, { count, firstTravelerId, travelers, smallestCityOffset }: BulkTrips): Promise<void> {
  const offsets = 50 - smallestCityOffset;
  const { rows: indexes } = await sql<{ indexdef: string; indexname: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'trips' and indexname <> 'trips_pkey'`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(trx);
    await sql`insert into trips (traveler_id, from_city_id, to_city_id, trip_date, offered_amount, weight_allowance, weight_limit_kg,
        first_name, delivery_type, locale)
      select ${firstTravelerId} + g % ${travelers},
        1 + g % 50,
        1 + (g % 50 + ${smallestCityOffset} + (g / 50) % ${offsets}) % 50,
        current_date - 30 + (g / 2450) % 395,
        1000 + (g * 37) % 20000,
        case when g % 2 = 0 then 'baggage' else 'hand_luggage' end,
        case when g % 2 = 0 then 5 else 3 end,
        'Traveler',
        (array['address', 'railway', 'airport'])[1 + g % 3],
        'ru'
      from generate_series(1, ${count}) g`.execute(trx);
    for (const index of indexes) await sql.raw(index.indexdef).execute(trx);
  });
  await sql`analyze`.execute(db);
}
