import type { FastifyInstance } from 'fastify';
import { createTrip, outboxFor, parcelBody, post, registerUser, request, type RegisteredUser, setUpTestApp } from '../testing';

let app: FastifyInstance;

setUpTestApp((test) => ({ app } = test));

/** Opens the confirmation link e-mailed at sign-up, as the owner of the address would. */
async function confirmEmail(user: RegisteredUser): Promise<void> {
  const mails = await outboxFor(app, user.email);
  const token = mails.map((mail) => /\/confirm-email\?token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
  expect(token).toBeDefined();
  expect((await post(app, '/email-confirmation/confirm', { token })).statusCode).toBe(200);
}

async function myParcelIds(user: RegisteredUser): Promise<number[]> {
  const response = await request(app, 'GET', '/me/parcels', user.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }[]>().map((parcel) => parcel.id);
}

describe('the journey of a guest sender', () => {
  it('parcel with an e-mail → guest token → sample → sign up with that e-mail → confirm it → the parcel is theirs and login redirects to trips_sample', async () => {
    const traveler = await registerUser(app, { first_name: 'Ерлан' });
    const tripId = await createTrip(app, traveler.token);

    const created = await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'Aru@Example.kz' }));
    expect(created.statusCode).toBe(201);
    const { id, guest_token } = created.json<{ id: number; guest_token: string }>();
    expect(guest_token).toBeDefined();

    const sample = await request(app, 'GET', `/parcels/${id}/trips/sample?guest_token=${guest_token}`);
    expect(sample.json<{ trip_id: number }[]>().map((card) => card.trip_id)).toEqual([tripId]);

    const user = await registerUser(app, { email: 'aru@example.kz', first_name: 'Ару' });
    expect(await myParcelIds(user)).toEqual([]);
    await confirmEmail(user);
    expect(await myParcelIds(user)).toEqual([id]);
    expect((await request(app, 'GET', `/parcels/${id}`, user.token)).statusCode).toBe(200);

    const login = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token: expect.any(String), action: 'redirect', redirect_to: 'trips_sample', parcel_id: id });
    const next = await post(app, '/auth/login', { phone: user.phone, password: user.password });
    expect(next.json()).not.toHaveProperty('redirect_to');

    const bound = await request(app, 'POST', `/parcels/${id}/trips/binds`, user.token, { trip_id: tripId });
    expect(bound.statusCode).toBe(201);
  });

  it('gives the parcel to an existing account of that confirmed e-mail at its next login, unless it is already bound', async () => {
    const owner = await registerUser(app, { email: 'later@example.kz' });
    await confirmEmail(owner);
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

  it('never hands a guest parcel to a new account of that e-mail before the e-mail is confirmed, at sign-up or at login', async () => {
    const { id } = (await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'victim@example.kz' }))).json<{ id: number }>();
    const taker = await registerUser(app, { email: 'victim@example.kz' });
    expect(await myParcelIds(taker)).toEqual([]);
    expect((await request(app, 'GET', `/parcels/${id}`, taker.token)).statusCode).toBe(404);
    const login = await post(app, '/auth/login', { phone: taker.phone, password: taker.password });
    expect(login.json()).not.toHaveProperty('redirect_to');
    expect(await myParcelIds(taker)).toEqual([]);
  });

  it('hands the guest parcel over at once to the account that presents its guest token (the same browser), whatever its e-mail', async () => {
    const created = (await request(app, 'POST', '/parcels', null, parcelBody({ guest_email: 'browser@example.kz' }))).json<{
      id: number;
      guest_token: string;
    }>();
    const user = await registerUser(app, { email: 'another-address@example.kz' });
    expect((await request(app, 'POST', `/parcels/${created.id}/claim`, null)).statusCode).toBe(401);
    expect((await request(app, 'POST', `/parcels/${created.id}/claim?guest_token=wrong`, user.token)).statusCode).toBe(404);
    const claimed = await request(app, 'POST', `/parcels/${created.id}/claim?guest_token=${created.guest_token}`, user.token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id: created.id, status: 'open' });
    expect(await myParcelIds(user)).toEqual([created.id]);

    const other = await registerUser(app);
    expect((await request(app, 'POST', `/parcels/${created.id}/claim?guest_token=${created.guest_token}`, other.token)).statusCode).toBe(
      404,
    );
    expect(await myParcelIds(other)).toEqual([]);
  });

  it("e-mails the guest the parcel's link with its guest token, in the language of the parcel", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/parcels',
      headers: { 'accept-language': 'kk' },
      payload: parcelBody({ guest_email: 'Mail.Guest@Example.kz' }),
    });
    expect(response.statusCode).toBe(201);
    const { id, guest_token: guestToken } = response.json<{ id: number; guest_token: string }>();
    const [mail] = await outboxFor(app, 'mail.guest@example.kz');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Jetkiz: сәлемдемеңіз құрылды' });
    expect(mail.body).toContain(`http://localhost:3000/kz/schedule/${id}?guest_token=${guestToken}`);
    expect(mail.body).toContain('Алматы → Астана');
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
