import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, createTrip, parcelBody, post, registerUser, request } from '../testing';

let app: FastifyInstance;

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await buildTestApp(db);
});
afterAll(() => app.close());

describe('the journey of a guest sender', () => {
  it('parcel with an e-mail → guest token → sample → sign up with that e-mail → the parcel is theirs and login redirects to trips_sample', async () => {
    const traveler = await registerUser(app, { first_name: 'Ерлан' });
    const tripId = await createTrip(app, traveler.token);

    const created = await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'Aru@Example.kz' }));
    expect(created.statusCode).toBe(201);
    const { id, guest_token } = created.json<{ id: number; guest_token: string }>();
    expect(guest_token).toBeDefined();

    const sample = await request(app, 'GET', `/parcels/${id}/trips/sample?guest_token=${guest_token}`);
    expect(sample.json<{ trip_id: number }[]>().map((card) => card.trip_id)).toEqual([tripId]);

    const user = await registerUser(app, { email: 'aru@example.kz', first_name: 'Ару' });
    const mine = await request(app, 'GET', '/me/parcels', user.token);
    expect(mine.json<{ id: number }[]>().map((parcel) => parcel.id)).toEqual([id]);
    expect((await request(app, 'GET', `/parcels/${id}`, user.token)).statusCode).toBe(200);

    const login = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token: expect.any(String), action: 'redirect', redirect_to: 'trips_sample', parcel_id: id });
    const next = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(next.json()).not.toHaveProperty('redirect_to');

    const bound = await request(app, 'POST', `/parcels/${id}/trips/binds`, user.token, { trip_id: tripId });
    expect(bound.statusCode).toBe(201);
  });

  it('gives the parcel to an existing account of that e-mail at its next login, unless it is already bound', async () => {
    const owner = await registerUser(app, { email: 'later@example.kz' });
    const unbound = await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'later@example.kz', description: 'unbound' }));
    const login = await post(app, '/auth/login', { phone: owner.phone, password: owner.password });
    expect(login.json()).toMatchObject({ redirect_to: 'trips_sample', parcel_id: unbound.json().id });
    expect((await request(app, 'GET', '/me/parcels', owner.token)).json()).toHaveLength(1);

    const traveler = await registerUser(app);
    const tripId = await createTrip(app, traveler.token);
    const guest = (await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'later@example.kz' }))).json();
    await request(app, 'POST', `/parcels/${guest.id}/trips/binds?guest_token=${guest.guest_token}`, null, { trip_id: tripId });
    const again = await post(app, '/auth/login', { phone: owner.phone, password: owner.password });
    expect(again.json()).not.toHaveProperty('redirect_to');
    expect((await request(app, 'GET', '/me/parcels', owner.token)).json()).toHaveLength(2);
  });

  it("never hands a guest's parcel to an account of another e-mail", async () => {
    const guest = (await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'someone@example.kz' }))).json();
    const other = await registerUser(app, { email: 'someone-else@example.kz' });
    expect((await request(app, 'GET', '/me/parcels', other.token)).json()).toEqual([]);
    expect((await request(app, 'GET', `/parcels/${guest.id}`, other.token)).statusCode).toBe(404);
  });
});

describe('the marketplace in the OpenAPI document', () => {
  it('lists every marketplace route', async () => {
    const document = (await request(app, 'GET', '/docs/json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/parcels/images',
        '/images/{key}',
        '/parcels',
        '/parcels/{id}',
        '/parcels/{id}/trips/sample',
        '/parcels/{id}/trips/binds',
        '/binds/{id}/accept',
        '/binds/{id}/decline',
        '/binds/{id}/cancel',
        '/trips',
        '/me/parcels',
        '/me/trips',
        '/prices/recommended',
      ]),
    );
    expect(Object.keys(document.paths['/parcels/{id}'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
