import type { DeliveryType, TravelerCard } from '@jetkiz/contracts';

export type ChoiceSort = 'date' | 'price' | 'rating';
export type DeliveryFilter = 'any' | DeliveryType;
export type TravelerKind = 'all' | 'individuals' | 'companies';

export interface ChoiceFilters {
  delivery: DeliveryFilter;
  kind: TravelerKind;
}

/** No rating sorts below every rating: a new traveler is not a bad one, only an unknown one. */
function byRatingDesc(a: TravelerCard, b: TravelerCard): number {
  return (b.rating ?? -1) - (a.rating ?? -1) || b.reviews_count - a.reviews_count;
}

function byDate(a: TravelerCard, b: TravelerCard): number {
  return a.trip_date.localeCompare(b.trip_date);
}

function byPrice(a: TravelerCard, b: TravelerCard): number {
  return a.offered_amount - b.offered_amount;
}

const COMPARE: Readonly<Record<ChoiceSort, (a: TravelerCard, b: TravelerCard) => number>> = {
  date: (a, b) => byDate(a, b) || byRatingDesc(a, b) || byPrice(a, b),
  price: (a, b) => byPrice(a, b) || byDate(a, b) || byRatingDesc(a, b),
  rating: (a, b) => byRatingDesc(a, b) || byDate(a, b) || byPrice(a, b),
};

function passes(card: TravelerCard, filters: ChoiceFilters): boolean {
  if (filters.delivery !== 'any' && card.delivery_type !== filters.delivery) return false;
  if (filters.kind === 'companies') return card.is_logistic_company;
  if (filters.kind === 'individuals') return !card.is_logistic_company;
  return true;
}

/** The cards the filters let through, in the chosen order (ties keep the API's order). */
export function orderedCards(cards: readonly TravelerCard[], sort: ChoiceSort, filters: ChoiceFilters): TravelerCard[] {
  return cards.filter((card) => passes(card, filters)).sort(COMPARE[sort]);
}
