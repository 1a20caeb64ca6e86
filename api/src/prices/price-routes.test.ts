import { PRICE_LIST } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { expectValidationErrors, ALMATY, ASTANA, createParcel, createTrip, registerUser, request, setUpTestApp } from '../testing';
import { distanceKm } from './recommended-price';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ db, app } = test));

const TALGAR = 43;
const AKTAU = 15;

describe('GET /prices/recommended', () => {
  it('answers the published price list by class and distance while a route has too few real rewards', async () => {
    const near = (await request(app, 'GET', `/prices/recommended?from=${ALMATY}&to=${TALGAR}&class=S`)).json();
    expect(near).toEqual({ amount: PRICE_LIST[0].amounts.S, currency: 'KZT', sample_size: 0, source: 'price_list' });
    const far = (await request(app, 'GET', `/prices/recommended?from=${ALMATY}&to=${AKTAU}&class=L`)).json();
    expect(far).toEqual({ amount: PRICE_LIST[2].amounts.L, currency: 'KZT', sample_size: 0, source: 'price_list' });
  });

  it('answers the median of recent trips that can carry the class and binds of that class, with the count', async () => {
    const traveler = await registerUser(app);
    const sender = await registerUser(app);
    const tripIds: number[] = [];
    for (const amount of [3000, 4000, 10000])
      tripIds.push(await createTrip(app, traveler.token, { offered_amount: amount, weight_allowance: 'baggage' }));
    await createTrip(app, traveler.token, { offered_amount: 1, weight_allowance: 'hand_luggage' });
    const few = (await request(app, 'GET', `/prices/recommended?from=${ALMATY}&to=${ASTANA}&class=L`)).json();
    expect(few).toMatchObject({ source: 'price_list', sample_size: 3 });

    for (const reward of [4500, 5000]) {
      const { id } = await createParcel(app, sender.token, { weight_class: 'L', weight_kg: 4, reward });
      expect((await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, { trip_id: tripIds[0] })).statusCode).toBe(201);
      await db.updateTable('binds').set({ status: 'accepted' }).where('parcel_id', '=', id).execute();
    }
    const market = (await request(app, 'GET', `/prices/recommended?from=${ALMATY}&to=${ASTANA}&class=L`)).json();
    expect(market).toEqual({ amount: 4500, currency: 'KZT', sample_size: 5, source: 'market' });

    const documents = (await request(app, 'GET', `/prices/recommended?from=${ALMATY}&to=${ASTANA}&class=documents`)).json();
    expect(documents).toMatchObject({ source: 'price_list', sample_size: 4 });
  });

  it.each([
    ['nothing', '', { from: ['fieldRequired'], to: ['fieldRequired'], class: ['fieldRequired'] }],
    ['text for a city', '?from=abc&to=2&class=S', { from: ['onlyNumbersRequired'] }],
    ['one city twice', '?from=2&to=2&class=S', { to: ['sameCities'] }],
    ['an unknown class', '?from=1&to=2&class=XL', { class: ['Untitled Error'] }],
    ['an unknown city', '?from=1&to=4242&class=S', { to: ['notFound'] }],
  ])('answers 422 with field keys for %s', async (_case, query, errors) => {
    const response = await request(app, 'GET', `/prices/recommended${query}`);
    expectValidationErrors(response, errors);
  });
});

describe('distanceKm', () => {
  it('measures Almaty to Astana at about 970 km in a straight line', () => {
    expect(
      distanceKm({ id: 1, latitude: 43.238949, longitude: 76.889709 }, { id: 2, latitude: 51.169392, longitude: 71.449074 }),
    ).toBeCloseTo(970, -1);
  });
});
