// The claim's status is the logistics folder's one list (the API maps the courier provider's statuses onto it).
import type { ClaimStatus } from '../logistics/claim-status';

export interface GeoPoint {
  longitude: number;
  latitude: number;
}

export interface EstimateRequest {
  start_point: GeoPoint;
  destination_point: GeoPoint;
  /** true when the courier hands over at the curb instead of door to door */
  skip_door_to_door: boolean;
}

export interface EstimateResponse {
  price: number;
  currency: 'KZT';
}

export interface CourierOrderForm {
  sender_name: string;
  sender_phone: string;
  sender_email: string;
  recipient_phone: string;
  recipient_email: string;
  from_address: string;
  to_address: string;
  comment: string;
  payment_wait_minutes: number;
}

export interface LogisticClaimCreateRequest {
  parcel_trip_bind_id: number;
  start_point: GeoPoint;
  destination_point: GeoPoint;
  fromStreet: string;
  endStreet: string;
  skip_door_to_door: boolean;
  order: CourierOrderForm;
}

export interface LogisticClaim {
  id: string;
  status: ClaimStatus;
  price_estimate: number | null;
  start_point: GeoPoint;
  destination_point: GeoPoint;
  fromStreet: string;
  endStreet: string;
  courier_found: boolean;
  short_link: string | null;
  payment_url: string | null;
  /** ISO date-time after which an unpaid claim expires */
  payment_expires_at: string | null;
  order: CourierOrderForm;
  created_at: string;
}

/** What a short link to a courier pick-up point encodes. */
export interface ShortLinkPayload {
  parcel_trip_bind_id: number;
  longitude: number;
  latitude: number;
  country: string;
  city: string;
  street: string;
  building: string;
  parcel_id: number;
}

export interface ShortLink extends ShortLinkPayload {
  id: string;
}

export interface ShortLinkCreateResponse {
  id: string;
}
