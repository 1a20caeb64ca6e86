import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  itChecksTheForm,
  ALMATY,
  ASTANA,
  buildTestApp,
  createParcel,
  createTrip,
  daysFromToday,
  fakeBotCheck,
  parcelBody,
  registerUser,
  verifyUser,
  request,
  tripBody,
  type RegisteredUser,
  setUpTestApp,
} from '../testing';

let app: FastifyInstance;
let db: Db;
const botCheck = fakeBotCheck();
let sender: RegisteredUser;
let stranger: RegisteredUser;

setUpTestApp(
  async (test) => {
    ({ db, app } = test);
    sender = await registerUser(app, { email: 'sender@example.kz' });
    stranger = await registerUser(app);
  },
  {},
  { botCheck },
);

const human = botCheck.human('create_parcel');

describe('POST /parcels', () => {
  it("creates a logged-in sender's parcel: 201 with its id and no guest token", async () => {
    const response = await request(app, 'POST', '/parcels', sender.token, parcelBody(human));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const parcel = await request(app, 'GET', `/parcels/${response.json().id}`, sender.token);
    expect(parcel.json()).toEqual({
      id: response.json().id,
      type: 'parcel',
      weight_class: 'M',
      weight_kg: 2,
      images: [],
      description: 'Книги и документы',
      deadline: daysFromToday(10),
      from_city_id: ALMATY,
      to_city_id: ASTANA,
      reward: 5000,
      status: 'open',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      bind: null,
    });
  });

  it("keeps a guest's parcel with the e-mail and answers a guest token once", async () => {
    const response = await request(
      app,
      'POST',
      '/parcels',
      null,
      parcelBody({ ...human, guest_email: 'Guest@Example.kz', guest_phone: '+7 (701) 555-11-22' }),
    );
    expect(response.statusCode).toBe(201);
    const { id, guest_token } = response.json<{ id: number; guest_token: string }>();
    expect(guest_token).toMatch(/^[\w-]{40,}$/);
    const row = await db
      .selectFrom('parcels')
      .select(['owner_id', 'guest_email', 'guest_phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner_id: null, guest_email: 'guest@example.kz', guest_phone: '77015551122' });
    const tokens = await db.selectFrom('parcel_guest_tokens').select('token_hash').where('parcel_id', '=', id).execute();
    expect(tokens.map((token) => token.token_hash)).not.toContain(guest_token);
  });

  it('asks a guest for an e-mail', async () => {
    const response = await request(app, 'POST', '/parcels', null, parcelBody(human));
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ guest_email: ['fieldRequired'] });
  });

  it('derives the class from a weight in kilograms', async () => {
    const { id } = await createParcel(app, sender.token, { ...human, weight_class: undefined, weight_kg: 0.5 });
    expect((await request(app, 'GET', `/parcels/${id}`, sender.token)).json().weight_class).toBe('S');
  });

  itChecksTheForm({
    botCheck,
    action: 'create_parcel',
    cases: [
      ['a parcel over 5 kg', { weight_class: 'L', weight_kg: 6 }, { weight_kg: ['weightTooHeavy'] }],
      ['a weight outside its class', { weight_class: 'S', weight_kg: 2 }, { weight_kg: ['weightOutOfClass'] }],
      ['documents in a parcel class', { type: 'documents', weight_class: 'M' }, { weight_class: ['classNotForType'] }],
      ['an unknown type', { type: 'furniture' }, { type: ['Untitled Error'] }],
      ['a deadline in the past', { deadline: '2001-01-01' }, { deadline: ['dateInPast'] }],
      ['one city twice', { to_city_id: ALMATY }, { to_city_id: ['sameCities'] }],
      ['a city that does not exist', { to_city_id: 9999 }, { to_city_id: ['notFound'] }],
      ['a city id no row could have', { from_city_id: 99_999_999_999 }, { from_city_id: ['notFound'] }],
      ['a negative reward', { reward: -1 }, { reward: ['invalidMinValue'] }],
      ['a reward no one pays', { reward: 99_999_999_999 }, { reward: ['invalidMaxValue'] }],
      ['no description', { description: '' }, { description: ['fieldRequired'] }],
      ['a bad guest phone', { guest_phone: '123' }, { guest_phone: ['phoneNotValid'] }],
    ],
    botToken: 'bot',
    send: (fields) => request(app, 'POST', '/parcels', sender.token, parcelBody(fields)),
  });

  it.each([0, '0', 0.4, ' 0 '])('refuses a reward of %j: at least 1 tenge where one is asked (422)', async (reward) => {
    const created = await request(app, 'POST', '/parcels', sender.token, parcelBody({ ...human, reward }));
    expect(created.statusCode).toBe(422);
    expect(created.json().validation_errors.reward).toContain('invalidMinValue');
    const { id } = await createParcel(app, sender.token, human);
    const changed = await request(app, 'PATCH', `/parcels/${id}`, sender.token, { reward });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().validation_errors.reward).toContain('invalidMinValue');
  });

  it('answers 401 to a bad token', async () => {
    expect((await request(app, 'POST', '/parcels', 'nonsense', parcelBody(human))).statusCode).toBe(401);
  });
});

