import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  expectValidationErrors,
  buildTestApp,
  outboxFor,
  post,
  registerUser,
  signUpCode,
  smsCode,
  uniquePhone,
  updatePhoneCodes,
  setUpTestApp,
  wrongCode,
} from '../testing';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test));

describe('POST /auth/phone-confirmation/send', () => {
  it('sends a 4-digit code by SMS and answers the resend timeout', async () => {
    const phone = uniquePhone();
    const response = await post(app, '/auth/phone-confirmation/send', {
      phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resend_timeout: 60 });
    const [sms] = await outboxFor(app, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms.body).toMatch(/\b\d{4}\b/);
  });

  it('writes the SMS in the language of the request', async () => {
    const phone = uniquePhone();
    await post(app, '/auth/phone-confirmation/send', { phone }, { 'accept-language': 'kk-KZ,kk;q=0.9' });
    expect((await outboxFor(app, phone))[0].body).toContain('растау коды');
  });

  it.each([
    [{}, { phone: ['fieldRequired'] }],
    [{ phone: '+7 (701) 123-45' }, { phone: ['phoneNotValid'] }],
    [{ phone: '12345678901' }, { phone: ['phoneNotValid'] }],
  ])('answers 422 for %j', async (body, errors) => {
    const response = await post(app, '/auth/phone-confirmation/send', body);
    expectValidationErrors(response, errors);
  });

  it('refuses a resend before resend_timeout with 429 phone_confirmation and the seconds left', async () => {
    const phone = uniquePhone();
    await post(app, '/auth/phone-confirmation/send', { phone });
    const again = await post(app, '/auth/phone-confirmation/send', { phone }, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(429);
    const body = again.json();
    expect(body).toMatchObject({ error_type: 'phone_confirmation', error_message: expect.stringContaining('resend the code') });
    expect(body.retry_after).toBeGreaterThan(45);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(again.headers['retry-after']).toBe(String(body.retry_after));
    expect(await outboxFor(app, phone)).toHaveLength(1);
  });

  it('sends again once the resend time has come, and the old code dies', async () => {
    const { phone, code: oldCode } = await signUpCode(app);
    await updatePhoneCodes(db, phone, { resend_at: new Date(Date.now() - 1000) });
    expect((await post(app, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
    const newCode = await smsCode(app, phone);
    expect(await outboxFor(app, phone)).toHaveLength(2);
    if (oldCode !== newCode) {
      expect((await post(app, '/auth/phone-confirmation/confirm', { phone, code: oldCode })).json().error_type).toBe('invalid_code');
    }
    expect((await post(app, '/auth/phone-confirmation/confirm', { phone, code: newCode })).statusCode).toBe(200);
  });

  it('answers phone_confirmed for a phone that already belongs to a user', async () => {
    const { phone } = await registerUser(app);
    const response = await post(app, '/auth/phone-confirmation/send', { phone });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_type: 'phone_confirmed', validation_errors: { phone: ['phoneAlreadyRegistered'] } });
  });

  it('sends at most 5 codes an hour to one phone (429 too_many_requests)', async () => {
    const quick = await buildTestApp(db, { SMS_RESEND_TIMEOUT_SECONDS: '0' });
    try {
      const phone = uniquePhone();
      for (let sent = 0; sent < 5; sent += 1) expect((await post(quick, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
      const sixth = await post(quick, '/auth/phone-confirmation/send', { phone });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
      expect(await outboxFor(quick, phone)).toHaveLength(5);
    } finally {
      await quick.close();
    }
  });
});

describe('POST /auth/phone-confirmation/confirm', () => {
  it('confirms the right code', async () => {
    const { phone, code } = await signUpCode(app);
    const response = await post(app, '/auth/phone-confirmation/confirm', { phone, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('answers invalid_code for a wrong code, on the code field', async () => {
    const { phone, code } = await signUpCode(app);
    const response = await post(app, '/auth/phone-confirmation/confirm', { phone, code: wrongCode(code) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error_type: 'invalid_code', validation_errors: { code: ['invalidCode'] } });
  });

  it('binds the code to its phone', async () => {
    const first = await signUpCode(app);
    const second = await signUpCode(app);
    if (first.code === second.code) return;
    const response = await post(app, '/auth/phone-confirmation/confirm', { phone: second.phone, code: first.code });
    expect(response.json().error_type).toBe('invalid_code');
  });

  it('answers register_ended for an expired code', async () => {
    const { phone, code } = await signUpCode(app);
    await updatePhoneCodes(db, phone, { expires_at: new Date(Date.now() - 1000) });
    const response = await post(app, '/auth/phone-confirmation/confirm', { phone, code });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('register_ended');
  });

  it('expires codes 5 minutes after sending', async () => {
    const { phone } = await signUpCode(app);
    const row = await db
      .selectFrom('phone_codes')
      .select(['created_at', 'expires_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60 * 1000);
  });

  it('answers register_ended when no code was sent', async () => {
    const response = await post(app, '/auth/phone-confirmation/confirm', { phone: uniquePhone(), code: '1234' });
    expect(response.json().error_type).toBe('register_ended');
  });

  it('kills the code after 5 wrong tries: the 6th try answers 429 even with the right code', async () => {
    const { phone, code } = await signUpCode(app);
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await post(app, '/auth/phone-confirmation/confirm', { phone, code: wrongCode(code) })).json().error_type).toBe(
        'invalid_code',
      );
    }
    const sixth = await post(app, '/auth/phone-confirmation/confirm', { phone, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
  });

  it.each([
    [{ phone: '77010000000' }, { code: ['fieldRequired'] }],
    [{ phone: '77010000000', code: '123' }, { code: ['invalidLength'] }],
    [{ phone: '77010000000', code: '12a4' }, { code: ['onlyNumbersRequired'] }],
    [{ code: '1234' }, { phone: ['fieldRequired'] }],
  ])('answers 422 for %j', async (body, errors) => {
    const response = await post(app, '/auth/phone-confirmation/confirm', body);
    expectValidationErrors(response, errors);
  });
});
