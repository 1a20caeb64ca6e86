import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createJobQueue, periodicJobKind, type JobQueue } from './job-queue';

let testDb: TestDatabase;
let db: Db;
const silent = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

function queue(database: Db = db): JobQueue {
  return createJobQueue({ db: database, logger: silent, pollMs: 20, retryBaseMs: 10, retryMaxMs: 1000 });
}

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction, and none from a rolled-back one', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    jobs.handle('test.record', async (payload) => {
      seen.push(payload.n);
    });
    await db.transaction().execute((trx) => jobs.enqueue(trx, 'test.record', { n: 1 }));
    await db
      .transaction()
      .execute(async (trx) => {
        await jobs.enqueue(trx, 'test.record', { n: 2 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([1]);
    expect(await jobs.runDue()).toBe(0);
  });

  it('retries a failing job with growing back-off until it works', async () => {
    const jobs = createJobQueue({ db, logger: silent, pollMs: 20, retryBaseMs: 2000, retryMaxMs: 60_000 });
    let calls = 0;
    jobs.handle('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`not yet (${calls})`);
    });
    await jobs.enqueue(db, 'test.flaky', {});
    const job = () =>
      db
        .selectFrom('jobs')
        .select(['attempts', 'finished_at', 'last_error', sql<number>`extract(epoch from (run_at - now()))::float8`.as('retry_in')])
        .where('kind', '=', 'test.flaky')
        .executeTakeFirstOrThrow();
    const dueNow = () =>
      db
        .updateTable('jobs')
        .set({ run_at: sql`now()` })
        .where('kind', '=', 'test.flaky')
        .execute();

    expect(await jobs.runDue()).toBe(1);
    const first = await job();
    expect(first).toMatchObject({ attempts: 1, finished_at: null, last_error: 'not yet (1)' });
    expect(first.retry_in).toBeGreaterThan(0);
    expect(first.retry_in).toBeLessThanOrEqual(2);
    expect(await jobs.runDue()).toBe(0);

    await dueNow();
    expect(await jobs.runDue()).toBe(1);
    const second = await job();
    expect(second).toMatchObject({ attempts: 2, last_error: 'not yet (2)' });
    expect(second.retry_in).toBeGreaterThan(2);
    expect(second.retry_in).toBeLessThanOrEqual(4);

    await dueNow();
    expect(await jobs.runDue()).toBe(1);
    expect(await job()).toMatchObject({ attempts: 3, last_error: null, finished_at: expect.any(Date) });
    expect(calls).toBe(3);
  });

  it('runs due jobs by itself once started', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    jobs.handle('test.started', async (payload) => void seen.push(payload.n));
    jobs.start();
    try {
      await jobs.enqueue(db, 'test.started', { n: 7 });
      await waitFor(async () => (seen.length > 0 ? seen : undefined));
      expect(seen).toEqual([7]);
    } finally {
      await jobs.stop();
    }
  });

  it('gives each job to one worker when two processes poll the same table', async () => {
    const a = queue();
    const b = queue(testDb.connectAgain());
    const runs: string[] = [];
    a.handle('test.once', async (payload) => void runs.push(`a${payload.n}`));
    b.handle('test.once', async (payload) => void runs.push(`b${payload.n}`));
    for (let n = 0; n < 30; n += 1) await a.enqueue(db, 'test.once', { n });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(30);
    expect(new Set(runs.map((run) => run.slice(1))).size).toBe(30);
  });
});

