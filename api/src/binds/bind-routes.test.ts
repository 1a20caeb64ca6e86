import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  SHYMKENT,
  createParcel,
  createTrip,
  daysFromToday,
  outboxFor,
  registerUser,
  verifyUser,
  request,
  type RegisteredUser,
  setUpTestApp,
} from '../testing';

let app: FastifyInstance;
let db: Db;
let sender: RegisteredUser;
let traveler: RegisteredUser;
let stranger: RegisteredUser;
let tripId: number;

setUpTestApp(async (test) => {
  ({ db, app } = test);
  sender = await registerUser(app, { email: 'sender@example.kz', first_name: 'Сауле' });
  traveler = await registerUser(app, { email: 'traveler@example.kz', first_name: 'Ерлан' });
  await verifyUser(db, traveler.userId);
  stranger = await registerUser(app);
  tripId = await createTrip(app, traveler.token, { offered_amount: 4500 });
});

interface BindBody {
  id: number;
  parcel_id: number;
  trip_id: number;
  status: string;
  created_at: string;
}

async function bind(
  parcelId: number,
  token: string | null,
  trip = tripId,
  query = '',
): Promise<{ statusCode: number; body: BindBody & { error_type?: string; validation_errors?: object } }> {
  const response = await request(app, 'POST', `/parcels/${parcelId}/trips/binds${query}`, token, { trip_id: trip });
  return { statusCode: response.statusCode, body: response.json() };
}

async function mailsTo(address: string, subjectPart: string) {
  return (await outboxFor(app, address)).filter((mail) => mail.subject?.includes(subjectPart));
}

