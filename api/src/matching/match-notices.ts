import { kazakhstanToday } from '@jetkiz/contracts';
import { sql } from 'kysely';
import { isoDate, type Db, type DbExecutor } from '../db';
import type { JobQueue } from '../jobs';

export const TRIP_CREATED_JOB = 'matching.trip-created';

/** Who tells the owner (the notifications feature). */
export interface MatchNoticeSender {
  matchFound(trx: DbExecutor, parcelId: number, tripId: number): Promise<void>;
}

export interface MatchNotices {
  /** Queues the look for waiting parcels in the trip's own transaction: it runs only if the trip is kept. */
  tripCreated(trx: DbExecutor, tripId: number): Promise<void>;
}

/**
 * Parcels created with no fitting trip wait with match_notice_due; the first fitting trip clears it and the owner
 * gets one notice. Clearing and notifying happen in one transaction with `where match_notice_due`, so two trips
 * arriving together notify once: the second update finds the flag already cleared.
 */
export function createMatchNotices({ db, jobs, notices }: { db: Db; jobs: JobQueue; notices: MatchNoticeSender }): MatchNotices {
  jobs.handle(TRIP_CREATED_JOB, async (payload) => {
    await db.transaction().execute(async (trx) => {
      const trip = await trx
        .selectFrom('trips')
        .select(['id', 'traveler_id', 'from_city_id', 'to_city_id', 'weight_limit_kg', isoDate('trip_date').as('trip_date')])
        .where('id', '=', Number(payload.trip_id))
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      if (!trip || trip.trip_date < kazakhstanToday()) return;
      const waiting = await trx
        .updateTable('parcels')
        .set({ match_notice_due: false, match_notified_at: sql`now()` })
        .where('match_notice_due', '=', true)
        .where('from_city_id', '=', trip.from_city_id)
        .where('to_city_id', '=', trip.to_city_id)
        .where('deadline', '>=', trip.trip_date)
        .where('load_kg', '<=', trip.weight_limit_kg)
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '<>', trip.traveler_id)]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('binds')
                .select('binds.id')
                .whereRef('binds.parcel_id', '=', 'parcels.id')
                // a request waiting, a deal under way or done (issue 17): no trip is looked for
                .where('binds.status', 'in', ['pending', 'accepted', 'paid', 'picked_up', 'delivered', 'completed']),
            ),
          ),
        )
        .returning('id')
        .execute();
      for (const parcel of waiting) await notices.matchFound(trx, parcel.id, trip.id);
    });
  });

  return {
    async tripCreated(trx, tripId) {
      await jobs.enqueue(trx, TRIP_CREATED_JOB, { trip_id: tripId });
    },
  };
}
