import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  expectValidationErrors,
  bearer,
  outboxFor,
  passwordResetCode,
  post,
  registerUser,
  signUpCode,
  uniquePhone,
  updatePhoneCodes,
  setUpTestApp,
  resetPassword,
  wrongCode,
} from '../testing';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test));

describe('POST /auth/password/check', () => {
  it('accepts a password of 8 to 70 characters with a letter and a digit, repeated exactly', async () => {
    const response = await post(app, '/auth/password/check', { password: 'kolesa2026', password_confirmation: 'kolesa2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it.each([
    [{ password: 'kolesa2026', password_confirmation: 'kolesa2027' }, { password_confirmation: ['passwordMismatch'] }],
    [{ password: 'abc1', password_confirmation: 'abc1' }, { password: ['minLengthNotValid'] }],
    [{ password: 'abcdefgh', password_confirmation: 'abcdefgh' }, { password: ['passwordNeedsLetterAndDigit'] }],
    [{ password: 'password1', password_confirmation: 'password1' }, { password: ['passwordTooCommon'] }],
    [{ password: 'Jetkiz2026!', password_confirmation: 'Jetkiz2026!' }, { password: ['passwordTooCommon'] }],
    [{}, { password: ['fieldRequired'], password_confirmation: ['fieldRequired'] }],
  ])('answers 422 for %j', async (body, errors) => {
    const response = await post(app, '/auth/password/check', body);
    expectValidationErrors(response, errors);
  });
});

describe('POST /auth/password/forgot', () => {
  it('answers the same for a phone with and without an account, and texts only the account', async () => {
    const user = await registerUser(app);
    const stranger = uniquePhone();
    const known = await post(app, '/auth/password/forgot', { phone: user.phone });
    const unknown = await post(app, '/auth/password/forgot', { phone: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ resend_timeout: 60 });
    expect(unknown.json()).toEqual(known.json());
    expect((await outboxFor(app, user.phone))[0].body).toMatch(/\b\d{4}\b/);
    expect(await outboxFor(app, stranger)).toHaveLength(0);

    const knownAgain = await post(app, '/auth/password/forgot', { phone: user.phone });
    const unknownAgain = await post(app, '/auth/password/forgot', { phone: stranger });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json().error_type).toBe('phone_confirmation');
    expect(unknownAgain.json().error_type).toBe('phone_confirmation');
  });

  it('answers 422 for a bad phone', async () => {
    const response = await post(app, '/auth/password/forgot', { phone: '+7 (701)' });
    expect(response.json()).toMatchObject({ error_type: 'validation', validation_errors: { phone: ['phoneNotValid'] } });
  });
});

describe('POST /auth/password/forgot/check', () => {
  it('accepts the right code, refuses a wrong one, and answers token_expired for an expired one', async () => {
    const user = await registerUser(app);
    const code = await passwordResetCode(app, user.phone);
    const wrong = await post(app, '/auth/password/forgot/check', { phone: user.phone, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error_type: 'invalid_code', validation_errors: { code: ['invalidCode'] } });
    expect((await post(app, '/auth/password/forgot/check', { phone: user.phone, code })).json()).toEqual({ success: true });

    await updatePhoneCodes(db, user.phone, { expires_at: new Date(Date.now() - 1000), confirmed_at: null });
    const expired = await post(app, '/auth/password/forgot/check', { phone: user.phone, code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error_type).toBe('token_expired');
  });

  it('does not accept a sign-up code for a password reset', async () => {
    const { phone, code } = await signUpCode(app);
    const response = await post(app, '/auth/password/forgot/check', { phone, code });
    expect(response.json().error_type).toBe('token_expired');
  });

  it('answers 429 on the 6th try after 5 wrong codes', async () => {
    const user = await registerUser(app);
    const code = await passwordResetCode(app, user.phone);
    for (let tries = 0; tries < 5; tries += 1) await post(app, '/auth/password/forgot/check', { phone: user.phone, code: wrongCode(code) });
    expect((await post(app, '/auth/password/forgot/check', { phone: user.phone, code })).statusCode).toBe(429);
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the new password, revokes every other token and answers a new one', async () => {
    const user = await registerUser(app);
    const otherSession = (await post(app, '/auth/login', { phone: user.phone, password: user.password })).json().token;
    const code = await passwordResetCode(app, user.phone);
    await post(app, '/auth/password/forgot/check', { phone: user.phone, code });
    const reset = await resetPassword(app, user.phone, code, 'new-pass1');
    expect(reset.statusCode).toBe(200);
    const { token } = reset.json();
    expect(token).toMatch(/^[\w-]{43}$/);

    for (const old of [user.token, otherSession])
      expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(old) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await post(app, '/auth/login', { phone: user.phone, password: user.password })).statusCode).toBe(401);
    expect((await post(app, '/auth/login', { phone: user.phone, password: 'new-pass1' })).statusCode).toBe(200);

    const reuse = await resetPassword(app, user.phone, code, 'third-pass3');
    expect(reuse.json().error_type).toBe('token_expired');
  });

  it('answers token_expired when the code expired before it was checked', async () => {
    const user = await registerUser(app);
    const code = await passwordResetCode(app, user.phone);
    await updatePhoneCodes(db, user.phone, { expires_at: new Date(Date.now() - 1000) });
    const response = await resetPassword(app, user.phone, code, 'new-pass1');
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('token_expired');
  });

  it('answers invalid_code for a wrong code', async () => {
    const user = await registerUser(app);
    const code = await passwordResetCode(app, user.phone);
    const response = await resetPassword(app, user.phone, wrongCode(code), 'new-pass1');
    expect(response.json().error_type).toBe('invalid_code');
  });

  it.each([
    [{ password: 'abc1', password_confirmation: 'abc1' }, { password: ['minLengthNotValid'] }],
    [{ password: 'abcdef', password_confirmation: 'abcdef' }, { password: ['minLengthNotValid', 'passwordNeedsLetterAndDigit'] }],
    [{ password: 'qwerty123', password_confirmation: 'qwerty123' }, { password: ['passwordTooCommon'] }],
    [{ password: 'kolesa2026', password_confirmation: 'kolesa2027' }, { password_confirmation: ['passwordMismatch'] }],
    [{ code: '' }, { code: ['fieldRequired'] }],
  ])('answers 422 for %j', async (overrides, errors) => {
    const response = await post(app, '/auth/password/reset', {
      phone: '77010000001',
      code: '1234',
      password: 'kolesa2026',
      password_confirmation: 'kolesa2026',
      ...overrides,
    });
    expectValidationErrors(response, errors);
  });
});
