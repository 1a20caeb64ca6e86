import { MESSAGE_KEYS as K } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import {
  bearer,
  expectValidationErrors,
  createParcel,
  createTrip,
  daysFromToday,
  fakeBotCheck,
  parcelBody,
  postRaw,
  registerUser,
  tripBody,
  uniquePhone,
  setUpTestApp,
} from '../testing';

let db: Db;
let app: FastifyInstance;
let token: string;
let parcelId: number;
const botCheck = fakeBotCheck([]);

const TABLES = [
  'users',
  'auth_tokens',
  'phone_codes',
  'email_tokens',
  'pending_actions',
  'outbox_messages',
  'callback_requests',
  'subscriptions',
  'trips',
  'trip_confirmations',
  'parcels',
  'parcel_guest_tokens',
  'binds',
];

/** Rows in every table a handler writes, and the rate-limit hits every handler counts first. */
async function footprint(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0].count);
  }
  const { rows } = await sql<{ hits: string | null }>`select sum(hits) as hits from rate_limits`.execute(db);
  counts.rate_limit_hits = Number(rows[0].hits ?? 0);
  return counts;
}

setUpTestApp(
  async (test) => {
    ({ db, app } = test);
    ({ token } = await registerUser(app));
    parcelId = (await createParcel(app, token)).id;
    await createTrip(app, token);
  },
  {},
  { botCheck },
);

type Method = 'GET' | 'POST' | 'PATCH';
type Errors = Record<string, string[]>;
type Case = [description: string, method: Method, url: string, payload: object | undefined, errors: Errors];

/** The cases of one route, each described under the route's name. */
function casesOf(name: string, method: Method, url: string, rows: [what: string, payload: object | undefined, errors: Errors][]): Case[] {
  return rows.map(([what, payload, errors]) => [`${name}: ${what}`, method, url, payload, errors]);
}

const phone = uniquePhone();
const register = {
  phone,
  code: '1234',
  password: 'saule2026',
  password_confirmation: 'saule2026',
  email: 'saule@example.kz',
  first_name: 'Сауле',
};
const registerWithPassword = (password: string) => ({ ...register, password, password_confirmation: password });

