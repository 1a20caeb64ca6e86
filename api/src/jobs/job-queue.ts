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
  /** a claimed job not finished within this time is taken again (its process died) */
  lockSeconds?: number;
  batchSize?: number;
}

export interface JobQueue {
  /** Adds a job in the caller's transaction: it exists exactly when the change that caused it commits. */
  enqueue(executor: DbExecutor, kind: string, payload: JobPayload): Promise<void>;
  handle(kind: string, handler: JobHandler): void;
  /** A housekeeping task run every intervalMs while the worker runs (idempotent: every process runs it). */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  start(): void;
  stop(): Promise<void>;
  /** Claims and runs the jobs due now; returns how many ran. */
  runDue(): Promise<number>;
}

/**
 * A Postgres-backed queue: jobs are rows, claimed with FOR UPDATE SKIP LOCKED so several API processes share
 * the work; a failed job is retried with exponential back-off and never dropped. (pg-boss and graphile-worker
 * need a pg pool, LISTEN/NOTIFY and advisory locks across connections, which embedded PGlite does not give.)
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, logger, pollMs, retryBaseMs, retryMaxMs, lockSeconds = 300, batchSize = 10 } = options;
  const handlers = new Map<string, JobHandler>();
  const tasks: { name: string; intervalMs: number; task: () => Promise<unknown> }[] = [];
  const timers: NodeJS.Timeout[] = [];
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

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job.payload, job);
      await db.updateTable('jobs').set({ finished_at: sql`now()`, locked_until: null, last_error: null }).where('id', '=', job.id).execute();
    } catch (error) {
      const delayMs = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(job.attempts - 1, 30));
      logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delayMs, err: error }, 'job failed, will retry');
      await db
        .updateTable('jobs')
        .set({
          run_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
          locked_until: null,
          last_error: error instanceof Error ? error.message : String(error),
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async function runDue(): Promise<number> {
    const jobs = await claim();
    for (const job of jobs) await run(job);
    return jobs.length;
  }

  function schedulePoll(delayMs: number): void {
    if (!started) return;
    pollTimer = setTimeout(() => {
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
      await executor.insertInto('jobs').values({ kind, payload: JSON.stringify(payload) }).execute();
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    every(name, intervalMs, task) {
      tasks.push({ name, intervalMs, task });
    },
    start() {
      if (started) return;
      started = true;
      schedulePoll(0);
      for (const { name, intervalMs, task } of tasks) {
        const timer = setInterval(() => {
          task().catch((error: unknown) => logger.error({ err: error, task: name }, 'periodic task failed'));
        }, intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      started = false;
      clearTimeout(pollTimer);
      for (const timer of timers.splice(0)) clearInterval(timer);
      await running;
    },
    runDue,
  };
}
