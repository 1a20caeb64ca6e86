import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ALMATY, ASTANA, createTrip, daysFromToday, registerUser, setUpTestApp } from '../testing';
import type { FitSubject } from './fitting-trips';
import { createSampleCache } from './sample-cache';

let app: FastifyInstance;
let db: Db;
let token: string;

setUpTestApp(async (test) => {
  ({ db, app } = test);
  ({ token } = await registerUser(app, { first_name: 'Айгерим' }));
});

const subject = (deadlineInDays: number): FitSubject => ({
  from_city_id: ALMATY,
  to_city_id: ASTANA,
  deadline: daysFromToday(deadlineInDays),
  load_kg: 2,
  owner_id: null,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the traveler sample cache', () => {
  it('answers the same cards for a moment, then reads the trips again', async () => {
    const cache = createSampleCache(400);
    const first = await createTrip(app, token, { trip_date: daysFromToday(3) });
    expect((await cache.cards(db, subject(30))).map((card) => card.trip_id)).toEqual([first]);

    const second = await createTrip(app, token, { trip_date: daysFromToday(4) });
    expect((await cache.cards(db, subject(30))).map((card) => card.trip_id)).toEqual([first]);
    // another deadline is another question
    expect((await cache.cards(db, subject(31))).map((card) => card.trip_id)).toEqual([first, second]);

    await wait(500);
    expect((await cache.cards(db, subject(30))).map((card) => card.trip_id)).toEqual([first, second]);
  });

  it('shares one pending answer between requests that arrive together', async () => {
    const cache = createSampleCache(400);
    const [a, b] = [cache.cards(db, subject(40)), cache.cards(db, subject(40))];
    expect(a).toBe(b);
    expect(await a).toEqual(await b);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createSampleCache(0);
    const before = (await cache.cards(db, subject(50))).length;
    await createTrip(app, token, { trip_date: daysFromToday(6) });
    expect(await cache.cards(db, subject(50))).toHaveLength(before + 1);
  });
});
