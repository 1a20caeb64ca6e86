import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createTestDatabase, emailLink, post, resetPassword, smsCode, type TestDatabase } from '../testing';

let testDb: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildTestApp(testDb.db, { LOG_LEVEL: 'trace' }, { logDestination: { write: (line) => void logLines.push(line) } });
});
afterAll(() => app.close());

/** Every secret the journey handles, as the user or the API gave it. */
const secrets = { passwords: ['first-pass1', 'second-pass2'], codes: [] as string[], tokens: [] as string[] };

describe('the account journey', () => {
  const phone = '77051234567';
  const email = 'journey@example.kz';

  it('signs up, logs out, recovers the password and logs in with the new one', async () => {
    expect((await post(app, '/auth/phone-confirmation/send', { phone: '+7 (705) 123-45-67' })).statusCode).toBe(200);
    const signUpCode = await smsCode(app, phone);
    secrets.codes.push(signUpCode);
    expect((await post(app, '/auth/phone-confirmation/confirm', { phone, code: signUpCode })).statusCode).toBe(200);

    const registered = await post(app, '/auth/register', {
      phone,
      code: signUpCode,
      password: 'first-pass1',
      password_confirmation: 'first-pass1',
      email,
      first_name: 'Әйгерім',
    });
    expect(registered.statusCode).toBe(200);
    const { token } = registered.json();
    secrets.tokens.push(token, (await emailLink(app, email)).searchParams.get('token')!);

    const me = await app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ first_name: 'Әйгерім', email, phone_number: phone, email_confirmed: false });

    expect((await post(app, '/auth/logout', undefined, bearer(token))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(401);

    expect((await post(app, '/auth/password/forgot', { phone })).json()).toEqual({ resend_timeout: 60 });
    const resetCode = await smsCode(app, phone);
    secrets.codes.push(resetCode);
    expect((await post(app, '/auth/password/forgot/check', { phone, code: resetCode })).statusCode).toBe(200);
    const reset = await resetPassword(app, phone, resetCode, 'second-pass2');
    expect(reset.statusCode).toBe(200);
    secrets.tokens.push(reset.json().token);

    const login = await post(app, '/auth/login', { phone, password: 'second-pass2' });
    expect(login.statusCode).toBe(200);
    secrets.tokens.push(login.json().token);
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(login.json().token) })).json().phone_number).toBe(phone);
    expect((await post(app, '/auth/login', { phone, password: 'first-pass1' })).statusCode).toBe(401);
  });

  it('left no password, code or token as given in any table', async () => {
    const tables = await testDb.dumpTables();
    expect(Object.keys(tables)).toEqual(expect.arrayContaining(['users', 'auth_tokens', 'phone_codes', 'email_tokens', 'outbox_messages']));
    expect(tables.users).toHaveLength(1);
    expect(tables.auth_tokens.length).toBeGreaterThanOrEqual(3);

    for (const [table, rows] of Object.entries(tables)) {
      const values = rows
        .flatMap((row) => Object.values(row))
        .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
      for (const password of secrets.passwords) expect(values.filter((value) => value.includes(password))).toEqual([]);
      // The outbox is the SMS and mail gateway's queue: codes and links are in the messages, and only there.
      if (table === 'outbox_messages') continue;
      for (const token of secrets.tokens)
        expect({ table, hits: values.filter((value) => value.includes(token)) }).toEqual({ table, hits: [] });
      for (const code of secrets.codes) expect({ table, hits: values.filter((value) => value === code) }).toEqual({ table, hits: [] });
    }
    const outboxBodies = tables.outbox_messages.map((row) => String(row.body));
    for (const code of secrets.codes) expect(outboxBodies.some((body) => body.includes(code))).toBe(true);
    for (const token of secrets.tokens.filter((token) => token !== secrets.tokens[1]))
      expect(outboxBodies.some((body) => body.includes(token))).toBe(false);
  });

  it('logged no password, code or token, even at trace level', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    for (const secret of [...secrets.passwords, ...secrets.tokens]) expect(log).not.toContain(secret);
    for (const code of secrets.codes) {
      expect(log).not.toContain(`"${code}"`);
      expect(log).not.toContain(`подтверждения ${code}`);
    }
  });
});