function cases(): Case[] {
  return [
    ['phone send: a short phone', 'POST', '/auth/phone-confirmation/send', { phone: '123' }, { phone: [K.phoneNotValid] }],
    [
      'phone confirm: a code of letters',
      'POST',
      '/auth/phone-confirmation/confirm',
      { phone, code: '12a' },
      { code: [K.invalidLength, K.onlyNumbersRequired] },
    ],
    ...casesOf('register', 'POST', '/auth/register', [
      ['no code', { ...register, code: '' }, { code: [K.fieldRequired] }],
      ['a bad phone', { ...register, phone: '8701' }, { phone: [K.phoneNotValid] }],
      ['a short password', registerWithPassword('abc12'), { password: [K.minLengthNotValid] }],
      ['a long password', registerWithPassword(`a1${'x'.repeat(69)}`), { password: [K.maxLengthNotValid] }],
      ['a password without a digit', registerWithPassword('abcdefgh'), { password: [K.passwordNeedsLetterAndDigit] }],
      ['a common password', registerWithPassword('Password1'), { password: [K.passwordTooCommon] }],
      ['a different repetition', { ...register, password_confirmation: 'saule2027' }, { password_confirmation: [K.passwordMismatch] }],
      ['a bad e-mail', { ...register, email: 'saule' }, { email: [K.emailNotValid] }],
      ['a name with digits', { ...register, first_name: 'R2D2' }, { first_name: [K.onlyLettersRequired] }],
      ['a one-letter name', { ...register, first_name: 'А' }, { first_name: [K.minLengthNotValid] }],
      ['a NUL byte', { ...register, first_name: 'Сау\u0000ле' }, { first_name: [K.invalidCharacters] }],
    ]),
    ...casesOf('login', 'POST', '/auth/login', [
      ['nothing', { phone: '', password: '' }, { phone: [K.fieldRequired], password: [K.fieldRequired] }],
      ['a lone surrogate', { phone, password: 'x\uD800' }, { password: [K.invalidCharacters] }],
    ]),
    [
      'password check: a reset password below the registration rule',
      'POST',
      '/auth/password/check',
      { password: 'abcdef', password_confirmation: 'abcdef' },
      { password: [K.minLengthNotValid, K.passwordNeedsLetterAndDigit] },
    ],
    ['password forgot: a bad phone', 'POST', '/auth/password/forgot', { phone: '1' }, { phone: [K.phoneNotValid] }],
    ['password forgot check: no code', 'POST', '/auth/password/forgot/check', { phone }, { code: [K.fieldRequired] }],
    ...casesOf('password reset', 'POST', '/auth/password/reset', [
      [
        'a common password',
        { phone, code: '1234', password: 'qwerty123', password_confirmation: 'qwerty123' },
        { password: [K.passwordTooCommon] },
      ],
      ['six characters', { phone, code: '1234', password: 'abc123', password_confirmation: 'abc123' }, { password: [K.minLengthNotValid] }],
    ]),
    ['auto-register send: a bad e-mail', 'POST', '/auth/auto-register/send', { email: 'nope' }, { email: [K.emailNotValid] }],
    ['e-mail confirm: no token', 'POST', '/email-confirmation/confirm', {}, { token: [K.fieldRequired] }],
    ...casesOf('callback', 'POST', '/callback/send', [
      ['no name, a bad phone', { first_name: '', phone: '1' }, { first_name: [K.fieldRequired], phone: [K.phoneNotValid] }],
      ['a long question', { first_name: 'Сауле', phone, question: 'x'.repeat(2001) }, { question: [K.maxLengthNotValid] }],
    ]),
    ['subscribe: a bad e-mail', 'POST', '/malling/subscribe', { email: 'x@' }, { email: [K.emailNotValid] }],
    ...casesOf('parcel', 'POST', '/parcels', [
      ['an unknown type', parcelBody({ type: 'box' }), { type: [K.untitledError] }],
      ['a reward of "Infinity"', parcelBody({ reward: 'Infinity' }), { reward: [K.onlyNumbersRequired, K.invalidMaxValue] }],
      ['a reward of "1e9"', parcelBody({ reward: '1e9' }), { reward: [K.invalidMaxValue] }],
      ['a reward of 0', parcelBody({ reward: 0 }), { reward: [K.invalidMinValue] }],
      ['a fractional reward', parcelBody({ reward: 100.5 }), { reward: [K.onlyNumbersRequired] }],
      ['a deadline years ahead', parcelBody({ deadline: daysFromToday(365 * 3) }), { deadline: [K.dateTooFar] }],
      ['a date that does not exist', parcelBody({ deadline: '2027-02-30' }), { deadline: [K.untitledError] }],
      ['a NUL byte in the description', parcelBody({ description: 'книги\u0000' }), { description: [K.invalidCharacters] }],
      ['a NUL byte in a photo id', parcelBody({ image_ids: ['a\u0000'] }), { 'image_ids[0]': [K.invalidCharacters] }],
      ['a NUL byte in a field no rule names', parcelBody({ note: '\u0000' }), { note: [K.invalidCharacters] }],
    ]),
    ['parcel update: a fractional reward', 'PATCH', '/parcels/{parcel}', { reward: 1.5 }, { reward: [K.onlyNumbersRequired] }],
    ...casesOf('trip', 'POST', '/trips', [
      [
        'an offered amount of "Infinity"',
        tripBody({ offered_amount: 'Infinity' }),
        { offered_amount: [K.onlyNumbersRequired, K.invalidMaxValue] },
      ],
      ['an offered amount of "NaN"', tripBody({ offered_amount: 'NaN' }), { offered_amount: [K.onlyNumbersRequired] }],
      ['a negative amount', tripBody({ offered_amount: -5 }), { offered_amount: [K.invalidMinValue] }],
      ['an amount over 10,000,000', tripBody({ offered_amount: 10_000_001 }), { offered_amount: [K.invalidMaxValue] }],
      ['a return years ahead', tripBody({ return_date: daysFromToday(365 * 3) }), { return_date: [K.dateTooFar] }],
      ['an unknown delivery type', tripBody({ delivery_type: 'harbour' }), { delivery_type: [K.untitledError] }],
    ]),
    ['trip confirm: no token', 'POST', '/trips/confirm', {}, { token: [K.fieldRequired] }],
    ...casesOf('bind', 'POST', '/parcels/{parcel}/trips/binds', [
      ['no trip', {}, { trip_id: [K.fieldRequired] }],
      ['a trip id of letters', { trip_id: 'abc' }, { trip_id: [K.onlyNumbersRequired] }],
    ]),
    [
      'bind cancel: a guest token too long',
      'POST',
      `/binds/1/cancel?guest_token=${'x'.repeat(300)}`,
      undefined,
      { guest_token: [K.maxLengthNotValid] },
    ],
    ['trips list: a NUL byte in a city id', 'GET', '/trips?from=1%00', undefined, { from: [K.invalidCharacters] }],
    ['trips list: a page too large', 'GET', '/trips?per_page=500', undefined, { per_page: [K.invalidMaxValue] }],
    ['prices: an unknown class', 'GET', '/prices/recommended?from=1&to=2&class=XL', undefined, { class: [K.untitledError] }],
    ['prices: no cities', 'GET', '/prices/recommended?class=S', undefined, { from: [K.fieldRequired], to: [K.fieldRequired] }],
    [
      'parcel: a guest token too long',
      'GET',
      `/parcels/{parcel}?guest_token=${'x'.repeat(300)}`,
      undefined,
      { guest_token: [K.maxLengthNotValid] },
    ],
    [
      'sample: a NUL byte in the guest token',
      'GET',
      '/parcels/{parcel}/trips/sample?guest_token=a%00',
      undefined,
      { guest_token: [K.invalidCharacters] },
    ],
    ['image: a NUL byte in the key', 'GET', '/images/a%00b', undefined, { key: [K.invalidCharacters] }],
    ['dev outbox: no recipient', 'GET', '/dev/outbox', undefined, { to: [K.fieldRequired] }],
    [
      'verification: an empty questionnaire',
      'POST',
      '/me/verification',
      {},
      Object.fromEntries(
        [
          'last_name',
          'first_name',
          'birth_date',
          'iin',
          'is_resident',
          'document_type',
          'document_number',
          'issue_date',
          'issuing_authority',
          'address',
          'document_image_id',
          'selfie_image_id',
        ].map((field) => [field, [K.fieldRequired]]),
      ),
    ],
    [
      'verification: an IIN whose date is not the birth date, issued before birth',
      'POST',
      '/me/verification',
      {
        last_name: 'Ахметова',
        first_name: 'Айгерім',
        birth_date: '2006-12-12',
        iin: '061211600012',
        is_resident: true,
        document_type: 'passport',
        document_number: 'N12345678',
        issue_date: '2006-12-01',
        issuing_authority: 'МВД РК',
        address: 'Алматы',
        document_image_id: 'a',
        selfie_image_id: 'b',
      },
      { iin: [K.iinBirthDateMismatch], issue_date: [K.issueDateBeforeBirth] },
    ],
  ];
}

