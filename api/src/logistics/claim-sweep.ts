import { sql, type Expression, type RawBuilder } from 'kysely';
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
  const tracks = await queueJobs(
    executor,
    executor
      .selectFrom('courier_claims as claim')
      .select(jobColumns(TRACK_JOB, sql<string>`jsonb_build_object('claim_id', claim.id, 'seq', claim.track_seq)`, trackKeyOf))
      .where('claim.status', 'in', TRACKED_STATUSES)
      .where((where) =>
        where.or([where('claim.provider_status', 'is', null), where('claim.provider_status', 'not in', [...FINAL_PROVIDER_STATUSES])]),
      )
      .where(({ not, exists }) =>
        not(
          exists(
            unfinishedJobOfClaim(executor, TRACK_JOB).where(sql<string>`jobs.payload->>'seq'`, '=', sql<string>`claim.track_seq::text`),
          ),
        ),
      ),
  );
  const refunds = await queueJobs(
    executor,
    executor
      .selectFrom('courier_claims as claim')
      .select(jobColumns(REFUND_JOB, sql<string>`jsonb_build_object('claim_id', claim.id)`, refundKeyOf))
      .where('claim.refund_status', '=', 'due')
      .where(({ not, exists }) => not(exists(unfinishedJobOfClaim(executor, REFUND_JOB)))),
  );
  return { tracks, refunds };
}

/** The jobs row of a claim (`claim` in the query): its kind, its payload and its unique key. */
function jobColumns(kind: string, payload: RawBuilder<string>, keyOf: (claimId: string) => string) {
  return [sql<string>`${kind}::text`.as('kind'), payload.as('payload'), sql<string>`${keyOf('')}::text || claim.id`.as('unique_key')];
}

/** An unfinished job of `kind` for the claim (`claim` in the outer query). */
function unfinishedJobOfClaim(executor: DbExecutor, kind: string) {
  return executor
    .selectFrom('jobs')
    .select('jobs.id')
    .where('jobs.kind', '=', kind)
    .where('jobs.finished_at', 'is', null)
    .where(sql<string>`jobs.payload->>'claim_id'`, '=', sql<string>`claim.id`);
}

/** One INSERT … SELECT of `jobs` (kind, payload, unique_key); a job whose unique key an unfinished one holds is left out. */
async function queueJobs(executor: DbExecutor, jobs: Expression<unknown>): Promise<number> {
  const queued = await executor
    .insertInto('jobs')
    .columns(['kind', 'payload', 'unique_key'])
    .expression(jobs)
    .onConflict((conflict) => conflict.column('unique_key').where('finished_at', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(queued.numInsertedOrUpdatedRows ?? 0);
}
