import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import {
  ALMATY,
  ASTANA,
  SHYMKENT,
  createParcel,
  createTrip,
  daysFromToday,
  eventually,
  jobsFinished,
  outboxFor,
  registerUser,
  request,
  type RegisteredUser,
  setUpTestApp,
  insertYesterdaysTrip,
  publishedReviewsOf,
  verifyUser,
} from '../testing';
import { TRIP_CREATED_JOB } from './match-notices';

let app: FastifyInstance;
let db: Db;
let sender: RegisteredUser;

setUpTestApp(async (test) => {
  ({ db, app } = test);
  sender = await registerUser(app, { email: 'sender@example.kz' });
});

async function traveler(name: string, ratings: number[] = []): Promise<RegisteredUser> {
  const user = await registerUser(app, { first_name: name });
  await publishedReviewsOf(db, user.userId, ratings);
  return user;
}

interface Card {
  trip_id: number;
  first_name: string;
  rating: number | null;
  reviews_count: number;
  trip_date: string;
}

describe('GET /parcels/{id}/trips/sample', () => {
  const trips: Record<string, number> = {};

  beforeAll(async () => {
    const rated = await traveler('Айгерим', [5, 5, 4]);
    const fair = await traveler('Болат', [3]);
    const newcomer = await traveler('Ерлан');
    trips.laterBaggage = await createTrip(app, newcomer.token, { trip_date: daysFromToday(5), weight_allowance: 'baggage' });
    trips.handLuggage = await createTrip(app, fair.token, {
      trip_date: daysFromToday(3),
      weight_allowance: 'hand_luggage',
      first_name: 'Болат',
    });
    trips.bestRated = await createTrip(app, rated.token, {
      trip_date: daysFromToday(3),
      weight_allowance: 'baggage',
      is_logistic_company: true,
      delivery_type: 'airport',
      offered_amount: 9000,
      first_name: 'Айгерим',
    });
    trips.onDeadline = await createTrip(app, newcomer.token, { trip_date: daysFromToday(10) });
    trips.otherCity = await createTrip(app, rated.token, { trip_date: daysFromToday(3), to_city_id: SHYMKENT });
    trips.reversed = await createTrip(app, rated.token, { trip_date: daysFromToday(3), from_city_id: ASTANA, to_city_id: ALMATY });
    trips.afterDeadline = await createTrip(app, rated.token, { trip_date: daysFromToday(11) });
    trips.sendersOwn = await createTrip(app, sender.token, { trip_date: daysFromToday(4) });
    await insertYesterdaysTrip(db, rated.userId, 1000);
    await verifyUser(db, rated.userId);
  });

  it('shows the fitting trips by date, then the best rated, with the traveler card fields', async () => {
    const { id } = await createParcel(app, sender.token, { weight_class: 'M', weight_kg: 2, deadline: daysFromToday(10) });
    const response = await request(app, 'GET', `/parcels/${id}/trips/sample`, sender.token);
    expect(response.statusCode).toBe(200);
    const cards = response.json<Card[]>();
    expect(cards.map((card) => card.trip_id)).toEqual([trips.bestRated, trips.handLuggage, trips.laterBaggage, trips.onDeadline]);
    expect(cards[0]).toEqual({
      trip_id: trips.bestRated,
      traveler_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'Айгерим',
      avatar_url: null,
      rating: 4.7,
      reviews_count: 3,
      weight_limit_kg: 5,
      weight_allowance: 'baggage',
      is_logistic_company: true,
      trip_date: daysFromToday(3),
      delivery_type: 'airport',
      offered_amount: 9000,
      verified: true,
    });
    expect(cards[1]).toMatchObject({ first_name: 'Болат', rating: 3, reviews_count: 1, weight_limit_kg: 3, verified: false });
    expect(cards[2]).toMatchObject({ rating: null, reviews_count: 0, verified: false });
  });

  it('leaves out trips that cannot take the weight', async () => {
    const { id } = await createParcel(app, sender.token, { weight_class: 'L', weight_kg: 4, deadline: daysFromToday(10) });
    const cards = (await request(app, 'GET', `/parcels/${id}/trips/sample`, sender.token)).json<Card[]>();
    expect(cards.map((card) => card.trip_id)).toEqual([trips.bestRated, trips.laterBaggage, trips.onDeadline]);
  });

  it('leaves out trips after an earlier deadline', async () => {
    const { id } = await createParcel(app, sender.token, { deadline: daysFromToday(4) });
    const cards = (await request(app, 'GET', `/parcels/${id}/trips/sample`, sender.token)).json<Card[]>();
    expect(cards.map((card) => card.trip_id)).toEqual([trips.bestRated, trips.handLuggage]);
  });

  it('answers an empty list for a route nobody travels', async () => {
    const { id } = await createParcel(app, sender.token, { from_city_id: SHYMKENT, to_city_id: ALMATY });
    expect((await request(app, 'GET', `/parcels/${id}/trips/sample`, sender.token)).json()).toEqual([]);
  });

  it('shows the sample to a guest with the guest token only, and to no stranger', async () => {
    const guest = await createParcel(app, null, { guest_email: 'guest-sample@example.kz' });
    const cards = (await request(app, 'GET', `/parcels/${guest.id}/trips/sample?guest_token=${guest.guest_token}`)).json<Card[]>();
    // a guest is nobody's account yet, so the logged-in sender's own trip fits too
    expect(cards.map((card) => card.trip_id)).toEqual([
      trips.bestRated,
      trips.handLuggage,
      trips.sendersOwn,
      trips.laterBaggage,
      trips.onDeadline,
    ]);
    expect((await request(app, 'GET', `/parcels/${guest.id}/trips/sample`)).statusCode).toBe(401);
    expect((await request(app, 'GET', `/parcels/${guest.id}/trips/sample?guest_token=nope`)).statusCode).toBe(404);
    expect((await request(app, 'GET', `/parcels/${guest.id}/trips/sample`, sender.token)).statusCode).toBe(404);
  });
});