describe('every route validates by its contracts schema before its handler runs', () => {
  it.each(cases())('%s → 422', async (_description, method, url, payload, errors) => {
    botCheck.actions.length = 0;
    const before = await footprint();
    const response = await app.inject({ method, url: url.replace('{parcel}', String(parcelId)), payload, headers: bearer(token) });
    expectValidationErrors(response, errors);
    // The handler would have asked the bot check, counted a rate limit or written a row.
    expect(botCheck.actions).toEqual([]);
    expect(await footprint()).toEqual(before);
  });

  it('answers 422 to a JSON body that is not valid UTF-8, and 400 to one that is not JSON', async () => {
    const invalid = Buffer.concat([Buffer.from('{"phone":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await postRaw(app, '/auth/phone-confirmation/send', 'application/json', invalid);
    expect([response.statusCode, response.json().error_type]).toEqual([422, 'validation']);
    const broken = await postRaw(app, '/parcels', 'application/json', '{"reward": Infinity}');
    expect([broken.statusCode, broken.json().error_type]).toEqual([400, 'validation']);
  });

  it('still answers 404 for an id no row can have, as before', async () => {
    for (const id of ['abc', '-1', '99999999999'])
      expect((await app.inject({ method: 'GET', url: `/parcels/${id}`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('hands the handler the cast body: a parcel without a class gets the one its weight falls in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/parcels',
      payload: parcelBody({ weight_class: undefined, weight_kg: 4 }),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(201);
    const row = await db
      .selectFrom('parcels')
      .select(['weight_class', 'weight_kg'])
      .where('id', '=', response.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect([row.weight_class, Number(row.weight_kg)]).toEqual(['L', 4]);
  });
});

describe('/docs/json shows the rules of the one definition', () => {
  type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
  let paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
      }
    >
  >;
  const bodyOf = (path: string, method = 'post') => paths[path][method].requestBody!.content['application/json'].schema;

  beforeAll(async () => {
    paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
  });

  it('documents the registration: password 8–70 with a pattern, the phone pattern, the e-mail format', () => {
    const { properties, required } = bodyOf('/auth/register');
    expect(required).toEqual(['phone', 'code', 'password', 'password_confirmation', 'email', 'first_name']);
    expect(properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 70, pattern: expect.any(String) });
    expect(new RegExp(String(properties.phone.pattern)).test('77012345678')).toBe(true);
    expect(new RegExp(String(properties.phone.pattern)).test('7701234567')).toBe(false);
    expect(properties.email).toMatchObject({ format: 'email' });
    expect(properties.google_recaptcha_token).toMatchObject({ type: 'string' });
    expect(bodyOf('/auth/password/reset').properties.password).toMatchObject({ minLength: 8, maxLength: 70, pattern: expect.any(String) });
  });

  it('documents a parcel: the type enum, amounts and dates', () => {
    const { properties } = bodyOf('/parcels');
    expect(properties.type).toMatchObject({ enum: ['documents', 'parcel'] });
    expect(properties.reward).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000 });
    expect(properties.deadline).toMatchObject({ type: 'string', format: 'date' });
    expect(bodyOf('/trips').properties.offered_amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000 });
  });

  it('documents queries and paths too', () => {
    const parameters = paths['/trips'].get.parameters!;
    expect(parameters.find((parameter) => parameter.name === 'per_page')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 50 },
    });
    const price = paths['/prices/recommended'].get.parameters!;
    expect(price.find((parameter) => parameter.name === 'class')).toMatchObject({
      required: true,
      schema: { enum: ['documents', 'S', 'M', 'L'] },
    });
    expect(paths['/parcels/{id}'].get.parameters!.find((parameter) => parameter.name === 'id')).toMatchObject({ in: 'path' });
  });
});
