import { travelerCardOf } from '../testing/marketplace';
import { orderedCards } from './traveler-order';

const early = travelerCardOf({
  trip_id: 1,
  trip_date: '2031-03-05',
  offered_amount: 7000,
  rating: 4.1,
  reviews_count: 3,
  delivery_type: 'railway',
});
const lateCheap = travelerCardOf({
  trip_id: 2,
  trip_date: '2031-03-09',
  offered_amount: 3000,
  rating: 4.9,
  reviews_count: 40,
  delivery_type: 'airport',
  is_logistic_company: true,
});
const sameDayNew = travelerCardOf({
  trip_id: 3,
  trip_date: '2031-03-05',
  offered_amount: 5000,
  rating: null,
  reviews_count: 0,
  delivery_type: 'address',
});
const sameDayRated = travelerCardOf({
  trip_id: 4,
  trip_date: '2031-03-05',
  offered_amount: 6000,
  rating: 4.8,
  reviews_count: 1,
  delivery_type: 'railway',
});
const cards = [early, lateCheap, sameDayNew, sameDayRated];
const all = { delivery: 'any', kind: 'all' } as const;
const ids = (list: { trip_id: number }[]) => list.map((card) => card.trip_id);

describe('orderedCards', () => {
  it('puts the earliest trip first, the better rated first on the same day, a new traveler after rated ones', () => {
    expect(ids(orderedCards(cards, 'date', all))).toEqual([4, 1, 3, 2]);
  });

  it('sorts by price, cheapest first', () => {
    expect(ids(orderedCards(cards, 'price', all))).toEqual([2, 3, 4, 1]);
  });

  it('sorts by rating, best first, new travelers last', () => {
    expect(ids(orderedCards(cards, 'rating', all))).toEqual([2, 4, 1, 3]);
  });

  it('filters by delivery type', () => {
    expect(ids(orderedCards(cards, 'date', { delivery: 'railway', kind: 'all' }))).toEqual([4, 1]);
    expect(ids(orderedCards(cards, 'date', { delivery: 'airport', kind: 'all' }))).toEqual([2]);
  });

  it('filters logistics companies in or out', () => {
    expect(ids(orderedCards(cards, 'date', { delivery: 'any', kind: 'companies' }))).toEqual([2]);
    expect(ids(orderedCards(cards, 'date', { delivery: 'any', kind: 'individuals' }))).toEqual([4, 1, 3]);
    expect(orderedCards(cards, 'date', { delivery: 'address', kind: 'companies' })).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    orderedCards(cards, 'price', all);
    expect(ids(cards)).toEqual([1, 2, 3, 4]);
  });
});
