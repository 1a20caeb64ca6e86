import Fastify from 'fastify';
import type { PGlite } from 'kysely';
import pg from 'pg';
import { pgliteWakeups, postgresWakeups, type ChatWakeups, type ListeningDatabase } from './chat-wakeups';

// The one listening connection of a process hears a NOTIFY committed by another connection (or by PGlite itself).
async function heard(wakeups: ChatWakeups, notify: (payload: string) => Promise<void>): Promise<number[]> {
  const woken: number[] = [];
  await wakeups.start(
    (bindId) => woken.push(bindId),
    () => undefined,
  );
  try {
    await notify('42:7');
    await notify('not a payload');
    const deadline = Date.now() + 3000;
    while (woken.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return woken;
  } finally {
    await wakeups.stop();
  }
}

/** The Jest worker's PGlite (src/testing/pglite-environment.cjs), which a test file's schema lives in. */
async function workerPglite(): Promise<PGlite & ListeningDatabase> {
  const worker = (globalThis as unknown as { __jetkizTestDatabase: { getPglite(): Promise<PGlite & ListeningDatabase> } })
    .__jetkizTestDatabase;
  return worker.getPglite();
}

const onPostgres = process.env.TEST_DATABASE_URL;

(onPostgres ? it.skip : it)("hears chat events on embedded PGlite through PGlite's own listen()", async () => {
  const pglite = await workerPglite();
  const woken = await heard(pgliteWakeups(pglite), async (payload) => {
    await pglite.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['chat', payload]);
    });
  });
  expect(woken).toEqual([42]);
});

const postgresUrl = onPostgres;
(postgresUrl ? it : it.skip)(
  'hears chat events on a Postgres server through a dedicated LISTEN connection (needs TEST_DATABASE_URL)',
  async () => {
    const other = new pg.Client({ connectionString: postgresUrl });
    await other.connect();
    try {
      const woken = await heard(postgresWakeups(postgresUrl!, Fastify({ logger: false }).log), async (payload) => {
        await other.query('select pg_notify($1, $2)', ['chat', payload]);
      });
      expect(woken).toEqual([42]);
    } finally {
      await other.end();
    }
  },
);
