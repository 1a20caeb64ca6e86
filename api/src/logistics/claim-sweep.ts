import { sql } from 'kysely';
import { FINAL_PROVIDER_STATUSES } from '../courier';
import type { DbExecutor } from '../db';
import { REFUND_JOB, TRACK_JOB } from './claim-context';
import { TRACKED_STATUSES } from './claim-records';

/** The periodic task's name (jobs.every) and its pace. */
export const COURIER_SWEEP_TASK = 'logistics: resume stalled courier claims and refunds';
export const COURIER_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Unique keys of the jobs the sweep queues: at most one unfinished each, whatever the number of sweeps at once. */
export const trackKeyOf = (claimId: string) => `courier-track:${claimId}`;
export const refundKeyOf = (claimId: string) => `courier-refund:${claimId}`;

/**
 * Work the queue gave up on (its job used up its attempts while the provider was down) is queued again: tracking
 * for each claim still in progress at the provider whose current generation has no unfinished job, and each due
 * refund without an unfinished refund job. One INSERT … SELECT each, with a unique key per claim: two processes
 * sweeping at once queue one job. The jobs themselves are idempotent (a tracking step of the current generation,
 * a refund by its id).
 */
export async function resumeStalledCourierWork(executor: DbExecutor): Promise<{ tracks: number; refunds: number }> {
  const tracks = await executor
    .insertInto('jobs')
    .columns(['kind', 'payload', 'unique_key'])
    .expression((eb) =>
      eb
        .selectFrom('courier_claims as claim')
        .select([
          sql<string>`${TRACK_JOB}::text`.as('kind'),
          sql<string>`jsonb_build_object('claim_id', claim.id, 'seq', claim.track_seq)`.as('payload'),
          sql<string>`${trackKeyOf('')}::text || claim.id`.as('unique_key'),
        ])
        .where('claim.status', 'in', TRACKED_STATUSES)
        .where((where) =>
          where.or([where('claim.provider_status', 'is', null), where('claim.provider_status', 'not in', [...FINAL_PROVIDER_STATUSES])]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('jobs')
                .select('jobs.id')
                .where('jobs.kind', '=', TRACK_JOB)
                .where('jobs.finished_at', 'is', null)
                .where(sql<string>`jobs.payload->>'claim_id'`, '=', sql<string>`claim.id`)
                .where(sql<string>`jobs.payload->>'seq'`, '=', sql<string>`claim.track_seq::text`),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.column('unique_key').where('finished_at', 'is', null).doNothing())
    .executeTakeFirst();
  const refunds = await executor
    .insertInto('jobs')
    .columns(['kind', 'payload', 'unique_key'])
    .expression((eb) =>
      eb
        .selectFrom('courier_claims as claim')
        .select([
          sql<string>`${REFUND_JOB}::text`.as('kind'),
          sql<string>`jsonb_build_object('claim_id', claim.id)`.as('payload'),
          sql<string>`${refundKeyOf('')}::text || claim.id`.as('unique_key'),
        ])
        .where('claim.refund_status', '=', 'due')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('jobs')
                .select('jobs.id')
                .where('jobs.kind', '=', REFUND_JOB)
                .where('jobs.finished_at', 'is', null)
                .where(sql<string>`jobs.payload->>'claim_id'`, '=', sql<string>`claim.id`),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.column('unique_key').where('finished_at', 'is', null).doNothing())
    .executeTakeFirst();
  return { tracks: Number(tracks.numInsertedOrUpdatedRows ?? 0), refunds: Number(refunds.numInsertedOrUpdatedRows ?? 0) };
}
