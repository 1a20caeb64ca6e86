import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Updateable } from 'kysely';
import type { Database, Db } from '../db';

let phoneCount = 0;

/** A phone number no other test of this file has used, normalized (7 and ten digits). */
export function uniquePhone(): string {
  phoneCount += 1;
  return `7701${String(phoneCount).padStart(7, '0')}`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** A POST of a body as it is, with its content type: for bodies no client would build from an object. */
export function postRaw(app: FastifyInstance, url: string, contentType: string, payload: string | Buffer): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** POST /auth/password/reset with the new password typed twice. */
export function resetPassword(app: FastifyInstance, phone: string, code: string, password: string): Promise<LightMyRequestResponse> {
  return post(app, '/auth/password/reset', { phone, code, password, password_confirmation: password });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface OutboxItem {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** Messages to a phone or address, newest first, read the way e2e tests read them: GET /dev/outbox. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`GET /dev/outbox answered ${response.statusCode}`);
  return response.json<{ items: OutboxItem[] }>().items;
}

/** The code of the latest SMS to phone. */
export async function smsCode(app: FastifyInstance, phone: string): Promise<string> {
  const [latest] = await outboxFor(app, phone);
  const code = latest?.channel === 'sms' ? /\b(\d{4})\b/.exec(latest.body)?.[1] : undefined;
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}

/** The phone's codes changed in the database: how a test moves their times (expiry, resend, confirmation) into the past. */
export async function updatePhoneCodes(db: Db, phone: string, changes: Updateable<Database['phone_codes']>): Promise<void> {
  await db.updateTable('phone_codes').set(changes).where('phone', '=', phone).execute();
}

/** A code that is not `code`: what a person who mistyped sends. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** A sign-up code sent to the phone through the API and read from the outbox, not confirmed yet. */
export async function signUpCode(app: FastifyInstance, phone = uniquePhone()): Promise<{ phone: string; code: string }> {
  expect((await post(app, '/auth/phone-confirmation/send', { phone })).statusCode).toBe(200);
  return { phone, code: await smsCode(app, phone) };
}

/** The first step of a sign-up through the API: a code sent to the phone, read from the outbox and confirmed. */
export async function confirmedPhone(app: FastifyInstance, phone = uniquePhone()): Promise<{ phone: string; code: string }> {
  const { code } = await signUpCode(app, phone);
  expect((await post(app, '/auth/phone-confirmation/confirm', { phone, code })).statusCode).toBe(200);
  return { phone, code };
}

/** The first step of a password reset through the API: a reset asked for the phone, and the code it texted. */
export async function passwordResetCode(app: FastifyInstance, phone: string): Promise<string> {
  expect((await post(app, '/auth/password/forgot', { phone })).statusCode).toBe(200);
  return smsCode(app, phone);
}

/** The first link of the latest e-mail to address. */
export async function emailLink(app: FastifyInstance, address: string): Promise<URL> {
  const [latest] = await outboxFor(app, address);
  const link = latest?.channel === 'email' ? /https?:\/\/\S+/.exec(latest.body)?.[0] : undefined;
  if (!link) throw new Error(`no e-mailed link to ${address}`);
  return new URL(link);
}

export interface RegisteredUser {
  phone: string;
  password: string;
  email: string;
  token: string;
  userId: number;
}

/** Signs a new user up through the API: send code → read it from the outbox → confirm → register. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ phone: string; password: string; email: string; first_name: string }> = {},
): Promise<RegisteredUser> {
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? 'secret123';
  const email = overrides.email ?? `user${phone}@example.kz`;
  const { code } = await confirmedPhone(app, phone);
  const response = await post(app, '/auth/register', {
    phone,
    code,
    password,
    password_confirmation: password,
    email,
    first_name: overrides.first_name ?? 'Айгерим',
  });
  expect(response.statusCode).toBe(200);
  const { token, user } = response.json<{ token: string; user: { id: number } }>();
  return { phone, password, email, token, userId: user.id };
}

/** Polls until check passes (background jobs run on their own clock). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The response is spec §8's 422 with exactly these fields' message keys. */
export function expectValidationErrors(response: LightMyRequestResponse, errors: Record<string, unknown>): void {
  expect([response.statusCode, response.json()]).toEqual([
    422,
    { error_type: 'validation', error_message: expect.any(String), validation_errors: errors },
  ]);
}
