import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor, JobRow } from '../db';

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload, job: JobRow) => Promise<void>;

export interface JobQueueOptions {
  db: Db;
  logger: FastifyBaseLogger;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** runs of a job before it ends failed; a kind may set its own in handle() */
  maxAttempts?: number;
  /** a claimed job not finished within this time is taken again (its process died) */
  lockSeconds?: number;
  batchSize?: number;
}

export interface HandleOptions {
  maxAttempts?: number;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists exactly when the change that caused it commits. */
  enqueue(executor: DbExecutor, kind: string, payload: JobPayload): Promise<void>;
  handle(kind: string, handler: JobHandler, options?: HandleOptions): void;
  /**
   * A housekeeping task run about every intervalMs, as a job: one unfinished job per task whatever the number of
   * API processes, so one process runs it each time. A run that fails ends failed (logged) and the next is scheduled.
   */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs the jobs due now; returns how many ran. */
  runDue(): Promise<number>;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** The job kind of a task registered with every(). */
export function periodicJobKind(name: string): string {
  return `periodic: ${name}`;
}

/**
 * A Postgres-backed queue: jobs are rows, claimed with FOR UPDATE SKIP LOCKED so several API processes share
 * the work; a failed job is retried with exponential back-off up to its maximum attempts, then kept as failed.
 * (pg-boss and graphile-worker need a pg pool, LISTEN/NOTIFY and advisory locks across connections, which
 * embedded PGlite does not give.)
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, logger, pollMs, retryBaseMs, retryMaxMs, maxAttempts = DEFAULT_MAX_ATTEMPTS, lockSeconds = 300, batchSize = 10 } = options;
  const handlers = new Map<string, { handler: JobHandler; maxAttempts: number }>();
  const periodic = new Map<string, number>();
  let pollTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;

  async function claim(): Promise<JobRow[]> {
    const due = db
      .selectFrom('jobs')
      .select('id')
      .where('finished_at', 'is', null)
      .where('run_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked();
    return db
      .updateTable('jobs')
      .set({
        locked_until: sql`now() + make_interval(secs => ${lockSeconds})`,
        attempts: sql`attempts + 1`,
      })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  async function schedulePeriodic(kind: string, intervalMs: number): Promise<void> {
    await db
      .insertInto('jobs')
      .values({ kind, payload: JSON.stringify({}), unique_key: kind, run_at: sql`now() + make_interval(secs => ${intervalMs / 1000})` })
      .onConflict((conflict) => conflict.column('unique_key').where('finished_at', 'is', null).doNothing())
      .execute();
  }

  async function run(job: JobRow): Promise<void> {
    const registered = handlers.get(job.kind);
    const limit = registered?.maxAttempts ?? maxAttempts;
    try {
      if (!registered) throw new Error(`no handler for job kind '${job.kind}'`);
      // Claimed again after earlier runs never reported back (their process died): it has had its attempts.
      if (job.attempts > limit) throw new Error(job.last_error ?? 'the job did not finish in its earlier attempts');
      await registered.handler(job.payload, job);
      await db
        .updateTable('jobs')
        .set({ finished_at: sql`now()`, locked_until: null, last_error: null })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= limit) {
        logger.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'job failed for good after its last attempt');
        await db
          .updateTable('jobs')
          .set({ finished_at: sql`now()`, failed_at: sql`now()`, locked_until: null, last_error: message })
          .where('id', '=', job.id)
          .execute();
      } else {
        const delayMs = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(job.attempts - 1, 30));
        logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delayMs, err: error }, 'job failed, will retry');
        await db
          .updateTable('jobs')
          .set({ run_at: sql`now() + make_interval(secs => ${delayMs / 1000})`, locked_until: null, last_error: message })
          .where('id', '=', job.id)
          .execute();
      }
    }
    const intervalMs = periodic.get(job.kind);
    if (intervalMs !== undefined) await schedulePeriodic(job.kind, intervalMs);
  }

  async function runDue(): Promise<number> {
    const jobs = await claim();
    for (const job of jobs) await run(job);
    return jobs.length;
  }

  function schedulePoll(delayMs: number): void {
    if (!started) return;
    pollTimer = setTimeout(() => {
      if (!started) return;
      running = runDue()
        .catch((error: unknown) => {
          logger.error({ err: error }, 'job worker: polling failed');
          return 0;
        })
        .then((count) => schedulePoll(count === batchSize ? 0 : pollMs));
    }, delayMs);
  }

  return {
    async enqueue(executor, kind, payload) {
      await executor
        .insertInto('jobs')
        .values({ kind, payload: JSON.stringify(payload) })
        .execute();
    },
    handle(kind, handler, handleOptions = {}) {
      handlers.set(kind, { handler, maxAttempts: handleOptions.maxAttempts ?? maxAttempts });
    },
    every(name, intervalMs, task) {
      const kind = periodicJobKind(name);
      periodic.set(kind, intervalMs);
      handlers.set(kind, { handler: async () => void (await task()), maxAttempts: 1 });
    },
    start() {
      if (started) return;
      started = true;
      running = Promise.all([...periodic].map(([kind, intervalMs]) => schedulePeriodic(kind, intervalMs)))
        .catch((error: unknown) => logger.error({ err: error }, 'job worker: scheduling periodic jobs failed'))
        .then(() => schedulePoll(0));
    },
    async stop() {
      started = false;
      clearTimeout(pollTimer);
      await running;
    },
    runDue,
  };
}