describe('telling the owner when a fitting trip appears', () => {
  const route = { from_city_id: SHYMKENT, to_city_id: ASTANA };

  async function noticesTo(address: string) {
    return (await outboxFor(app, address)).filter(
      (mail) => mail.subject?.includes('traveler for your parcel') || mail.subject?.includes('путешественник'),
    );
  }

  it('accepts a parcel with no fitting trip and notifies the owner once, even when two fitting trips arrive together', async () => {
    const owner = await registerUser(app, { email: 'waiting@example.kz' });
    const response = await app.inject({
      method: 'POST',
      url: '/parcels',
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en-US,en;q=0.9' },
      payload: { type: 'documents', weight_class: 'documents', description: 'Contract', deadline: daysFromToday(20), ...route },
    });
    expect(response.statusCode).toBe(201);
    const parcelId = response.json().id;
    expect(await noticesTo(owner.email)).toEqual([]);

    const driver = await registerUser(app);
    await Promise.all([
      createTrip(app, driver.token, { ...route, trip_date: daysFromToday(6) }),
      createTrip(app, driver.token, { ...route, trip_date: daysFromToday(7) }),
    ]);
    await jobsFinished(db, TRIP_CREATED_JOB);
    const notices = await noticesTo(owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(`http://localhost:3000/en/schedule/${parcelId}`);
    expect(notices[0].body).toContain('Shymkent → Astana');

    await createTrip(app, driver.token, { ...route, trip_date: daysFromToday(8) });
    await jobsFinished(db, TRIP_CREATED_JOB);
    expect(await noticesTo(owner.email)).toHaveLength(1);
  });

  it('does not notify about a trip that does not fit, nor a parcel that had a fitting trip already', async () => {
    const otherRoute = { from_city_id: SHYMKENT, to_city_id: ALMATY };
    const owner = await registerUser(app, { email: 'picky@example.kz' });
    await createParcel(app, owner.token, { ...otherRoute, deadline: daysFromToday(5), weight_class: 'L', weight_kg: 4 });
    const driver = await registerUser(app);
    await createTrip(app, driver.token, { ...otherRoute, trip_date: daysFromToday(6) });
    await createTrip(app, driver.token, { ...otherRoute, trip_date: daysFromToday(4), weight_allowance: 'hand_luggage' });
    await jobsFinished(db, TRIP_CREATED_JOB);
    expect(await noticesTo(owner.email)).toHaveLength(0);

    const served = await registerUser(app, { email: 'served@example.kz' });
    await createParcel(app, served.token, { ...otherRoute, deadline: daysFromToday(5), weight_class: 'S', weight_kg: 1 });
    await createTrip(app, driver.token, { ...otherRoute, trip_date: daysFromToday(3) });
    await jobsFinished(db, TRIP_CREATED_JOB);
    expect(await noticesTo(served.email)).toHaveLength(0);
  });

  it("sends a guest a link with a guest token that opens the parcel's sample", async () => {
    const guestRoute = { from_city_id: ASTANA, to_city_id: SHYMKENT };
    const guest = await createParcel(app, null, { ...guestRoute, guest_email: 'guest-notice@example.kz' });
    const driver = await registerUser(app);
    const tripId = await createTrip(app, driver.token, { ...guestRoute, trip_date: daysFromToday(2) });
    const [notice] = await eventually(async () => {
      const found = await noticesTo('guest-notice@example.kz');
      return found.length > 0 ? found : undefined;
    });
    const link = new URL(/https?:\/\/\S+/.exec(notice.body)![0]);
    expect(link.pathname).toBe(`/ru/schedule/${guest.id}`);
    const sample = await request(app, 'GET', `/parcels/${guest.id}/trips/sample?guest_token=${link.searchParams.get('guest_token')}`);
    expect(sample.json<Card[]>().map((card) => card.trip_id)).toEqual([tripId]);
  });
});
