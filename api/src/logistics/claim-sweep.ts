import { sql, type Expression, type QueryCreator, type RawBuilder } from 'kysely';
import type { LogisticsConfig } from '../config';
import { FINAL_PROVIDER_STATUSES } from '../courier';
import type { Database, DbExecutor } from '../db';
import { CAPTURE_JOB, REFUND_JOB, TRACK_JOB, VOID_JOB } from './claim-context';
import { TRACKED_STATUSES } from './claim-records';

/** The periodic task's name (jobs.every) and its pace. */
export const COURIER_SWEEP_TASK = 'logistics: resume stalled courier claims and refunds';
export const COURIER_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Unique keys of the jobs the sweep queues: at most one unfinished each, whatever the number of sweeps at once. */
export const trackKeyOf = (claimId: string) => `courier-track:${claimId}`;
export const refundKeyOf = (claimId: string) => `courier-refund:${claimId}`;
export const captureKeyOf = (paymentId: string) => `courier-capture:${paymentId}`;
export const voidKeyOf = (paymentId: string) => `courier-void:${paymentId}`;

/** A courier payment whose re-queues the sweep used up: left to staff (`stuck_at` on its row). */
export interface StuckCourierPayment {
  paymentId: string;
  claimId: string;
  work: 'capture' | 'void';
  /** the re-queues it had */
  retries: number;
}

/** The claims whose work the sweep queued again, by the work, and the payments it marked stuck. */
export interface ResumedCourierWork {
  tracks: string[];
  refunds: string[];
  captures: string[];
  voids: string[];
  stuck: StuckCourierPayment[];
}

/**
 * Work the queue gave up on (its job used up its attempts while a provider was down) is queued again: tracking
 * for each claim still in progress at the provider whose current generation has no unfinished job, each due
 * refund without an unfinished refund job, and each courier fee still held at the payment provider whose capture
 * (or, for a stray hold, whose void) has no job unfinished or tried within `paymentRetryMinutes` (a provider that is
 * down is asked again that much later, not at every sweep). One INSERT … SELECT each, with a unique key per claim
 * or payment: two processes sweeping at once queue one job. The jobs themselves are idempotent (a tracking step of
 * the current generation, a refund by its id, a capture or void of the provider's payment, which a provider that
 * did it already answers as done; the capture's ledger entry is posted once, with the payment marked captured).
 *
 * A payment's capture or void is queued again at most `paymentMaxRetries` times, counted on its row in the same
 * statement as the job it queued (so a sweep that lost the race for the unique key counts nothing, and a restart
 * keeps the count); when it would be queued once more it is marked stuck instead, once, and left to staff: a
 * provider that keeps refusing is not asked for ever. No money moves with the mark.
 */
export async function resumeStalledCourierWork(
  executor: DbExecutor,
  { paymentRetryMinutes, paymentMaxRetries }: Pick<LogisticsConfig, 'paymentRetryMinutes' | 'paymentMaxRetries'>,
): Promise<ResumedCourierWork> {
  const tracks = await queueJobs(
    executor,
    executor
      .selectFrom('courier_claims as claim')
      .select(jobColumns(TRACK_JOB, sql<string>`jsonb_build_object('claim_id', claim.id, 'seq', claim.track_seq)`, trackKeyOf, 'claim.id'))
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
      .select(jobColumns(REFUND_JOB, sql<string>`jsonb_build_object('claim_id', claim.id)`, refundKeyOf, 'claim.id'))
      .where('claim.refund_status', '=', 'due')
      .where(({ not, exists }) => not(exists(unfinishedJobOfClaim(executor, REFUND_JOB)))),
  );
  const lastAttemptBefore = sql<Date>`now() - make_interval(mins => ${paymentRetryMinutes})`;
  // held: the claim took the hold (payment_checking) and only its capture makes the fee ours and sends the courier
  const capturesDue = () =>
    paymentsToRetry(executor, CAPTURE_JOB, lastAttemptBefore)
      .where('payment.status', '=', 'held')
      .where('payment.updated_at', '<', lastAttemptBefore);
  // expired with a void job: a hold arrived for a payment no claim took (the webhook queued its void); an expired
  // payment without one never held money
  const voidsDue = () =>
    paymentsToRetry(executor, VOID_JOB, lastAttemptBefore)
      .where('payment.status', '=', 'expired')
      .where(({ exists }) => exists(jobsOfPayment(executor, VOID_JOB)));
  const retriesLeft = sql<boolean>`payment.sweep_retries < ${paymentMaxRetries}`;
  const retriesUsedUp = sql<boolean>`payment.sweep_retries >= ${paymentMaxRetries}`;
  const captures = await queuePaymentJobs(executor, capturesDue().where(retriesLeft).select(paymentJobColumns(CAPTURE_JOB, captureKeyOf)));
  const voids = await queuePaymentJobs(executor, voidsDue().where(retriesLeft).select(paymentJobColumns(VOID_JOB, voidKeyOf)));
  const stuck = [
    ...(await markStuck(executor, 'capture', capturesDue().where(retriesUsedUp).select('payment.id'))),
    ...(await markStuck(executor, 'void', voidsDue().where(retriesUsedUp).select('payment.id'))),
  ];
  return { tracks, refunds, captures, voids, stuck };
}

