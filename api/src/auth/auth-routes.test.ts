import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { createJobQueue } from '../jobs';
import { createOutbox, keepInOutbox } from '../outbox';
import { createPendingActions } from '../pending-actions';
import {
  expectValidationErrors,
  bearer,
  confirmedPhone,
  emailLink,
  outboxFor,
  passwordResetCode,
  post,
  registerUser,
  signUpCode,
  testConfig,
  uniquePhone,
  updatePhoneCodes,
  setUpTestApp,
  resetPassword,
  wrongCode,
} from '../testing';
import { createGuestAccounts } from './accounts';

let db: Db;
let app: FastifyInstance;

setUpTestApp((test) => ({ db, app } = test));

function registration(phone: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    phone,
    code,
    password: 'secret123',
    password_confirmation: 'secret123',
    email: `u${phone}@example.kz`,
    first_name: 'Құрманғазы',
    ...overrides,
  };
}

describe('POST /auth/register', () => {
  it('creates the account, answers a token and the user, and e-mails the confirmation link', async () => {
    const { phone, code } = await confirmedPhone(app);
    const response = await post(app, '/auth/register', registration(phone, code, { email: 'Aigerim.K@Example.KZ' }), {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toEqual({
      id: expect.any(Number),
      first_name: 'Құрманғазы',
      email: 'aigerim.k@example.kz',
      phone_number: phone,
      avatar_url: null,
      email_confirmed: false,
      verification_status: 'not_started',
    });
    const link = await emailLink(app, 'aigerim.k@example.kz');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/en/confirm-email');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it.each([
    ['phone', { phone: '7701' }, 'phoneNotValid'],
    ['code', { code: '12' }, 'invalidLength'],
    ['password', { password: 'short1', password_confirmation: 'short1' }, 'minLengthNotValid'],
    ['password', { password: 'onlyletters', password_confirmation: 'onlyletters' }, 'passwordNeedsLetterAndDigit'],
    ['password', { password: `a1${'x'.repeat(69)}`, password_confirmation: `a1${'x'.repeat(69)}` }, 'maxLengthNotValid'],
    ['password_confirmation', { password_confirmation: 'secret124' }, 'passwordMismatch'],
    ['email', { email: 'not-an-email' }, 'emailNotValid'],
    ['email', { email: '' }, 'fieldRequired'],
    ['first_name', { first_name: 'A' }, 'minLengthNotValid'],
    ['first_name', { first_name: 'R2D2' }, 'onlyLettersRequired'],
  ])('answers 422 on %s for %j', async (field, overrides, key) => {
    const response = await post(app, '/auth/register', registration('77019999999', '1234', overrides));
    expectValidationErrors(response, { [field]: expect.arrayContaining([key]) });
  });

  it('tells a user whose e-mail is already registered to log in, and keeps the code usable', async () => {
    const existing = await registerUser(app);
    const { phone, code } = await confirmedPhone(app);
    const response = await post(app, '/auth/register', registration(phone, code, { email: existing.email.toUpperCase() }));
    expectValidationErrors(response, { email: ['emailAlreadyRegistered'] });
    expect((await post(app, '/auth/register', registration(phone, code))).statusCode).toBe(200);
  });

  it('answers register_ended for a code that was never confirmed', async () => {
    const { phone, code } = await signUpCode(app);
    const response = await post(app, '/auth/register', registration(phone, code));
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('register_ended');
  });

  it('answers register_ended when the confirmed code is too old', async () => {
    const { phone, code } = await confirmedPhone(app);
    await updatePhoneCodes(db, phone, { confirmed_at: new Date(Date.now() - 11 * 60 * 1000) });
    const response = await post(app, '/auth/register', registration(phone, code));
    expect(response.json().error_type).toBe('register_ended');
  });

  it('answers invalid_code for a code other than the confirmed one', async () => {
    const { phone, code } = await confirmedPhone(app);
    const response = await post(app, '/auth/register', registration(phone, wrongCode(code)));
    expect(response.json().error_type).toBe('invalid_code');
  });

  it('uses the code once: a second registration with it is refused', async () => {
    const { phone, code } = await confirmedPhone(app);
    expect((await post(app, '/auth/register', registration(phone, code))).statusCode).toBe(200);
    const again = await post(app, '/auth/register', registration(phone, code, { email: 'other@example.kz' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().error_type).toBe('phone_confirmed');
  });
});

describe('POST /auth/login', () => {
  it('answers a token, with the proceed flag while the e-mail is not confirmed', async () => {
    const user = await registerUser(app);
    const response = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), status: 'proceed', error_type: 'email_confirmation' });
  });

  it('answers no flag once the e-mail is confirmed', async () => {
    const user = await registerUser(app);
    const token = (await emailLink(app, user.email)).searchParams.get('token');
    expect((await post(app, '/email-confirmation/confirm', { token })).statusCode).toBe(200);
    const response = await post(app, '/auth/login', {
      phone: `+7 (${user.phone.slice(1, 4)}) ${user.phone.slice(4, 7)}-${user.phone.slice(7, 9)}-${user.phone.slice(9)}`,
      password: user.password,
    });
    expect(response.json()).toEqual({ token: expect.any(String) });
  });

  it('answers the same 401 for a wrong password and an unknown phone', async () => {
    const user = await registerUser(app);
    const wrongPassword = await post(app, '/auth/login', { phone: user.phone, password: 'wrong-password1' });
    const unknownPhone = await post(app, '/auth/login', { phone: uniquePhone(), password: user.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownPhone.json());
    expect(wrongPassword.json().error_type).toBe('unauthorized');
  });

  it('answers 422 without phone or password', async () => {
    const response = await post(app, '/auth/login', { phone: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ phone: ['fieldRequired'], password: ['fieldRequired'] });
  });

  it('hands over the pending action of the user once', async () => {
    const user = await registerUser(app);
    await db
      .transaction()
      .execute((trx) => createPendingActions().add(trx, user.userId, { action: 'redirect', redirect_to: 'trips_sample', parcel_id: 42 }));
    const first = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(first.json()).toMatchObject({ action: 'redirect', redirect_to: 'trips_sample', parcel_id: 42 });
    const second = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(second.json().action).toBeUndefined();
  });

  it('throttles login to 5 a minute per phone and IP: the 6th answers 429 even with the right password', async () => {
    const user = await registerUser(app);
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await post(app, '/auth/login', { phone: user.phone, password: 'wrong-password1' })).statusCode).toBe(401);
    }
    const sixth = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
    const otherAddress = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { phone: user.phone, password: user.password },
      remoteAddress: '10.0.0.7',
    });
    expect(otherAddress.statusCode).toBe(200);
  });
});

