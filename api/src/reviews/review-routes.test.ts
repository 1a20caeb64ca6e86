import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { adjustableClock, DAY_MS } from '../deals';
import { completedDeal, dealParties, paidDeal, runDealTimers, setUpDealTestApp, type DealParties } from '../deals/deal-testing';
import type { Db } from '../db';
import {
  expectValidationErrors,
  createParcel,
  createTrip,
  daysFromToday,
  publishedReviewsOf,
  registerUser,
  request,
  type RegisteredUser,
} from '../testing';

// The blind period runs on the deal's clock: the test moves it and runs the time rules through /dev/deals/clock.
const clock = adjustableClock();
let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let stranger: RegisteredUser;

setUpDealTestApp((test) => ({ app, db, parties, stranger } = test), { clock });

const review = (bindId: number | string, token: string | null, body: object = { rating: 5 }) =>
  request(app, 'POST', `/binds/${bindId}/review`, token, body);
const dealAs = async (bindId: number, user: RegisteredUser) => (await request(app, 'GET', `/binds/${bindId}`, user.token)).json();
const publicIdOf = async (user: RegisteredUser) =>
  (await db.selectFrom('users').select('public_id').where('id', '=', user.userId).executeTakeFirstOrThrow()).public_id;

describe('POST /binds/{id}/review', () => {
  let bindId: number;

  beforeAll(async () => {
    bindId = await completedDeal(app, db, parties);
  });

  it('refuses a guest (401), a stranger and an unknown deal (404), before anything else', async () => {
    expect((await review(bindId, null)).statusCode).toBe(401);
    expect((await review(bindId, stranger.token)).statusCode).toBe(404);
    expect((await review(999_999, parties.sender.token)).statusCode).toBe(404);
    expect((await review('abc', parties.sender.token)).statusCode).toBe(404);
  });

  it.each([
    [{ rating: 0 }, 'rating', MESSAGE_KEYS.invalidMinValue],
    [{ rating: 6 }, 'rating', MESSAGE_KEYS.invalidMaxValue],
    [{ rating: 2.5 }, 'rating', MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: 'x' }, 'rating', MESSAGE_KEYS.onlyNumbersRequired],
    [{ rating: [5] }, 'rating', MESSAGE_KEYS.onlyNumbersRequired],
    [{}, 'rating', MESSAGE_KEYS.fieldRequired],
    [{ rating: 4, text: 'a'.repeat(1001) }, 'text', MESSAGE_KEYS.maxLengthNotValid],
    [{ rating: 4, may_quote: 'perhaps' }, 'may_quote', MESSAGE_KEYS.untitledError],
  ])('answers 422 for %j: %s %s', async (body, field, key) => {
    const response = await review(bindId, parties.sender.token, body);
    expectValidationErrors(response, { [field]: [key] });
  });

  it.each([
    [{ rating: [5] }],
    [{ rating: { value: 5 } }],
    [{ rating: 5, text: ['a'] }],
    [{ rating: 5, text: { a: 1 } }],
    [{ rating: null }],
  ])('answers junk %j with a 4xx, never a 500', async (body) => {
    const response = await review(bindId, parties.sender.token, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('takes one review per party (a second is 409), masks contacts, and keeps it hidden until the other writes theirs', async () => {
    const travelerId = await publicIdOf(parties.traveler);
    const first = await review(bindId, parties.sender.token, {
      rating: 4,
      text: '  Всё привёз вовремя, пишите +7 701 234 56 78  ',
      may_quote: true,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      rating: 4,
      text: expect.stringMatching(/^Всё привёз вовремя, пишите /),
      author_first_name: expect.any(String),
      created_at: expect.any(String),
    });
    expect(first.json().text).not.toMatch(/701|234 56 78/);
    expect((await review(bindId, parties.sender.token, { rating: 1 })).statusCode).toBe(409);

    const senderView = await dealAs(bindId, parties.sender);
    expect(senderView.review).toMatchObject({ can_review: false, mine: { rating: 4 }, theirs: null });
    const travelerView = await dealAs(bindId, parties.traveler);
    expect(travelerView.review).toMatchObject({ can_review: true, mine: null, theirs: null });
    expect(Date.parse(travelerView.review.visible_at) - clock.now().getTime()).toBeGreaterThan(13.9 * DAY_MS);
    expect((await request(app, 'GET', `/users/${travelerId}/reviews?role=traveler`)).json()).toMatchObject({
      reviews: [],
      rating: null,
      reviews_count: 0,
    });
    expect(senderView.other_party).toMatchObject({ user_id: travelerId, rating: null, reviews_count: 0 });

    expect((await review(bindId, parties.traveler.token, { rating: 5, text: 'Отличный отправитель' })).statusCode).toBe(201);
    const both = await dealAs(bindId, parties.sender);
    expect(both.review).toMatchObject({ can_review: false, mine: { rating: 4 }, theirs: { rating: 5, text: 'Отличный отправитель' } });
    expect((await dealAs(bindId, parties.traveler)).review.theirs).toMatchObject({ rating: 4 });
    expect(both.other_party).toMatchObject({ rating: 4, reviews_count: 1 });
    expect((await review(bindId, parties.traveler.token, { rating: 5 })).statusCode).toBe(409);
  });
});

describe('when a deal may be reviewed', () => {
  it('not before the deal completed: 409 while paid, and never for a request withdrawn before acceptance', async () => {
    const paid = await paidDeal(app, db, parties);
    const response = await review(paid, parties.sender.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_type: 'forbidden', status: 'paid' });
    expect((await dealAs(paid, parties.sender)).review).toEqual({ can_review: false, mine: null, theirs: null, visible_at: null });

    const { id: parcelId } = await createParcel(app, parties.sender.token);
    const offered = await request(app, 'POST', `/parcels/${parcelId}/trips/binds`, parties.sender.token, { trip_id: parties.tripId });
    const withdrawn = offered.json().id;
    expect((await request(app, 'POST', `/binds/${withdrawn}/cancel`, parties.sender.token)).statusCode).toBe(200);
    expect((await review(withdrawn, parties.traveler.token)).statusCode).toBe(409);
    expect((await review(withdrawn, parties.sender.token)).statusCode).toBe(409);
  });

  it.each(['sender', 'traveler'] as const)('a deal the %s cancelled only by the other party', async (canceller) => {
    const bindId = await paidDeal(app, db, parties);
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, parties[canceller].token)).statusCode).toBe(200);
    const other = canceller === 'sender' ? 'traveler' : 'sender';
    expect((await dealAs(bindId, parties[canceller])).review.can_review).toBe(false);
    expect((await dealAs(bindId, parties[other])).review.can_review).toBe(true);
    expect((await review(bindId, parties[canceller].token)).statusCode).toBe(409);
    expect((await review(bindId, parties[other].token, { rating: 2 })).statusCode).toBe(201);
  });
});