describe('binding a parcel to a trip', () => {
  it('makes a pending bind, tells the traveler, and the traveler accepts it: the sender is told', async () => {
    const { id } = await createParcel(app, sender.token);
    const offered = await bind(id, sender.token);
    expect(offered.statusCode).toBe(201);
    expect(offered.body).toEqual({
      id: expect.any(Number),
      parcel_id: id,
      trip_id: tripId,
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(await mailsTo(traveler.email, 'new request')).toHaveLength(0);
    const [offerMail] = await mailsTo(traveler.email, 'заявка');
    expect(offerMail.body).toContain('Алматы → Астана');
    expect(offerMail.body).toContain('http://localhost:3100/travels');

    const accepted = await request(app, 'POST', `/binds/${offered.body.id}/accept`, traveler.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: offered.body.id, status: 'accepted' });
    const [acceptMail] = await mailsTo(sender.email, 'принял');
    expect(acceptMail.body).toContain(`/ru/schedule/${id}`);
    expect((await db.selectFrom('binds').select('reward').where('id', '=', offered.body.id).executeTakeFirstOrThrow()).reward).toBe(5000);
  });

  it('answers 403 verification_required to an unverified traveler who accepts, and lets them decline', async () => {
    const unverified = await registerUser(app);
    const otherSender = await registerUser(app);
    const tripId = await createTrip(app, unverified.token, { trip_date: daysFromToday(7) });
    const { id } = await createParcel(app, otherSender.token, { reward: undefined });
    const offered = await bind(id, otherSender.token, tripId);
    expect(offered.statusCode).toBe(201);
    const refused = await request(app, 'POST', `/binds/${offered.body.id}/accept`, unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error_type: 'verification_required', error_message: expect.any(String) });
    expect((await db.selectFrom('binds').select('status').where('id', '=', offered.body.id).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    expect((await request(app, 'POST', `/binds/${offered.body.id}/decline`, unverified.token)).statusCode).toBe(200);
  });

  it('answers parcel_was_bound while a bind is pending or accepted, and binds again after a decline', async () => {
    const secondTrip = await createTrip(app, traveler.token, { trip_date: daysFromToday(6) });
    const { id } = await createParcel(app, sender.token, { reward: undefined });
    const first = await bind(id, sender.token);
    expect((await db.selectFrom('binds').select('reward').where('id', '=', first.body.id).executeTakeFirstOrThrow()).reward).toBe(4500);

    const whilePending = await bind(id, sender.token, secondTrip);
    expect(whilePending.statusCode).toBe(409);
    expect(whilePending.body).toEqual({ error_type: 'parcel_was_bound', error_message: expect.any(String) });

    const declined = await request(app, 'POST', `/binds/${first.body.id}/decline`, traveler.token);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await mailsTo(sender.email, 'отклонил')).toHaveLength(1);
    expect((await request(app, 'GET', `/parcels/${id}`, sender.token)).json()).toMatchObject({
      status: 'open',
      bind: { status: 'declined' },
    });

    const again = await bind(id, sender.token, secondTrip);
    expect(again.statusCode).toBe(201);
    await request(app, 'POST', `/binds/${again.body.id}/accept`, traveler.token);
    expect((await bind(id, sender.token)).body.error_type).toBe('parcel_was_bound');
  });

  it('keeps one live bind even when two requests race', async () => {
    const otherTrip = await createTrip(app, traveler.token, { trip_date: daysFromToday(7) });
    const { id } = await createParcel(app, sender.token);
    const results = await Promise.all([bind(id, sender.token), bind(id, sender.token, otherTrip)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it("answers 422 on trip_id for a trip that is missing, not fitting, or the sender's own", async () => {
    const { id } = await createParcel(app, sender.token);
    const otherRoute = await createTrip(app, traveler.token, { to_city_id: SHYMKENT });
    const ownTrip = await createTrip(app, sender.token);
    for (const trip of [999_999, otherRoute, ownTrip]) {
      const response = await bind(id, sender.token, trip);
      expect(response.statusCode).toBe(422);
      expect(response.body.validation_errors).toEqual({ trip_id: ['notFound'] });
    }
    const missing = await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, {});
    expect(missing.json().validation_errors).toEqual({ trip_id: ['fieldRequired'] });
    const text = await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, { trip_id: 'abc' });
    expect(text.json().validation_errors).toEqual({ trip_id: ['onlyNumbersRequired'] });
  });

  it("lets a guest bind with the guest token, and nobody bind someone else's parcel", async () => {
    const guest = await createParcel(app, null, { guest_email: 'guest-binder@example.kz' });
    expect((await bind(guest.id, null)).statusCode).toBe(401);
    expect((await bind(guest.id, stranger.token)).statusCode).toBe(404);
    expect((await bind(guest.id, null, tripId, '?guest_token=wrong')).statusCode).toBe(404);
    const bound = await bind(guest.id, null, tripId, `?guest_token=${guest.guest_token}`);
    expect(bound.statusCode).toBe(201);

    const declined = await request(app, 'POST', `/binds/${bound.body.id}/decline`, traveler.token);
    expect(declined.statusCode).toBe(200);
    const [mail] = await mailsTo('guest-binder@example.kz', 'отклонил');
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe(`/ru/schedule/${guest.id}`);
    expect((await request(app, 'GET', `/parcels/${guest.id}?guest_token=${link.searchParams.get('guest_token')}`)).statusCode).toBe(200);
  });
});

describe('answering and cancelling', () => {
  async function pendingBind(): Promise<{ parcelId: number; bindId: number }> {
    const { id } = await createParcel(app, sender.token);
    return { parcelId: id, bindId: (await bind(id, sender.token)).body.id };
  }

  it('lets only the traveler accept or decline: the sender gets 403, a stranger 404, nobody 401', async () => {
    const { bindId } = await pendingBind();
    for (const action of ['accept', 'decline']) {
      const bySender = await request(app, 'POST', `/binds/${bindId}/${action}`, sender.token);
      expect(bySender.statusCode).toBe(403);
      expect(bySender.json().error_type).toBe('forbidden');
      expect((await request(app, 'POST', `/binds/${bindId}/${action}`, stranger.token)).statusCode).toBe(404);
      expect((await request(app, 'POST', `/binds/${bindId}/${action}`)).statusCode).toBe(401);
    }
    expect((await request(app, 'POST', '/binds/999999/accept', traveler.token)).statusCode).toBe(404);
    expect((await request(app, 'POST', '/binds/abc/accept', traveler.token)).statusCode).toBe(404);
  });

  it('lets only the sender cancel, while pending, and tells the traveler', async () => {
    const { parcelId, bindId } = await pendingBind();
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, traveler.token)).statusCode).toBe(403);
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, stranger.token)).statusCode).toBe(404);
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`)).statusCode).toBe(401);
    const before = (await mailsTo(traveler.email, 'отменил')).length;
    const cancelled = await request(app, 'POST', `/binds/${bindId}/cancel`, sender.token);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await mailsTo(traveler.email, 'отменил')).toHaveLength(before + 1);
    expect((await bind(parcelId, sender.token)).statusCode).toBe(201);
  });

  it('answers 409 to a bind that is no longer pending, with its status', async () => {
    const { bindId } = await pendingBind();
    await request(app, 'POST', `/binds/${bindId}/accept`, traveler.token);
    for (const [action, token] of [
      ['accept', traveler.token],
      ['decline', traveler.token],
    ] as const) {
      const response = await request(app, 'POST', `/binds/${bindId}/${action}`, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error_type: 'forbidden', status: 'accepted' });
    }
  });

  it('lets either party cancel an accepted request (the safe deal, before payment), and nobody a cancelled one', async () => {
    const { bindId } = await pendingBind();
    await request(app, 'POST', `/binds/${bindId}/accept`, traveler.token);
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, stranger.token)).statusCode).toBe(404);
    const cancelled = await request(app, 'POST', `/binds/${bindId}/cancel`, sender.token);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const again = await request(app, 'POST', `/binds/${bindId}/cancel`, traveler.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe('cancelled');
  });

  it('lets a guest sender cancel with the guest token', async () => {
    const guest = await createParcel(app, null, { guest_email: 'guest-cancel@example.kz' });
    const bound = await bind(guest.id, null, tripId, `?guest_token=${guest.guest_token}`);
    expect((await request(app, 'POST', `/binds/${bound.body.id}/cancel?guest_token=nope`)).statusCode).toBe(404);
    expect((await request(app, 'POST', `/binds/${bound.body.id}/cancel?guest_token=${guest.guest_token}`)).json()).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('the profile lists', () => {
  it("GET /me/parcels: the sender's parcels with the current bind, its trip and traveler", async () => {
    const user = await registerUser(app);
    const open = await createParcel(app, user.token, { description: 'open' });
    const bound = await createParcel(app, user.token, { description: 'bound' });
    const offered = await bind(bound.id, user.token);
    const response = await request(app, 'GET', '/me/parcels', user.token);
    expect(response.statusCode).toBe(200);
    const parcels = response.json();
    expect(parcels.map((parcel: { id: number }) => parcel.id)).toEqual([bound.id, open.id]);
    expect(parcels[0]).toMatchObject({
      description: 'bound',
      status: 'bound',
      bind: { id: offered.body.id, status: 'pending', trip_id: tripId },
      trip: { id: tripId, offered_amount: 4500, traveler: { first_name: 'Ерлан', rating: null, reviews_count: 0 } },
    });
    expect(parcels[0].trip).not.toHaveProperty('contact_phone');
    expect(parcels[1]).toMatchObject({ description: 'open', status: 'open', bind: null, trip: null });
  });

  it("GET /me/trips: the traveler's trips with the parcels offered and their bind status", async () => {
    const driver = await registerUser(app);
    const empty = await createTrip(app, driver.token, { trip_date: daysFromToday(2) });
    const busy = await createTrip(app, driver.token, { trip_date: daysFromToday(4) });
    const first = await createParcel(app, sender.token, { description: 'first' });
    const second = await createParcel(app, sender.token, { description: 'second' });
    const declined = await bind(first.id, sender.token, busy);
    await request(app, 'POST', `/binds/${declined.body.id}/decline`, driver.token);
    const pending = await bind(second.id, sender.token, busy);

    const trips = (await request(app, 'GET', '/me/trips', driver.token)).json();
    expect(trips.map((trip: { id: number }) => trip.id)).toEqual([busy, empty]);
    expect(
      trips[0].offers.map((offer: { bind: { id: number; status: string }; parcel: { description: string } }) => [
        offer.bind.id,
        offer.bind.status,
        offer.parcel.description,
      ]),
    ).toEqual([
      [pending.body.id, 'pending', 'second'],
      [declined.body.id, 'declined', 'first'],
    ]);
    expect(trips[1].offers).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await request(app, 'GET', '/me/parcels')).statusCode).toBe(401);
    expect((await request(app, 'GET', '/me/trips', 'bad-token')).statusCode).toBe(401);
  });
});
