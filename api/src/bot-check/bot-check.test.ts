import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  createTestDatabase,
  listenOnFreePort,
  parcelBody,
  post,
  registerUser,
  tripBody,
  uniquePhone,
  type ListeningServer,
} from '../testing';

/** A stand-in for Google's siteverify: a token 'human:<action>:<score>' verifies with that action and score. */
let siteverify: ListeningServer;
let verifyUrl: string;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const [kind, action, score] = (form.get('response') ?? '').split(':');
      const answer =
        kind === 'human' && form.get('secret') === 'test-secret'
          ? { success: true, action, score: Number(score), hostname: 'localhost' }
          : { success: false, 'error-codes': ['invalid-input-response'] };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  siteverify = await listenOnFreePort(server);
  verifyUrl = `${siteverify.url}/siteverify`;
});
afterAll(() => siteverify.close());

describe('bot check with reCAPTCHA on', () => {
  let app: FastifyInstance;
  let plain: FastifyInstance;

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    app = await buildTestApp(db, {
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_MIN_SCORE: '0.5',
      RECAPTCHA_VERIFY_URL: verifyUrl,
      LOG_LEVEL: 'error',
    });
    plain = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
  });

  it('lets a human through with the action of the call', async () => {
    const response = await post(app, '/auth/phone-confirmation/send', {
      phone: uniquePhone(),
      google_recaptcha_token: 'human:verify_phone:0.9',
      google_recaptcha_action: 'verify_phone',
    });
    expect(response.statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('remoteip')).toBe('127.0.0.1');
  });

  it.each([
    ['no token', {}],
    ['a token Google refuses', { google_recaptcha_token: 'forged' }],
    ["another call's action", { google_recaptcha_token: 'human:login:0.9' }],
    ['a score under the minimum', { google_recaptcha_token: 'human:verify_phone:0.3' }],
  ])('answers the recaptcha error for %s', async (_case, fields) => {
    const response = await post(app, '/auth/phone-confirmation/send', { phone: uniquePhone(), ...fields });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error_type: 'recaptcha', error_message: expect.any(String) });
  });

  it.each([
    ['/auth/login', 'login', { phone: '77010000000', password: 'secret123' }],
    [
      '/auth/register',
      'register',
      {
        phone: '77010000000',
        code: '1234',
        password: 'secret123',
        password_confirmation: 'secret123',
        email: 'a@b.kz',
        first_name: 'Ұлжан',
      },
    ],
    ['/auth/phone-confirmation/confirm', 'verify_phone_code', { phone: '77010000000', code: '1234' }],
    ['/auth/password/check', 'verify_password', { password: 'secret123', password_confirmation: 'secret123' }],
    ['/auth/password/forgot', 'password_forgot', { phone: '77010000000' }],
    ['/auth/password/forgot/check', 'verify_phone_code', { phone: '77010000000', code: '1234' }],
    [
      '/auth/password/reset',
      'password_reset',
      { phone: '77010000000', code: '1234', password: 'secret123', password_confirmation: 'secret123' },
    ],
    ['/trips', 'create_trip', tripBody({ contact_phone: '77010000001', contact_email: 'guest-trip@example.kz' })],
    ['/parcels', 'create_parcel', parcelBody({ guest_phone: '77010000002', guest_email: 'guest-parcel@example.kz' })],
  ])('checks %s with the %s action', async (url, action, body) => {
    const refused = await post(app, url, { ...body, google_recaptcha_token: 'human:some_other_action:0.9' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_type).toBe('recaptcha');
    const passed = await post(app, url, { ...body, google_recaptcha_token: `human:${action}:0.9` });
    expect(passed.json().error_type).not.toBe('recaptcha');
  });

  it('refuses when siteverify cannot be reached', async () => {
    const { db } = await createTestDatabase();
    const offline = await buildTestApp(db, {
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      LOG_LEVEL: 'silent',
    });
    try {
      const response = await post(offline, '/auth/password/forgot', {
        phone: uniquePhone(),
        google_recaptcha_token: 'human:password_forgot:0.9',
      });
      expect(response.json().error_type).toBe('recaptcha');
    } finally {
      await offline.close();
    }
  });

  it('is off by default', async () => {
    const user = await registerUser(plain);
    expect((await post(plain, '/auth/login', { phone: user.phone, password: user.password })).statusCode).toBe(200);
  });
});