describe('job attempts', () => {
  it('ends a job that fails every time as failed after its maximum attempts, logged once and never run again', async () => {
    const errors: unknown[] = [];
    const logger = { ...silent, warn() {}, error: (...args: unknown[]) => void errors.push(args) } as unknown as FastifyBaseLogger;
    const jobs = createJobQueue({ db, logger, pollMs: 20, retryBaseMs: 10, retryMaxMs: 1000, maxAttempts: 3 });
    let calls = 0;
    jobs.handle('test.broken', async () => {
      calls += 1;
      throw new Error(`broken (${calls})`);
    });
    await jobs.enqueue(db, 'test.broken', {});
    const dueNow = () =>
      db
        .updateTable('jobs')
        .set({ run_at: sql`now()` })
        .where('kind', '=', 'test.broken')
        .execute();
    for (let run = 0; run < 5; run += 1) {
      await dueNow();
      await jobs.runDue();
    }
    expect(calls).toBe(3);
    expect(await db.selectFrom('jobs').selectAll().where('kind', '=', 'test.broken').execute()).toEqual([
      expect.objectContaining({
        attempts: 3,
        last_error: 'broken (3)',
        finished_at: expect.any(Date),
        failed_at: expect.any(Date),
        locked_until: null,
      }),
    ]);
    expect(errors).toHaveLength(1);
  });

  it('lets a kind set its own maximum', async () => {
    const jobs = queue();
    let calls = 0;
    jobs.handle(
      'test.once-only',
      async () => {
        calls += 1;
        throw new Error('no');
      },
      { maxAttempts: 1 },
    );
    await jobs.enqueue(db, 'test.once-only', {});
    await jobs.runDue();
    await db
      .updateTable('jobs')
      .set({ run_at: sql`now()` })
      .where('kind', '=', 'test.once-only')
      .execute();
    expect(await jobs.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await db.selectFrom('jobs').select(['failed_at']).where('kind', '=', 'test.once-only').executeTakeFirstOrThrow()).toEqual({
      failed_at: expect.any(Date),
    });
  });

  it('ends as failed, without running it, a job whose earlier runs never reported back (their process died)', async () => {
    const jobs = createJobQueue({ db, logger: silent, pollMs: 20, retryBaseMs: 10, retryMaxMs: 1000, maxAttempts: 2 });
    let calls = 0;
    jobs.handle('test.crashing', async () => void (calls += 1));
    await db
      .insertInto('jobs')
      .values({ kind: 'test.crashing', payload: JSON.stringify({}), attempts: 2, locked_until: sql`now() - interval '1 second'` })
      .execute();
    expect(await jobs.runDue()).toBe(1);
    expect(calls).toBe(0);
    expect(
      await db.selectFrom('jobs').select(['attempts', 'failed_at']).where('kind', '=', 'test.crashing').executeTakeFirstOrThrow(),
    ).toEqual({
      attempts: 3,
      failed_at: expect.any(Date),
    });
  });
});

describe('periodic jobs', () => {
  it('schedules a task once however many processes start, runs it in one of them, then schedules the next', async () => {
    const runs: string[] = [];
    const a = queue();
    const b = queue(testDb.connectAgain());
    a.every('test tick', 60_000, async () => void runs.push('a'));
    b.every('test tick', 60_000, async () => void runs.push('b'));
    const kind = periodicJobKind('test tick');
    const pending = () =>
      db.selectFrom('jobs').select(['id', 'run_at']).where('kind', '=', kind).where('finished_at', 'is', null).execute();
    a.start();
    b.start();
    try {
      await waitFor(async () => ((await pending()).length > 0 ? true : undefined));
      await Promise.all([a.stop(), b.stop()]);
      const [first, ...others] = await pending();
      expect(others).toEqual([]);
      expect(first.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);

      await db
        .updateTable('jobs')
        .set({ run_at: sql`now()` })
        .where('id', '=', first.id)
        .execute();
      await Promise.all([a.runDue(), b.runDue()]);
      expect(runs).toHaveLength(1);
      const next = await pending();
      expect(next).toHaveLength(1);
      expect(next[0].id).not.toBe(first.id);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('keeps a failed run as failed and still schedules the next', async () => {
    const jobs = queue();
    jobs.every('test failing tick', 60_000, async () => {
      throw new Error('tick failed');
    });
    const kind = periodicJobKind('test failing tick');
    jobs.start();
    await jobs.stop();
    await waitFor(async () => (await db.selectFrom('jobs').select('id').where('kind', '=', kind).executeTakeFirst()) ?? undefined);
    await db
      .updateTable('jobs')
      .set({ run_at: sql`now()` })
      .where('kind', '=', kind)
      .execute();
    expect(await jobs.runDue()).toBe(1);
    const rows = await db
      .selectFrom('jobs')
      .select(['failed_at', 'last_error', 'finished_at'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { failed_at: expect.any(Date), finished_at: expect.any(Date), last_error: 'tick failed' },
      { failed_at: null, finished_at: null, last_error: null },
    ]);
  });
});

async function waitFor<T>(check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
