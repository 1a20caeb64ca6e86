import { ABAY_150 } from '@jetkiz/contracts/src/geo/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { createParcel, createTrip, registerUser, request, setUpTestApp, type RegisteredUser } from '../testing';

let app: FastifyInstance;
let db: Db;
setUpTestApp((test) => ({ app, db } = test), { LOG_LEVEL: 'silent', LIMIT_SHORT_LINK_EDITS_PER_HOUR: '3' });

let sender: RegisteredUser;
let traveler: RegisteredUser;
let stranger: RegisteredUser;
let bindId: number;
let parcelId: number;

beforeAll(async () => {
  sender = await registerUser(app);
  traveler = await registerUser(app);
  stranger = await registerUser(app);
  const tripId = await createTrip(app, traveler.token);
  parcelId = (await createParcel(app, sender.token)).id;
  const offered = await request(app, 'POST', `/parcels/${parcelId}/trips/binds`, sender.token, { trip_id: tripId });
  expect(offered.statusCode).toBe(201);
  bindId = offered.json<{ id: number }>().id;
});

const payload = () => ({ parcel_trip_bind_id: bindId, parcel_id: parcelId, ...ABAY_150 });

async function makeLink(token: string | null = sender.token, body: object = payload()) {
  return app.inject({
    method: 'POST',
    url: '/logistic_shortlink',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function newLinkId(): Promise<string> {
  const created = await makeLink();
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

describe('POST /logistic_shortlink', () => {
  it("gives a party of the request an unguessable link to the site's delivery page, which anyone holding it opens", async () => {
    const created = await makeLink(traveler.token);
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json<{ id: string; url: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    expect(url).toBe(`http://localhost:3000/widget/delivery?link=${id}`);
    expect(id).not.toBe(await newLinkId());

    const opened = await app.inject({ method: 'GET', url: `/logistic_shortlink/${id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ id, ...payload(), expires_at: expect.any(String) });
    const days = (Date.parse(opened.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('needs a login, a party of the request and its own parcel', async () => {
    expect((await makeLink(null)).statusCode).toBe(401);
    expect((await makeLink(stranger.token)).statusCode).toBe(403);
    expect((await makeLink(sender.token, { ...payload(), parcel_trip_bind_id: 2_000_000_000 })).statusCode).toBe(404);
    const otherParcel = await makeLink(sender.token, { ...payload(), parcel_id: parcelId + 1000 });
    expect(otherParcel.statusCode).toBe(422);
    expect(otherParcel.json().validation_errors).toEqual({ parcel_id: ['Untitled Error'] });
  });

  it('refuses a bad payload field by field', async () => {
    const response = await makeLink(sender.token, {
      ...payload(),
      longitude: 181,
      latitude: 'north',
      street: ' ',
      building: 'x'.repeat(21),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error_type: 'validation',
      error_message: expect.any(String),
      validation_errors: {
        longitude: ['invalidMaxValue'],
        latitude: ['onlyNumbersRequired'],
        street: ['fieldRequired'],
        building: ['maxLengthNotValid'],
      },
    });
  });
});

describe('GET and PATCH /logistic_shortlink/{id}', () => {
  it('answers 404 for an unknown, malformed or ended link', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', 'x'.repeat(90)]) {
      expect((await app.inject({ method: 'GET', url: `/logistic_shortlink/${id}` })).statusCode).toBe(404);
    }
    // A control character is refused like in every other path.
    expect((await app.inject({ method: 'GET', url: '/logistic_shortlink/%00' })).statusCode).toBe(422);
    const id = await newLinkId();
    await db
      .updateTable('short_links')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect((await app.inject({ method: 'GET', url: `/logistic_shortlink/${id}` })).statusCode).toBe(404);
    const patched = await app.inject({ method: 'PATCH', url: `/logistic_shortlink/${id}`, payload: { point: { lon: 76.9, lat: 43.2 } } });
    expect(patched.statusCode).toBe(404);
  });

  it('lets whoever holds the link move its point and name its street, without a login', async () => {
    const id = await newLinkId();
    const moved = await app.inject({
      method: 'PATCH',
      url: `/logistic_shortlink/${id}`,
      payload: { point: { lon: 76.9575, lat: 43.25 }, street: 'проспект Достык', building: '5' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ longitude: 76.9575, latitude: 43.25, street: 'проспект Достык', building: '5', city: 'Алматы' });
    const pointOnly = await app.inject({
      method: 'PATCH',
      url: `/logistic_shortlink/${id}`,
      payload: { point: { lon: 76.95, lat: 43.24 } },
    });
    expect(pointOnly.json()).toMatchObject({ longitude: 76.95, latitude: 43.24, street: 'проспект Достык', building: '5' });
    const bad = await app.inject({ method: 'PATCH', url: `/logistic_shortlink/${id}`, payload: { point: { lon: -200 } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation_errors).toEqual({ 'point.lon': ['invalidMinValue'], 'point.lat': ['fieldRequired'] });
  });

  it('limits corrections per link', async () => {
    const id = await newLinkId();
    const correct = () => app.inject({ method: 'PATCH', url: `/logistic_shortlink/${id}`, payload: { point: { lon: 76.9, lat: 43.2 } } });
    for (let edit = 0; edit < 3; edit++) expect((await correct()).statusCode).toBe(200);
    const refused = await correct();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_type: 'too_many_requests', retry_after: expect.any(Number) });
  });
});
