import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { purgeSentMessages } from '../outbox';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../testing';
import { purgeFinishedJobs } from './retention';

let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});

beforeEach(async () => {
  await db.deleteFrom('jobs').execute();
  await db.deleteFrom('outbox_messages').execute();
});

const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

async function seed(): Promise<void> {
  const job = (kind: string, finishedDaysAgo: number | null, failed = false) => ({
    kind,
    payload: JSON.stringify({}),
    finished_at: finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo),
    failed_at: failed && finishedDaysAgo !== null ? daysAgo(finishedDaysAgo) : null,
  });
  await db
    .insertInto('jobs')
    .values([job('old done', 30), job('old done', 15), job('recent done', 2), job('old failed', 30, true), job('pending', null)])
    .execute();
  const message = (body: string, sentDaysAgo: number | null, createdDaysAgo = 40) => ({
    channel: 'sms' as const,
    recipient: '77010000000',
    body,
    created_at: daysAgo(createdDaysAgo),
    sent_at: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
  });
  await db
    .insertInto('outbox_messages')
    .values([message('old sent', 30), message('old sent', 20), message('recent sent', 1), message('never sent', null)])
    .execute();
}

const kinds = async () => (await db.selectFrom('jobs').select('kind').orderBy('id').execute()).map((row) => row.kind);
const bodies = async () => (await db.selectFrom('outbox_messages').select('body').orderBy('id').execute()).map((row) => row.body);

describe('purging finished jobs and sent messages', () => {
  it('deletes done jobs and sent messages older than the retention, keeping recent, pending, failed and unsent ones', async () => {
    await seed();
    expect(await purgeFinishedJobs(db, 14)).toBe(2);
    expect(await purgeSentMessages(db, 14)).toBe(2);
    expect(await kinds()).toEqual(['recent done', 'old failed', 'pending']);
    expect(await bodies()).toEqual(['recent sent', 'never sent']);
  });

  it('deletes once, without an error, when two processes purge at the same moment', async () => {
    await seed();
    const other = testDb.connectAgain();
    const [jobsA, jobsB, messagesA, messagesB] = await Promise.all([
      purgeFinishedJobs(db, 14),
      purgeFinishedJobs(other, 14),
      purgeSentMessages(db, 14),
      purgeSentMessages(other, 14),
    ]);
    expect(jobsA + jobsB).toBe(2);
    expect(messagesA + messagesB).toBe(2);
    expect(await kinds()).toEqual(['recent done', 'old failed', 'pending']);
    expect(await bodies()).toEqual(['recent sent', 'never sent']);
  });
});

describe('GET /dev/jobs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db, { LOG_LEVEL: 'silent', DEV_ROUTES: '1' });
  });
  afterAll(() => app.close());

  it('lists failed jobs with their last error', async () => {
    await db
      .insertInto('jobs')
      .values({
        kind: 'test.gave-up',
        payload: JSON.stringify({ n: 1 }),
        attempts: 10,
        last_error: 'gateway down',
        finished_at: sql`now()`,
        failed_at: sql`now()`,
      })
      .execute();
    const response = await app.inject({ method: 'GET', url: '/dev/jobs?state=failed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        kind: 'test.gave-up',
        payload: { n: 1 },
        attempts: 10,
        last_error: 'gateway down',
        failed_at: expect.any(String),
      }),
    ]);
  });
});