describe('GET /parcels/{id}', () => {
  it('shows the parcel to its owner only: a stranger gets 404, nobody 401', async () => {
    const { id } = await createParcel(app, sender.token, human);
    expect((await request(app, 'GET', `/parcels/${id}`, sender.token)).statusCode).toBe(200);
    const foreign = await request(app, 'GET', `/parcels/${id}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_type).toBe('not_found');
    const anonymous = await request(app, 'GET', `/parcels/${id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error_type).toBe('unauthorized');
  });

  it("opens a guest's parcel with its guest token and not with another", async () => {
    const guest = await createParcel(app, null, { ...human, guest_email: 'g2@example.kz' });
    const other = await createParcel(app, null, { ...human, guest_email: 'g3@example.kz' });
    expect((await request(app, 'GET', `/parcels/${guest.id}?guest_token=${guest.guest_token}`)).statusCode).toBe(200);
    expect((await request(app, 'GET', `/parcels/${guest.id}?guest_token=${other.guest_token}`)).statusCode).toBe(404);
    expect((await request(app, 'GET', `/parcels/${guest.id}?guest_token=wrong`)).statusCode).toBe(404);
    expect((await request(app, 'GET', `/parcels/${guest.id}`)).statusCode).toBe(401);
    expect((await request(app, 'GET', `/parcels/${guest.id}`, sender.token)).statusCode).toBe(404);
  });

  it('answers 404 for ids that are not parcels', async () => {
    for (const id of ['999999', 'abc', '-1', '99999999999']) {
      expect((await request(app, 'GET', `/parcels/${id}`, sender.token)).statusCode).toBe(404);
    }
  });
});

describe('PATCH /parcels/{id}', () => {
  it('lets the owner move the deadline and change the reward', async () => {
    const { id } = await createParcel(app, sender.token, human);
    const response = await request(app, 'PATCH', `/parcels/${id}`, sender.token, { deadline: daysFromToday(20), reward: 7000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, deadline: daysFromToday(20), reward: 7000 });
    expect((await request(app, 'PATCH', `/parcels/${id}`, sender.token, {})).statusCode).toBe(200);
  });

  it('lets a guest with the token change it, and nobody else', async () => {
    const guest = await createParcel(app, null, { ...human, guest_email: 'g4@example.kz' });
    expect(
      (await request(app, 'PATCH', `/parcels/${guest.id}?guest_token=${guest.guest_token}`, null, { reward: 100 })).json().reward,
    ).toBe(100);
    expect((await request(app, 'PATCH', `/parcels/${guest.id}`, stranger.token, { reward: 1 })).statusCode).toBe(404);
    expect((await request(app, 'PATCH', `/parcels/${guest.id}`, null, { reward: 1 })).statusCode).toBe(401);
  });

  it('answers 422 with field keys', async () => {
    const { id } = await createParcel(app, sender.token, human);
    const response = await request(app, 'PATCH', `/parcels/${id}`, sender.token, { deadline: '2001-01-01', reward: -5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toEqual({ deadline: ['dateInPast'], reward: ['invalidMinValue'] });
  });

  it('answers parcel_was_bound once a traveler accepted it, but not while the bind is pending', async () => {
    const traveler = await registerUser(app);
    await verifyUser(db, traveler.userId);
    const tripId = await createTrip(app, traveler.token, botCheck.human('create_trip'));
    const { id } = await createParcel(app, sender.token, human);
    const bind = await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, { trip_id: tripId });
    expect(bind.statusCode).toBe(201);
    expect((await request(app, 'PATCH', `/parcels/${id}`, sender.token, { reward: 6000 })).statusCode).toBe(200);
    await request(app, 'POST', `/binds/${bind.json().id}/accept`, traveler.token);
    const refused = await request(app, 'PATCH', `/parcels/${id}`, sender.token, { reward: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_type).toBe('parcel_was_bound');
    expect((await request(app, 'GET', `/parcels/${id}`, sender.token)).json()).toMatchObject({
      reward: 6000,
      status: 'bound',
      bind: { status: 'accepted' },
    });
  });
});

describe('limits', () => {
  it('answers 429 too_many_requests past the per-IP limit of new parcels, trips and uploads', async () => {
    const limited = await buildTestApp(db, { LIMIT_MARKETPLACE_PER_IP_PER_HOUR: '2' }, { botCheck });
    const from = (url: string, payload: object) =>
      limited.inject({ method: 'POST', url, payload, remoteAddress: '10.9.8.7', headers: { authorization: `Bearer ${sender.token}` } });
    try {
      expect((await from('/parcels', parcelBody(human))).statusCode).toBe(201);
      expect((await from('/trips', tripBody(botCheck.human('create_trip')))).statusCode).toBe(201);
      const refused = await from('/parcels', parcelBody(human));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error_type: 'too_many_requests',
        error_message: expect.any(String),
        retry_after: expect.any(Number),
      });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
