import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { outboxFor, post, registerUser, setUpTestApp } from '../testing';

let db: Db;
let app: FastifyInstance;

// One proxy in front of the API: it appends the client's address to X-Forwarded-For; what a client wrote there
// itself stays to the left and is not believed.
setUpTestApp((test) => ({ db, app } = test), { TRUST_PROXY: '1', LIMIT_LOGIN_PER_IP_PER_MINUTE: '3' });

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the per-account login lock', () => {
  it('locks a phone after 10 failed logins from 10 addresses: the 11th try gets 429, even with the right password', async () => {
    const user = await registerUser(app);
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n += 1)
      statuses.push((await post(app, '/auth/login', { phone: user.phone, password: 'wrong-pass1' }, from(`203.0.${n}.7`))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);

    const right = await post(app, '/auth/login', { phone: user.phone, password: user.password }, from('198.51.100.1'));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
    expect(right.json().retry_after).toBeGreaterThan(14 * 60);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('tells the owner by SMS and e-mail that the account is locked', async () => {
    const user = await registerUser(app);
    for (let n = 1; n <= 10; n += 1)
      await post(app, '/auth/login', { phone: user.phone, password: 'wrong-pass1' }, { ...from(`192.0.2.${n}`), 'accept-language': 'en' });
    const sms = await outboxFor(app, user.phone);
    expect(sms[0]).toMatchObject({ channel: 'sms', body: expect.stringContaining('too many wrong passwords') });
    const mails = await outboxFor(app, user.email);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: expect.stringContaining('locked') });
  });

  it('doubles the lock each time the phone is locked again', async () => {
    const user = await registerUser(app);
    const lockOnce = async (round: number) => {
      for (let n = 1; n <= 10; n += 1)
        await post(app, '/auth/login', { phone: user.phone, password: 'wrong-pass1' }, from(`100.64.${round}.${n}`));
      const refused = await post(app, '/auth/login', { phone: user.phone, password: user.password }, from(`100.65.${round}.1`));
      expect(refused.statusCode).toBe(429);
      return refused.json().retry_after as number;
    };
    const first = await lockOnce(1);
    // The first lock ran out (and its failures left the window).
    await db
      .updateTable('login_locks')
      .set({ locked_until: sql`now()` })
      .where('phone', '=', user.phone)
      .execute();
    await db.deleteFrom('rate_limit_hits').where('key', '=', `login-failure:phone:${user.phone}`).execute();
    expect((await post(app, '/auth/login', { phone: user.phone, password: user.password }, from('100.66.0.1'))).statusCode).toBe(200);
    const second = await lockOnce(2);
    expect(second).toBeGreaterThan(first * 1.9);
  });

  it('locks unknown phones alike, so a lock tells nothing about who has an account', async () => {
    const phone = '77019998877';
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n += 1)
      statuses.push((await post(app, '/auth/login', { phone, password: 'wrong-pass1' }, from(`198.18.${n}.1`))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(await outboxFor(app, phone)).toEqual([]);
  });
});

describe('client addresses behind the proxy', () => {
  it('counts the address the proxy saw, never the leftmost X-Forwarded-For entry a client wrote', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      // Each try claims another address on the left; the proxy appended the same real one on the right.
      statuses.push(
        (await post(app, '/auth/login', { phone: `7701555000${n}`, password: 'wrong-pass1' }, from(`10.9.9.${n}, 203.0.113.99`)))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
