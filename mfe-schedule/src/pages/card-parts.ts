import type { TravelerCard, TravelerSummary, Trip } from '@jetkiz/contracts';
import type { CardTrip } from '../traveler-card';

export interface CardParts {
  traveler: TravelerSummary;
  trip: CardTrip;
}

/** A fitting traveler of `GET /parcels/{id}/trips/sample`, as the card draws it. */
export function partsOfSample(card: TravelerCard): CardParts {
  return {
    traveler: {
      user_id: card.traveler_id,
      first_name: card.first_name,
      avatar_url: card.avatar_url,
      rating: card.rating,
      reviews_count: card.reviews_count,
      verified: card.verified,
    },
    trip: {
      trip_date: card.trip_date,
      delivery_type: card.delivery_type,
      weight_allowance: card.weight_allowance,
      weight_limit_kg: card.weight_limit_kg,
      is_logistic_company: card.is_logistic_company,
      offered_amount: card.offered_amount,
    },
  };
}

/** A trip of the public board (`GET /trips`), with its route named in the page's language. */
export function partsOfTrip(trip: Trip, cityName: (id: number) => string): CardParts {
  return {
    traveler: trip.traveler,
    trip: {
      trip_date: trip.trip_date,
      delivery_type: trip.delivery_type,
      weight_allowance: trip.weight_allowance,
      is_logistic_company: trip.is_logistic_company,
      offered_amount: trip.offered_amount,
      route: { from: cityName(trip.from_city_id), to: cityName(trip.to_city_id) },
    },
  };
}