describe('GET /me and POST /auth/logout', () => {
  it('answers the user of the token, and 401 after logout', async () => {
    const user = await registerUser(app, { first_name: 'Үміт' });
    const me = await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.userId,
      first_name: 'Үміт',
      email: user.email,
      phone_number: user.phone,
      avatar_url: null,
      email_confirmed: false,
      verification_status: 'not_started',
    });

    const logout = await post(app, '/auth/logout', undefined, bearer(user.token));
    expect(logout.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer(user.token) })).statusCode).toBe(401);
    expect((await post(app, '/auth/logout', undefined, bearer(user.token))).statusCode).toBe(401);
  });

  it('answers 401 unauthorized without a token or with a made-up one', async () => {
    const none = await app.inject({ method: 'GET', url: '/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error_type).toBe('unauthorized');
    expect((await app.inject({ method: 'GET', url: '/me', headers: bearer('x'.repeat(43)) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });
});

describe('guest accounts', () => {
  async function createGuest(overrides: Partial<{ phone: string; email: string }> = {}) {
    const config = testConfig();
    const jobs = createJobQueue({ db, logger: app.log, ...config.jobs });
    const outbox = createOutbox({ db, jobs, senders: { sms: keepInOutbox, email: keepInOutbox } });
    const phone = overrides.phone ?? uniquePhone();
    const email = overrides.email ?? `guest${phone}@example.kz`;
    const result = await db
      .transaction()
      .execute((trx) => createGuestAccounts({ config, outbox }).create(trx, { phone, email, first_name: 'Ұлжан', locale: 'ru' }));
    return { phone, email, ...result };
  }

  it('creates an account without a password and e-mails the login with a link to set one by SMS', async () => {
    const guest = await createGuest();
    expect(guest.created).toBe(true);
    expect(guest.user).toMatchObject({ phone_number: guest.phone, email: guest.email, first_name: 'Ұлжан' });
    const [mail] = await outboxFor(app, guest.email);
    expect(mail.subject).toBe('Jetkiz: данные для входа');
    expect(mail.body).toContain(
      `+7 (${guest.phone.slice(1, 4)}) ${guest.phone.slice(4, 7)}-${guest.phone.slice(7, 9)}-${guest.phone.slice(9)}`,
    );
    const link = await emailLink(app, guest.email);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/ru');
    expect(Object.fromEntries(link.searchParams)).toEqual({ modal: 'forgot-password-verify-phone', phone: guest.phone });

    expect((await post(app, '/auth/login', { phone: guest.phone, password: 'anything1' })).statusCode).toBe(401);
    const code = await passwordResetCode(app, guest.phone);
    expect((await post(app, '/auth/password/forgot/check', { phone: guest.phone, code })).statusCode).toBe(200);
    const reset = await resetPassword(app, guest.phone, code, 'guest-pass1');
    expect(reset.statusCode).toBe(200);
    expect((await post(app, '/auth/login', { phone: guest.phone, password: 'guest-pass1' })).statusCode).toBe(200);
  });

  it("returns the phone's existing account as it is, and refuses an e-mail of another account", async () => {
    const member = await registerUser(app);
    const again = await createGuest({ phone: member.phone, email: 'whatever@example.kz' });
    expect(again).toMatchObject({ created: false, user: { id: member.userId, email: member.email } });
    await expect(createGuest({ email: member.email })).rejects.toMatchObject({
      statusCode: 422,
      extra: { validation_errors: { email: ['emailAlreadyRegistered'] } },
    });
  });

  it('POST /auth/auto-register/send e-mails the login again, and answers the same for an unknown address', async () => {
    const guest = await createGuest();
    const resend = await post(app, '/auth/auto-register/send', { email: guest.email.toUpperCase() }, { 'accept-language': 'en' });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ success: true });
    const mails = await outboxFor(app, guest.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Jetkiz: your login information');

    const unknown = await post(app, '/auth/auto-register/send', { email: 'nobody@example.kz' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await outboxFor(app, 'nobody@example.kz')).toHaveLength(0);

    const member = await registerUser(app);
    await post(app, '/auth/auto-register/send', { email: member.email });
    expect((await outboxFor(app, member.email)).filter((mail) => mail.subject?.includes('login'))).toHaveLength(0);
  });

  it('POST /auth/auto-register/send answers 422 for a bad address', async () => {
    const response = await post(app, '/auth/auto-register/send', { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ email: ['emailNotValid'] });
  });
});