describe('a deal the time rules cancelled', () => {
  it('may be reviewed by both parties: neither cancelled it', async () => {
    // Not picked up within 2 days after the trip date (5 days from today): cancelled by the deal's own rules.
    const bindId = await paidDeal(app, db, parties);
    await runDealTimers(app, 8 * 24);
    expect((await dealAs(bindId, parties.sender)).status).toMatch(/^(cancelled|refunded)$/);
    expect((await review(bindId, parties.sender.token, { rating: 1 })).statusCode).toBe(201);
    expect((await review(bindId, parties.traveler.token, { rating: 3 })).statusCode).toBe(201);
    expect((await dealAs(bindId, parties.traveler)).review.theirs).toMatchObject({ rating: 1 });
  });
});

describe('the blind period', () => {
  it('shows a lone review 14 days after the deal ended, by the deal timers, and closes reviewing then', async () => {
    const deal = await dealParties(app, db);
    const bindId = await completedDeal(app, db, deal);
    const travelerId = await publicIdOf(deal.traveler);
    expect((await review(bindId, deal.sender.token, { rating: 3 })).statusCode).toBe(201);

    await runDealTimers(app, 13 * 24);
    expect((await request(app, 'GET', `/users/${travelerId}/reviews`)).json().reviews).toEqual([]);
    expect((await dealAs(bindId, deal.traveler)).review.can_review).toBe(true);

    await runDealTimers(app, 1.1 * 24);
    const page = (await request(app, 'GET', `/users/${travelerId}/reviews?role=traveler`)).json();
    expect(page).toMatchObject({ rating: 3, reviews_count: 1, total: 1, reviews: [{ rating: 3, text: null }] });
    const travelerView = await dealAs(bindId, deal.traveler);
    expect(travelerView.review).toMatchObject({ can_review: false, mine: null, theirs: { rating: 3 } });
    expect((await review(bindId, deal.traveler.token)).statusCode).toBe(409);
  });
});

