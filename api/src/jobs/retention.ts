import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * Deletes jobs that finished well older than retentionDays; failed jobs stay for people to look into.
 * Safe to run from two processes at once: the second delete skips the rows the first removed.
 */
export async function purgeFinishedJobs(db: Db, retentionDays: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
