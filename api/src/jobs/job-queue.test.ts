import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createJobQueue, type JobQueue } from './job-queue';

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
    const dueNow = () => db.updateTable('jobs').set({ run_at: sql`now()` }).where('kind', '=', 'test.flaky').execute();

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

async function waitFor<T>(check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
