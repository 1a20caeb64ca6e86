import type { FastifyInstance } from 'fastify';
import { confirmedPhone, testConfig, passwordResetCode, post, registerUser, setUpTestApp, uniquePhone, wrongCode } from '../testing';
import { createPasswordHasher, type PasswordHasher } from './password-hashing';

// Issue 15 item 6: what costs the server (scrypt) runs only after the cheap checks (limits, the lock, the code).
let app: FastifyInstance;
const calls = { hash: 0, verify: 0 };

function countingHasher(real: PasswordHasher): PasswordHasher {
  return {
    hash: (password) => ((calls.hash += 1), real.hash(password)),
    verify: (password, stored) => ((calls.verify += 1), real.verify(password, stored)),
    verifyNothing: (password) => ((calls.verify += 1), real.verifyNothing(password)),
  };
}

const env = { TRUST_PROXY: '1', LIMIT_LOGIN_PER_IP_PER_MINUTE: '3' };
setUpTestApp((test) => ({ app } = test), env, { hasher: countingHasher(createPasswordHasher(testConfig(env).passwordHash)) });

/** The hasher calls made by `action`. */
async function hasherCallsOf(action: () => Promise<unknown>): Promise<{ hash: number; verify: number }> {
  const before = { ...calls };
  await action();
  return { hash: calls.hash - before.hash, verify: calls.verify - before.verify };
}

/** The form sent with a wrong code is refused without a hash; with the right one, the password is hashed once. */
async function expectOneHashOnlyForTheRightCode(url: string, body: object, code: string): Promise<void> {
  const refused = await hasherCallsOf(async () => expect((await post(app, url, { ...body, code: wrongCode(code) })).statusCode).toBe(422));
  expect(refused.hash).toBe(0);
  const done = await hasherCallsOf(async () => expect((await post(app, url, { ...body, code })).statusCode).toBe(200));
  expect(done.hash).toBe(1);
}

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the order of the checks before the password hash', () => {
  it('refuses a locked phone, even with the right password, without verifying the password', async () => {
    const user = await registerUser(app);
    for (let n = 1; n <= 10; n += 1) await post(app, '/auth/login', { phone: user.phone, password: 'wrong-pass1' }, from(`203.0.113.${n}`));
    const spent = await hasherCallsOf(async () => {
      const right = await post(app, '/auth/login', { phone: user.phone, password: user.password }, from('198.51.100.20'));
      expect(right.statusCode).toBe(429);
    });
    expect(spent).toEqual({ hash: 0, verify: 0 });
  });

  it('refuses an address over its login limit without verifying the password', async () => {
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) await post(app, '/auth/login', { phone, password: 'wrong-pass1' }, from('192.0.2.200'));
    const spent = await hasherCallsOf(async () => {
      const over = await post(app, '/auth/login', { phone: uniquePhone(), password: 'wrong-pass1' }, from('192.0.2.200'));
      expect(over.statusCode).toBe(429);
    });
    expect(spent).toEqual({ hash: 0, verify: 0 });
  });

  it('verifies exactly once for a login that passes the cheap checks, with or without an account', async () => {
    const user = await registerUser(app);
    expect(await hasherCallsOf(() => post(app, '/auth/login', { phone: user.phone, password: user.password }, from('192.0.2.7')))).toEqual({
      hash: 0,
      verify: 1,
    });
    expect(
      await hasherCallsOf(() => post(app, '/auth/login', { phone: uniquePhone(), password: 'wrong-pass1' }, from('192.0.2.8'))),
    ).toEqual({
      hash: 0,
      verify: 1,
    });
  });

  it('hashes a sign-up password only once the code is right', async () => {
    const { phone, code } = await confirmedPhone(app);
    const body = { phone, password: 'saule2026', password_confirmation: 'saule2026', email: `s${phone}@example.kz`, first_name: 'Сауле' };
    await expectOneHashOnlyForTheRightCode('/auth/register', body, code);
  });

  it('hashes a reset password only once the code is right', async () => {
    const user = await registerUser(app);
    const code = await passwordResetCode(app, user.phone);
    const body = { phone: user.phone, password: 'new-pass22', password_confirmation: 'new-pass22' };
    await expectOneHashOnlyForTheRightCode('/auth/password/reset', body, code);
  });
});