/** How many courier payments wait for staff: marked stuck, their hold still at the provider. */
export async function stuckCourierPaymentCount(executor: DbExecutor): Promise<number> {
  const { count } = await executor
    .selectFrom('courier_payments')
    .select((select) => select.fn.countAll<string>().as('count'))
    .where('stuck_at', 'is not', null)
    .where('status', 'in', ['held', 'expired'])
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The jobs row of a claim or payment (`idColumn`): its kind, its payload and its unique key. */
function jobColumns(kind: string, payload: RawBuilder<string>, keyOf: (id: string) => string, idColumn: string) {
  return [
    sql<string>`${kind}::text`.as('kind'),
    payload.as('payload'),
    sql<string>`${keyOf('')}::text || ${sql.ref(idColumn)}`.as('unique_key'),
  ];
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

/** The jobs of `kind` for the payment (`payment` in the outer query). */
function jobsOfPayment(executor: DbExecutor, kind: string) {
  return executor
    .selectFrom('jobs')
    .select('jobs.id')
    .where('jobs.kind', '=', kind)
    .where(sql<string>`jobs.payload->>'payment_id'`, '=', sql<string>`payment.id`);
}

/**
 * The courier payments (`payment`) to give a `kind` job again: made at the provider, not marked stuck, and none of
 * its `kind` jobs is unfinished or finished after `lastAttemptBefore`.
 */
function paymentsToRetry(executor: DbExecutor, kind: string, lastAttemptBefore: RawBuilder<Date>) {
  return executor
    .selectFrom('courier_payments as payment')
    .where('payment.provider_payment_id', 'is not', null)
    .where('payment.stuck_at', 'is', null)
    .where(({ not, exists }) =>
      not(
        exists(
          jobsOfPayment(executor, kind).where((where) =>
            where.or([where('jobs.finished_at', 'is', null), where('jobs.finished_at', '>=', lastAttemptBefore)]),
          ),
        ),
      ),
    );
}

/** The jobs row of a payment's `kind` job (the payment's and its claim's id in the payload). */
const paymentJobColumns = (kind: string, keyOf: (paymentId: string) => string) =>
  jobColumns(kind, sql<string>`jsonb_build_object('payment_id', payment.id, 'claim_id', payment.claim_id)`, keyOf, 'payment.id');

/**
 * queueJobs for payments, counting the re-queue on each payment whose job it queued, in the same statement: a job
 * left out for the unique key counts nothing. Answers the claims of the jobs queued.
 */
async function queuePaymentJobs(executor: DbExecutor, jobs: Expression<unknown>): Promise<string[]> {
  const counted = await executor
    .with('queued', (db) => insertJobs(db, jobs).returning(sql<string>`payload->>'payment_id'`.as('payment_id')))
    .updateTable('courier_payments')
    .from('queued')
    .set((update) => ({ sweep_retries: update('sweep_retries', '+', 1) }))
    .whereRef('courier_payments.id', '=', 'queued.payment_id')
    .returning('courier_payments.claim_id')
    .execute();
  return counted.map((payment) => payment.claim_id);
}

/** Marks the payments (their ids) stuck for staff, once: a payment another sweep marked already is left out. */
async function markStuck(executor: DbExecutor, work: StuckCourierPayment['work'], paymentIds: Expression<unknown>) {
  const marked = await executor
    .updateTable('courier_payments')
    .set({ stuck_at: sql`now()`, stuck_reason: work === 'capture' ? 'capture_retries_used_up' : 'void_retries_used_up' })
    .where('id', 'in', paymentIds as Expression<string>)
    .where('stuck_at', 'is', null)
    .returning(['id', 'claim_id', 'sweep_retries'])
    .execute();
  return marked.map((payment): StuckCourierPayment => ({
    paymentId: payment.id,
    claimId: payment.claim_id,
    work,
    retries: payment.sweep_retries,
  }));
}

/**
 * One INSERT … SELECT of `jobs` (kind, payload, unique_key); a job whose unique key an unfinished one holds is left
 * out. Answers the claims of the jobs queued.
 */
async function queueJobs(executor: DbExecutor, jobs: Expression<unknown>): Promise<string[]> {
  const queued = await insertJobs(executor, jobs)
    .returning(sql<string>`payload->>'claim_id'`.as('claim_id'))
    .execute();
  return queued.map((job) => job.claim_id);
}

function insertJobs(executor: QueryCreator<Database>, jobs: Expression<unknown>) {
  return executor
    .insertInto('jobs')
    .columns(['kind', 'payload', 'unique_key'])
    .expression(jobs)
    .onConflict((conflict) => conflict.column('unique_key').where('finished_at', 'is', null).doNothing());
}
