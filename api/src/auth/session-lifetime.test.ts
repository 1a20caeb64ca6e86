import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { bearer, buildTestApp, post, registerUser, setUpTestApp } from '../testing';
import { hashToken } from './session-tokens';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test));

const me = (token: string) => app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
/** As if the session's `column` moment was `interval` (a Postgres interval) ago. */
const backdate = (token: string, column: 'last_used_at' | 'created_at', interval: string) =>
  db
    .updateTable('auth_tokens')
    .set({ [column]: sql`now() - ${interval}::interval` })
    .where('token_hash', '=', hashToken(token))
    .execute();

describe('session lifetime', () => {
  it.each([
    ['unused for 30 days', 'last_used_at', '29 days', '30 days 1 minute'],
    ['365 days after login however often it is used', 'created_at', '364 days', '365 days 1 minute'],
  ] as const)('ends a session %s', async (_when, column, stillAlive, ended) => {
    const { token } = await registerUser(app);
    await backdate(token, column, stillAlive);
    expect((await me(token)).statusCode).toBe(200);
    await backdate(token, column, ended);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('notes the use of a session at most hourly, so a used session stays alive', async () => {
    const { token } = await registerUser(app);
    await backdate(token, 'last_used_at', '20 days');
    expect((await me(token)).statusCode).toBe(200);
    const lastUse = () =>
      db
        .selectFrom('auth_tokens')
        .select(sql<number>`extract(epoch from now() - last_used_at)::float8`.as('age'))
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
    expect((await lastUse()).age).toBeLessThan(60);

    await backdate(token, 'last_used_at', '30 minutes');
    expect((await me(token)).statusCode).toBe(200);
    expect((await lastUse()).age).toBeGreaterThan(29 * 60);
  });

  it('takes the idle time from SESSION_IDLE_DAYS', async () => {
    const shortApp = await buildTestApp(db, { SESSION_IDLE_DAYS: '2' });
    try {
      const { token } = await registerUser(shortApp);
      await backdate(token, 'last_used_at', '3 days');
      expect((await shortApp.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await shortApp.close();
    }
  });
});

describe('POST /auth/logout-all', () => {
  it("revokes every session of the user and no one else's", async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const second = (await post(app, '/auth/login', { phone: user.phone, password: user.password })).json().token as string;
    expect((await post(app, '/auth/logout-all', undefined, bearer(second))).json()).toEqual({ success: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expect((await post(app, '/auth/logout-all')).statusCode).toBe(401);
  });
});

describe('the hand-over to the profile host', () => {
  const handoff = async (token: string) => {
    const response = await post(app, '/auth/handoff', undefined, bearer(token));
    expect(response.statusCode).toBe(200);
    return response.json().code as string;
  };

  it('gives a one-time code that becomes a new session of the same user, once', async () => {
    const user = await registerUser(app);
    const code = await handoff(user.token);
    expect(code).toMatch(/^[\w-]{43}$/);
    const exchanged = await post(app, '/auth/handoff/exchange', { code });
    expect(exchanged.statusCode).toBe(200);
    const { token, user_id } = exchanged.json();
    expect(user_id).toBe(user.userId);
    expect(token).not.toBe(user.token);
    expect((await me(token)).json().id).toBe(user.userId);

    const again = await post(app, '/auth/handoff/exchange', { code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error_type: 'token_expired', validation_errors: { code: ['linkTimeIsExpired'] } });
  });

  it('refuses a code older than 60 seconds, an unknown one and an empty one', async () => {
    const user = await registerUser(app);
    const code = await handoff(user.token);
    await db
      .updateTable('session_handoffs')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('code_hash', '=', hashToken(code))
      .execute();
    expect((await post(app, '/auth/handoff/exchange', { code })).statusCode).toBe(422);
    expect((await post(app, '/auth/handoff/exchange', { code: 'x'.repeat(43) })).statusCode).toBe(422);
    expect((await post(app, '/auth/handoff/exchange', { code: '' })).statusCode).toBe(422);
    const stored = await db.selectFrom('session_handoffs').select('code_hash').where('user_id', '=', user.userId).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });

  it('gives codes only to a logged-in user', async () => {
    expect((await post(app, '/auth/handoff')).statusCode).toBe(401);
    expect((await post(app, '/auth/handoff', undefined, bearer('not-a-token'))).statusCode).toBe(401);
  });
});
