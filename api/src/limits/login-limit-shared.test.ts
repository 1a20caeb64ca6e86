import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, DEV_PROCESS_ENV, post, registerUser, startApiProcess, type ApiProcess } from '../testing';

// Two OS processes cannot open one PGlite (it lives inside its process), so on PGlite the second "process" is a
// second app with its own database connection, job worker and limiter over the same database: nothing in memory
// is shared. With TEST_DATABASE_URL the last test also runs two real API processes.
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  const testDb = await createTestDatabase();
  first = await buildTestApp(testDb.db);
  second = await buildTestApp(testDb.connectAgain());
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('limits across API processes', () => {
  it('shares the login limit: 3 tries on one process and 2 on the other leave the 6th refused on either', async () => {
    const user = await registerUser(first);
    const wrong = { phone: user.phone, password: 'wrong-password1' };
    for (const app of [first, second, first, second, first]) expect((await post(app, '/auth/login', wrong)).statusCode).toBe(401);
    const sixth = await post(second, '/auth/login', { phone: user.phone, password: user.password });
    expect(sixth.statusCode).toBe(429);
    expect((await post(first, '/auth/login', { phone: user.phone, password: user.password })).statusCode).toBe(429);
  });

  it('shares the resend timeout of SMS codes', async () => {
    const phone = '77017770000';
    expect((await post(first, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
    const again = await post(second, '/auth/phone-confirmation/send', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json().error_type).toBe('phone_confirmation');
  });
});

// On a real Postgres server (TEST_DATABASE_URL) the API processes are real OS processes started by `npm start`'s command.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('limits across two OS processes on Postgres', () => {
  let processes: ApiProcess[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    const { schema } = await createTestDatabase();
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    processes = await Promise.all([0, 1].map(() => startApiProcess({ ...DEV_PROCESS_ENV, DATABASE_URL: databaseUrl.toString() })));
    urls = processes.map((api) => api.url);
  }, 60_000);
  afterAll(() => Promise.all(processes.map((api) => api.stop())));

  it('refuses the 6th login try whichever process gets it', async () => {
    const phone = '77017771111';
    const call = (url: string, path: string, body: object) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await call(urls[0], '/auth/phone-confirmation/send', { phone });
    const outbox = await (await fetch(`${urls[1]}/dev/outbox?to=${phone}`)).json();
    const code = /\b(\d{4})\b/.exec(outbox.items[0].body)![1];
    await call(urls[1], '/auth/phone-confirmation/confirm', { phone, code });
    const registered = await call(urls[0], '/auth/register', {
      phone,
      code,
      password: 'secret123',
      password_confirmation: 'secret123',
      email: 'two@example.kz',
      first_name: 'Ұлжан',
    });
    expect(registered.status).toBe(200);

    const statuses = [];
    for (const url of [urls[0], urls[1], urls[0], urls[1], urls[0]])
      statuses.push((await call(url, '/auth/login', { phone, password: 'wrong-pass1' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await call(urls[1], '/auth/login', { phone, password: 'secret123' })).status).toBe(429);
  });
});
