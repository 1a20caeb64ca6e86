import type { Currency } from '../constants';
import type { ClaimStatus, CourierProviderStatus } from './claim-status';

// A courier delivery (issue 19): the estimate, the order and its claim. Amounts are integer tiyn (1 tenge = 100
// tiyn) in KZT; points are [longitude, latitude] in WGS 84 degrees, the order the courier provider reads them in.

export type ClaimPoint = [longitude: number, latitude: number];

/** `POST /logistics/estimate/check-price` (spec §3's estimate request). */
export interface EstimateRequest {
  start_point: ClaimPoint;
  destination_point: ClaimPoint;
  /** true: the courier hands over at the entrance rather than at the door (cheaper) */
  skip_door_to_door: boolean;
}

/** The estimate; a point outside the service area or no answer from the provider is 422 `could_not_calculate`. */
export interface Estimate {
  /** tiyn, what the order will cost */
  price: number;
  currency: Currency;
  distance_m: number;
  eta_min: number;
}

/** Spec §3's courier order form. Phones are digits with the country code (77011234567). */
export interface CourierOrderForm {
  sender_name: string;
  sender_phone: string;
  sender_email: string;
  recipient_phone: string;
  recipient_email: string;
  /** the address of point A as the courier reads it */
  from_address: string;
  /** the address of point B */
  to_address: string;
  /** for the courier: entrance, floor, what to say; '' when none */
  comment: string;
  /** how long the order waits for its payment, 5 to 60 */
  payment_wait_minutes: number;
}

/** `POST /logistics/claim`: the order for one bind, by one of its two parties. */
export interface ClaimRequest {
  parcel_trip_bind_id: number;
  start_point: ClaimPoint;
  destination_point: ClaimPoint;
  skip_door_to_door: boolean;
  order: CourierOrderForm;
}

export interface ClaimGeocode {
  longitude: number;
  latitude: number;
}

/** The courier the provider found: shown from `courier_found` on. */
export interface ClaimCourier {
  name: string;
  /** model and plate, e.g. "Kia Rio, 123 ABC 02" */
  car: string;
  /** null when the provider gives no number */
  phone: string | null;
}

export type ClaimRefundStatus = 'due' | 'refunded';

/** The money back of a cancelled claim (spec §9: within 7 days). */
export interface ClaimRefund {
  /** tiyn returned: the whole fee, or the fee minus the provider's paid-cancel charge */
  amount: number;
  /** tiyn the provider kept because the courier had already arrived; 0 otherwise */
  charge: number;
  status: ClaimRefundStatus;
  /** YYYY-MM-DD, the last day the refund is due by */
  due_by: string;
}

/** What the claim's owner may do now. */
export type ClaimAction = 'pay' | 'cancel' | 'retry';

/** `GET /logistics/claim/{id}` (spec §3's logistic claim with its progress). */
export interface LogisticClaim {
  /** unguessable (≥ 96 random bits) */
  id: string;
  parcel_trip_bind_id: number;
  status: ClaimStatus;
  /** the provider's own word; null before the provider has the claim (unpaid) */
  provider_status: CourierProviderStatus | null;
  /** tiyn: the fee the owner pays */
  price: number;
  currency: Currency;
  distance_m: number;
  eta_min: number;
  skip_door_to_door: boolean;
  geocodes: { start: ClaimGeocode; end: ClaimGeocode };
  fromStreet: string;
  endStreet: string;
  courier_found: boolean;
  /** the link whoever is at point B opens to show or correct their point; null once the claim has ended */
  short_link: string | null;
  order: CourierOrderForm;
  /** the payment provider's checkout page while the claim awaits payment; null otherwise */
  checkout_url: string | null;
  /** ISO date-time the unpaid claim turns `payment_timeout`; null once paid */
  payment_expires_at: string | null;
  courier: ClaimCourier | null;
  /** the refund of a cancelled paid claim; null otherwise */
  refund: ClaimRefund | null;
  next_actions: ClaimAction[];
  created_at: string;
  updated_at: string;
}

/** `GET /me/logistics/claims`: the user's claims, newest first. */
export interface ClaimListQuery {
  /** only the claims of this bind */
  parcel_trip_bind_id?: number;
  /** only claims still in progress (not delivered, cancelled, timed out) */
  active?: boolean;
}

export interface ClaimList {
  claims: LogisticClaim[];
}
