import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import { createConnectionGate, type ConnectionGate, type DatabaseQueueOptions, type Db } from '../db';
import { buildTestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

/** An app whose database has the bounded queue, as main.ts opens it (on PGlite, or TEST_DATABASE_URL's server). */
function setUpBoundedApp(options: DatabaseQueueOptions) {
  const bounded = {} as { app: FastifyInstance; db: Db; gate: ConnectionGate };
  beforeAll(async () => {
    bounded.gate = createConnectionGate(options);
    bounded.db = (await createTestDatabase({ gate: bounded.gate })).db;
    bounded.app = await buildTestApp(bounded.db);
  });
  afterAll(() => bounded.app?.close());
  return bounded;
}

/** Holds the one connection (as a long transaction would) until the returned function is called. */
async function holdTheDatabase(db: Db): Promise<() => Promise<void>> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let taken!: () => void;
  const holding = new Promise<void>((resolve) => (taken = resolve));
  const done = db.connection().execute(async () => {
    taken();
    await released;
  });
  await holding;
  return async () => {
    letGo();
    await done;
  };
}

/** Sends a request now (an inject is only sent once something waits for it) and gives its answer. */
function send(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, ...(payload ? { payload } : {}) }).then((response) => response);
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 10_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function expectServiceBusy(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(response.json()).toEqual({
    error_type: 'service_busy',
    error_message: expect.any(String),
    retry_after: retryAfter,
  });
}

describe('a full queue in front of the database', () => {
  const QUEUE_LIMIT = 2;
  const bounded = setUpBoundedApp({ poolSize: 1, queueLimit: QUEUE_LIMIT, queueTimeoutMs: 30_000 });

  /**
   * Holds the connection, queues requests until their queries fill the queue (a request may wait for more than one
   * connection: the board reads its page and its total at once) and runs `check`; the connection is let go whatever happens.
   */
  async function withFullQueue(check: () => Promise<void>): Promise<LightMyRequestResponse[]> {
    const { app, db, gate } = bounded;
    const release = await holdTheDatabase(db);
    const queued: Promise<LightMyRequestResponse>[] = [];
    try {
      while (gate.waitingRequests < QUEUE_LIMIT) {
        const before = gate.waitingRequests;
        queued.push(send(app, 'GET', '/trips'));
        await until(() => gate.waitingRequests > before);
      }
      await check();
    } finally {
      await release();
    }
    return Promise.all(queued);
  }

  it('answers the request beyond it at once with 503 service_busy and Retry-After; the queued ones are answered once it drains', async () => {
    const queued = await withFullQueue(async () => {
      const started = performance.now();
      expectServiceBusy(await send(bounded.app, 'GET', '/trips'));
      expect(performance.now() - started).toBeLessThan(1000);
    });
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.map((response) => response.statusCode)).toEqual(queued.map(() => 200));
    expect((await send(bounded.app, 'GET', '/trips')).statusCode).toBe(200);
  });

  it('sheds a POST the same way, after its body is read (the wait is known past the body parser)', async () => {
    await withFullQueue(async () => {
      expectServiceBusy(await send(bounded.app, 'POST', '/auth/login', { phone: '77010000001', password: 'secret123' }));
    });
  });

  it('never sheds the health check: it goes ahead of the queue and answers once the connection is free', async () => {
    let health: Promise<LightMyRequestResponse> | undefined;
    await withFullQueue(async () => {
      health = send(bounded.app, 'GET', '/health');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const answer = await health!;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('a request that waits too long for the database', () => {
  const bounded = setUpBoundedApp({ poolSize: 1, queueLimit: 100, queueTimeoutMs: 300 });

  it('is answered 503 with Retry-After after DATABASE_QUEUE_TIMEOUT_MS instead of hanging', async () => {
    const release = await holdTheDatabase(bounded.db);
    const started = performance.now();
    let answer: LightMyRequestResponse;
    try {
      answer = await send(bounded.app, 'GET', '/trips');
    } finally {
      await release();
    }
    const waited = performance.now() - started;
    expectServiceBusy(answer);
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5000);
  });
});

describe('normal load with the default limits', () => {
  // The defaults of DATABASE_QUEUE_LIMIT and DATABASE_QUEUE_TIMEOUT_MS; the test server's pool has 4 connections.
  const { queueLimit, queueTimeoutMs } = loadConfig({}).databaseQueue;
  const bounded = setUpBoundedApp({ poolSize: process.env.TEST_DATABASE_URL ? 4 : 1, queueLimit, queueTimeoutMs });

  it('sees no 503: 40 concurrent requests are all answered', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => send(bounded.app, 'GET', '/trips')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
  });
});
