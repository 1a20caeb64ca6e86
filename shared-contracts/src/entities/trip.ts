import type { BotCheckFields } from './bot-check';
import type { PartySummary } from './user';

export type DeliveryType = 'address' | 'railway' | 'airport';
export type WeightAllowance = 'hand_luggage' | 'baggage';

/** What the traveler fills in the trip widget, before bot-check fields are added. */
export interface TripDraft {
  from_city_id: number;
  to_city_id: number;
  /** ISO date, YYYY-MM-DD */
  trip_date: string;
  return_date?: string | null;
  is_logistic_company: boolean;
  offered_amount: number;
  contact_phone?: string;
  contact_email?: string;
  weight_allowance: WeightAllowance;
  first_name: string;
  delivery_type: DeliveryType;
}

export type TripCreateRequest = TripDraft & BotCheckFields;

export interface TripCreateResponse {
  id: number;
}

/** The traveler on a trip's card. */
export type TravelerSummary = PartySummary;

/** A trip as anyone may see it: no contact data. */
export interface Trip {
  id: number;
  from_city_id: number;
  to_city_id: number;
  trip_date: string;
  return_date: string | null;
  is_logistic_company: boolean;
  offered_amount: number;
  weight_allowance: WeightAllowance;
  delivery_type: DeliveryType;
  traveler: TravelerSummary;
}

export interface TripListQuery {
  from?: number;
  to?: number;
  date_from?: string;
  date_to?: string;
  page?: number;
  per_page?: number;
}

export interface TravelerCard {
  trip_id: number;
  /** the traveler's public id, for `GET /users/{id}/reviews` */
  traveler_id: string;
  first_name: string;
  avatar_url: string | null;
  rating: number | null;
  reviews_count: number;
  weight_limit_kg: number;
  weight_allowance: WeightAllowance;
  is_logistic_company: boolean;
  trip_date: string;
  delivery_type: DeliveryType;
  offered_amount: number;
  /** the traveler passed identity verification */
  verified: boolean;
}