describe('GET /users/{id}/reviews and the traveler cards', () => {
  let traveler: RegisteredUser;
  let travelerId: string;

  beforeAll(async () => {
    traveler = await registerUser(app, { first_name: 'Дана' });
    travelerId = await publicIdOf(traveler);
    await publishedReviewsOf(db, traveler.userId, [5, 4, 4, 5, 3, 5, 4]);
    await publishedReviewsOf(db, traveler.userId, [2, 3], { role: 'sender' });
    await publishedReviewsOf(db, traveler.userId, [1], { publishedAt: null });
  });

  it('pages the published reviews newest first, with the mean and count per role; both roles without one', async () => {
    const first = (await request(app, 'GET', `/users/${travelerId}/reviews?role=traveler&per_page=5`)).json();
    expect(first).toMatchObject({ rating: 4.3, reviews_count: 7, total: 7, page: 1, per_page: 5 });
    expect(first.reviews).toHaveLength(5);
    expect(first.reviews[0]).toEqual({
      id: expect.any(String),
      rating: expect.any(Number),
      text: null,
      author_first_name: 'Автор',
      created_at: expect.any(String),
    });
    const second = (await request(app, 'GET', `/users/${travelerId}/reviews?role=traveler&per_page=5&page=2`)).json();
    expect(second.reviews).toHaveLength(2);
    expect(new Set([...first.reviews, ...second.reviews].map((item: { id: string }) => item.id)).size).toBe(7);
    const dates = [...first.reviews, ...second.reviews].map((item: { created_at: string }) => item.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    expect((await request(app, 'GET', `/users/${travelerId}/reviews?role=sender`)).json()).toMatchObject({
      rating: 2.5,
      reviews_count: 2,
    });
    expect((await request(app, 'GET', `/users/${travelerId}/reviews`)).json()).toMatchObject({ rating: 3.9, reviews_count: 9 });
  });

  it('answers 404 for an unknown user and 422 for a wrong role or page', async () => {
    expect((await request(app, 'GET', '/users/00000000-0000-4000-8000-000000000000/reviews')).statusCode).toBe(404);
    expect((await request(app, 'GET', `/users/${traveler.userId}/reviews`)).statusCode).toBe(404);
    const wrong = await request(app, 'GET', `/users/${travelerId}/reviews?role=pilot&per_page=51&page=0`);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().validation_errors).sort()).toEqual(['page', 'per_page', 'role']);
  });

  it('gives the traveler cards the mean of the published traveler reviews: board, sample and deal page', async () => {
    const tripId = await createTrip(app, traveler.token, { trip_date: daysFromToday(2) });
    const board = (await request(app, 'GET', `/trips?per_page=50`)).json();
    expect(board.items.find((trip: { id: number }) => trip.id === tripId).traveler).toMatchObject({
      user_id: travelerId,
      rating: 4.3,
      reviews_count: 7,
    });
    const { id: parcelId } = await createParcel(app, stranger.token);
    const sample = (await request(app, 'GET', `/parcels/${parcelId}/trips/sample`, stranger.token)).json();
    expect(sample.find((card: { trip_id: number }) => card.trip_id === tripId)).toMatchObject({
      traveler_id: travelerId,
      rating: 4.3,
      reviews_count: 7,
    });
  });
});

describe('GET /reviews/published', () => {
  it('quotes published reviews rated 4 or 5 with text from authors who agreed, newest first, at most 6, city in the language', async () => {
    // Published after every other review of this file, so the six newest are these.
    const subject = await registerUser(app);
    const quote = { text: 'Быстро и надёжно', mayQuote: true };
    await publishedReviewsOf(db, subject.userId, [3], quote);
    await publishedReviewsOf(db, subject.userId, [5], { ...quote, mayQuote: false });
    await publishedReviewsOf(db, subject.userId, [5], { mayQuote: true });
    await publishedReviewsOf(db, subject.userId, [5], { ...quote, publishedAt: null });
    for (let day = 8; day >= 1; day -= 1) {
      await publishedReviewsOf(db, subject.userId, [4], {
        ...quote,
        text: `Отзыв ${day}`,
        publishedAt: new Date(Date.now() + (10 - day) * 60_000),
      });
    }
    const response = await app.inject({ method: 'GET', url: '/reviews/published', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.statusCode).toBe(200);
    const quotes = response.json();
    expect(quotes.map((item: { text: string }) => item.text)).toEqual([1, 2, 3, 4, 5, 6].map((day) => `Отзыв ${day}`));
    expect(quotes[0]).toEqual({
      id: expect.any(String),
      rating: 4,
      text: 'Отзыв 1',
      author_first_name: 'Автор',
      author_city: 'Almaty',
      role: 'traveler',
      created_at: expect.any(String),
    });
    const russian = (await request(app, 'GET', '/reviews/published')).json();
    expect(russian[0].author_city).toBe('Алматы');
  });
});
