import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { post, smsCode, uniquePhone, setUpTestApp } from '../testing';

let db: Db;
let app: FastifyInstance;

// No resend wait and a generous hourly limit, so only the daily caps are in play; one proxy hop, so addresses vary.
setUpTestApp((test) => ({ db, app } = test), {
  TRUST_PROXY: '1',
  SMS_RESEND_TIMEOUT_SECONDS: '0',
  LIMIT_SMS_PER_PHONE_PER_HOUR: '100',
  LIMIT_SMS_PER_PHONE_PER_DAY: '3',
  LIMIT_SMS_PER_IP_RANGE_PER_DAY: '4',
  LIMIT_WRONG_CODES_PER_PHONE_PER_DAY: '3',
  SMS_CODE_MAX_ATTEMPTS: '10',
});

const send = (phone: string, address: string) => post(app, '/auth/phone-confirmation/send', { phone }, { 'x-forwarded-for': address });
const confirm = (phone: string, code: string) => post(app, '/auth/phone-confirmation/confirm', { phone, code });
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('codes sent per phone per day', () => {
  it('allows the daily number of codes to one phone, whatever the address, then 429', async () => {
    const phone = uniquePhone();
    const statuses = [];
    for (const address of ['10.1.1.1', '10.1.2.1', '10.1.3.1', '10.1.4.1']) statuses.push((await send(phone, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the last 24 hours, not the calendar day: a code sent 23 hours ago still counts, 25 hours ago not', async () => {
    const phone = uniquePhone();
    const key = `sms:phone-day:${phone}`;
    await db
      .insertInto('rate_limit_hits')
      .values([0, 1].map(() => ({ key, hit_at: sql<Date>`now() - interval '23 hours'`, expires_at: sql<Date>`now() + interval '1 hour'` })))
      .execute();
    expect((await send(phone, '10.2.1.1')).statusCode).toBe(200);
    expect((await send(phone, '10.2.2.1')).statusCode).toBe(429);

    const later = uniquePhone();
    await db
      .insertInto('rate_limit_hits')
      .values(
        [0, 1, 2].map(() => ({
          key: `sms:phone-day:${later}`,
          hit_at: sql<Date>`now() - interval '25 hours'`,
          expires_at: sql<Date>`now()`,
        })),
      )
      .execute();
    expect((await send(later, '10.2.3.1')).statusCode).toBe(200);
  });
});

describe('codes sent per network per day', () => {
  it('counts a /24 together, so rotating addresses inside it gains nothing; another network is apart', async () => {
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await send(uniquePhone(), `203.0.113.${100 + n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await send(uniquePhone(), '203.0.114.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 together', async () => {
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await send(uniquePhone(), `2001:db8:aa:1::${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await send(uniquePhone(), '2001:db8:aa:2::1')).statusCode).toBe(200);
  });
});

describe('wrong codes per phone per day', () => {
  it('stops checking codes for a phone after the daily number of wrong ones, across new codes, even a right one', async () => {
    const phone = uniquePhone();
    expect((await send(phone, '10.4.1.1')).statusCode).toBe(200);
    const first = await smsCode(app, phone);
    expect((await confirm(phone, wrong(first))).statusCode).toBe(422);
    expect((await confirm(phone, wrong(first))).statusCode).toBe(422);
    // A new code does not bring new guesses.
    expect((await send(phone, '10.4.2.1')).statusCode).toBe(200);
    const second = await smsCode(app, phone);
    expect((await confirm(phone, wrong(second))).statusCode).toBe(422);
    const right = await confirm(phone, second);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
  });
});
