import { kazakhstanToday, type BotCheckAction } from '@jetkiz/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BotCheck } from '../bot-check';
import type { Db } from '../db';
import { ApiError } from '../http';
import { bearer, expectValidationErrors } from './flows';

/** A date n days from today in Kazakhstan, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const today = new Date(`${kazakhstanToday()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const ALMATY = 1;
export const ASTANA = 2;
export const SHYMKENT = 3;

export function parcelBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'parcel',
    weight_class: 'M',
    weight_kg: 2,
    image_ids: [],
    description: 'Книги и документы',
    deadline: daysFromToday(10),
    from_city_id: ALMATY,
    to_city_id: ASTANA,
    reward: 5000,
    ...overrides,
  };
}

export function tripBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    from_city_id: ALMATY,
    to_city_id: ASTANA,
    trip_date: daysFromToday(5),
    return_date: null,
    is_logistic_company: false,
    offered_amount: 4000,
    weight_allowance: 'baggage',
    first_name: 'Ерлан',
    delivery_type: 'railway',
    ...overrides,
  };
}

function send(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

/** POST /parcels; answers the parsed body, failing the test on any status but 201. */
export async function createParcel(
  app: FastifyInstance,
  token: string | null,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; guest_token?: string }> {
  const response = await send(app, 'POST', '/parcels', token, parcelBody(overrides));
  if (response.statusCode !== 201) throw new Error(`POST /parcels answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

export async function createTrip(app: FastifyInstance, token: string | null, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await send(app, 'POST', '/trips', token, tripBody(overrides));
  if (response.statusCode !== 201) throw new Error(`POST /trips answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** GET `url` as the token's user; answers the parsed body, failing the test on any status but 200. */
export async function readJson<T>(app: FastifyInstance, token: string | null, url: string): Promise<T> {
  const response = await send(app, 'GET', url, token);
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

/** Almaty → Astana yesterday, written straight to the table (the API refuses a past date), for what must leave it out. */
export async function insertYesterdaysTrip(db: Db, travelerId: number, offeredAmount: number): Promise<void> {
  await db
    .insertInto('trips')
    .values({
      traveler_id: travelerId,
      from_city_id: ALMATY,
      to_city_id: ASTANA,
      trip_date: daysFromToday(-1),
      offered_amount: offeredAmount,
      weight_allowance: 'baggage',
      weight_limit_kg: 5,
      first_name: 'Вчера',
      delivery_type: 'address',
      locale: 'ru',
    })
    .execute();
}

export function request(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
  url: string,
  token: string | null = null,
  payload?: object,
) {
  return send(app, method, url, token, payload);
}

/**
 * A stand-in verifier for the gated actions (the marketplace's by default; others pass): a token 'human:<action>'
 * passes for that action, anything else fails with the real verifier's answer (403 recaptcha). Remembers the actions.
 */
export function fakeBotCheck(gated: BotCheckAction[] = ['create_parcel', 'create_trip']): FakeBotCheck {
  const actions: BotCheckAction[] = [];
  const humanToken = (action: BotCheckAction) => `human:${action}`;
  return {
    actions,
    async assertHuman(body, action) {
      actions.push(action);
      if (gated.includes(action) && body.google_recaptcha_token !== humanToken(action))
        throw new ApiError(403, 'recaptcha', 'The robot check failed, try again or reload the page.');
    },
    human: (action) => ({ google_recaptcha_token: humanToken(action), google_recaptcha_action: action }),
    expectRefused(response, action) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error_type).toBe('recaptcha');
      expect(actions.at(-1)).toBe(action);
    },
  };
}

export interface FakeBotCheck extends BotCheck {
  actions: BotCheckAction[];
  /** The recaptcha fields of a request that passes for `action`. */
  human(action: BotCheckAction): { google_recaptcha_token: string; google_recaptcha_action: BotCheckAction };
  /** The request was refused (403 recaptcha) and the last action checked was `action`. */
  expectRefused(response: LightMyRequestResponse, action: BotCheckAction): void;
}

/** A case of a create form's check: what it is, the changes to a form that passes, the field keys of the 422. */
type FormCase = [description: string, changes: Record<string, unknown>, errors: Record<string, unknown>];

/**
 * The checks a marketplace create route makes of its form: 422 with the field keys for each case's changes to a
 * form that passes the bot check for `action`, and the recaptcha error for `action` when the bot check gets `botToken`.
 * `send` posts the form's fields as the route's body.
 */
export function itChecksTheForm({
  botCheck,
  action,
  cases,
  botToken,
  send,
}: {
  botCheck: FakeBotCheck;
  action: BotCheckAction;
  cases: FormCase[];
  botToken: string;
  send: (fields: Record<string, unknown>) => Promise<LightMyRequestResponse>;
}): void {
  it.each(cases)('answers 422 with field keys for %s', async (_case, changes, errors) => {
    expectValidationErrors(await send({ ...botCheck.human(action), ...changes }), errors);
  });

  it(`answers the recaptcha error when the bot check fails, for the ${action} action`, async () => {
    botCheck.expectRefused(await send({ google_recaptcha_token: botToken }), action);
  });
}

export interface UploadFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data request body with every file under `images[]`, as the widget sends it. */
export function multipartImages(files: UploadFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jetkiz${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bytes that start like a PNG (its 8-byte signature), padded to size. */
export function pngBytes(size = 2000): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** Bytes that start like a JPEG (FF D8 FF), padded to size. */
export function jpegBytes(size = 2000): Buffer {
  const bytes = Buffer.alloc(size, 9);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

export async function uploadImages(
  app: FastifyInstance,
  files: UploadFile[],
  token: string | null = null,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartImages(files);
  return app.inject({ method: 'POST', url: '/parcels/images', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}
