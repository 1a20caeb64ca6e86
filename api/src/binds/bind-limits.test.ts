import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { SHYMKENT, createParcel, createTrip, registerUser, request, type RegisteredUser, setUpTestApp } from '../testing';

let app: FastifyInstance;
let db: Db;
let traveler: RegisteredUser;
let tripId: number;

setUpTestApp(
  async (test) => {
    ({ db, app } = test);
    traveler = await registerUser(app);
    tripId = await createTrip(app, traveler.token);
  },
  { LIMIT_BINDS_PER_SENDER_PER_HOUR: '5', LIMIT_BINDS_PER_PARCEL_PER_HOUR: '3' },
);

function offer(parcelId: number, token: string | null, query = '') {
  return request(app, 'POST', `/parcels/${parcelId}/trips/binds${query}`, token, { trip_id: tripId });
}

function cancel(bindId: number, token: string | null, query = '') {
  return request(app, 'POST', `/binds/${bindId}/cancel${query}`, token);
}

async function offersToTraveler(): Promise<number> {
  const rows = await db
    .selectFrom('binds')
    .innerJoin('trips', 'trips.id', 'binds.trip_id')
    .select('binds.id')
    .where('trips.traveler_id', '=', traveler.userId)
    .execute();
  return rows.length;
}

describe('bind limits', () => {
  it('stops one parcel offered and withdrawn over and over: 429 after the per-parcel limit, and no new request reaches the traveler', async () => {
    const sender = await registerUser(app);
    const { id } = await createParcel(app, sender.token);
    const first = await offer(id, sender.token);
    expect(first.statusCode).toBe(201);
    expect((await cancel(first.json().id, sender.token)).statusCode).toBe(200);
    expect((await offer(id, sender.token)).statusCode).toBe(201);
    const before = await offersToTraveler();

    const overLimit = await cancel(
      (await db.selectFrom('binds').select('id').where('parcel_id', '=', id).where('status', '=', 'pending').executeTakeFirstOrThrow()).id,
      sender.token,
    );
    expect(overLimit.statusCode).toBe(429);
    expect(overLimit.json()).toMatchObject({ error_type: 'too_many_requests' });
    expect(await offersToTraveler()).toBe(before);
  });

  it('stops one sender spreading offers over many parcels: 429 after the per-sender limit', async () => {
    const sender = await registerUser(app);
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const { id } = await createParcel(app, sender.token);
      answers.push((await offer(id, sender.token)).statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits a guest sender by parcel too, and a refused offer (wrong trip) does not count', async () => {
    const { id, guest_token: guestToken } = await createParcel(app, null, { guest_email: 'limited-guest@example.kz' });
    const query = `?guest_token=${guestToken}`;
    const wrongTrip = await request(app, 'POST', `/parcels/${id}/trips/binds${query}`, null, { trip_id: 99_999_999 });
    expect(wrongTrip.statusCode).toBe(422);
    const made = await offer(id, null, query);
    expect(made.statusCode).toBe(201);
    expect((await cancel(made.json().id, null, query)).statusCode).toBe(200);
    expect((await offer(id, null, query)).statusCode).toBe(201);
    const bindId = (
      await db.selectFrom('binds').select('id').where('parcel_id', '=', id).where('status', '=', 'pending').executeTakeFirstOrThrow()
    ).id;
    expect((await cancel(bindId, null, query)).statusCode).toBe(429);
  });

  it('keeps other parcels of other senders free', async () => {
    const sender = await registerUser(app);
    const { id } = await createParcel(app, sender.token, { to_city_id: SHYMKENT });
    const response = await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, {
      trip_id: await createTrip(app, traveler.token, { to_city_id: SHYMKENT }),
    });
    expect(response.statusCode).toBe(201);
  });
});
