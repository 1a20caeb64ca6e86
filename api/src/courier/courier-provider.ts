import type { CourierProviderStatus } from '@jetkiz/contracts';

// The courier provider behind a logistic claim (issue 19), on the ride-hailing B2B "claims" model (Yandex
// Delivery's claims API v2): a price check, then a claim created with our idempotency request_id, estimated by the
// provider, accepted by us with the version we saw, then walked by the provider through its statuses. Amounts are
// integer tiyn; points are [longitude, latitude]. The local default is the simulator; COURIER_PROVIDER names a
// real one (yandex). Nothing here knows about payments or our claims: the logistics feature does.

export type LonLat = readonly [longitude: number, latitude: number];

export interface PriceCheckOptions {
  /** the courier hands over at the entrance rather than at the door (cheaper) */
  skipDoorToDoor: boolean;
}

export type PriceCheck =
  | { kind: 'estimate'; /** tiyn */ price: number; distance_m: number; eta_min: number }
  /** outside_service_area: a point the provider does not serve; unavailable: no answer now (try again later) */
  | { kind: 'refused'; reason: 'outside_service_area' | 'unavailable' };

export interface CourierContact {
  name: string;
  phone: string;
  email?: string;
}

export interface CourierPoint {
  point: LonLat;
  /** the address as the courier reads it */
  address: string;
  contact: CourierContact;
}

export interface CourierOrder {
  from: CourierPoint;
  to: CourierPoint;
  /** what is carried, as the courier's app shows it */
  item: string;
  /** for the courier; the simulator also reads its test markers here */
  comment?: string;
  skipDoorToDoor: boolean;
}

export interface CreatedClaim {
  claimId: string;
  version: number;
  status: CourierProviderStatus;
}

export interface Performer {
  name: string;
  /** model and plate, e.g. "Kia Rio, 123 ABC 02" */
  car: string;
  /** null when the provider gives no number (yet) */
  phone: string | null;
}

export interface ClaimInfo {
  claimId: string;
  status: CourierProviderStatus;
  version: number;
  /** tiyn: the offer's price once estimated, the final price once delivered; null before the estimate */
  price: number | null;
  performer: Performer | null;
  /** tiyn the provider keeps for a paid cancellation (cancelled_with_payment) */
  paid_cancel_charge?: number;
}

export type CancelState = 'free' | 'paid' | 'unavailable';

export interface CancelInfo {
  cancel_state: CancelState;
  /** tiyn kept by the provider for a paid cancellation; 0 when free; null when the provider does not say beforehand */
  charge: number | null;
}

/**
 * What went wrong at the provider. version_conflict: the claim changed since the version we sent (read it again);
 * invalid_state: not possible in the claim's status (e.g. a cancel after the pickup); not_found; refused: another
 * final 4xx; unauthorized: our token; unavailable, timeout, network, bad_answer: retryable.
 */
export type CourierErrorCode =
  'version_conflict' | 'invalid_state' | 'not_found' | 'refused' | 'unauthorized' | 'unavailable' | 'timeout' | 'network' | 'bad_answer';

export class CourierProviderError extends Error {
  constructor(
    message: string,
    readonly code: CourierErrorCode,
    readonly retryable: boolean,
    /** the provider's own error code, for the logs */
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'CourierProviderError';
  }
}

export interface CourierProvider {
  readonly name: 'simulator' | 'yandex';
  /** The price, distance and time of a delivery between two points, without creating anything. */
  checkPrice(points: readonly [from: LonLat, to: LonLat], options: PriceCheckOptions): Promise<PriceCheck>;
  /** Creates a claim (status new; the provider estimates it). The same requestId again returns the same claim. */
  createClaim(requestId: string, order: CourierOrder): Promise<CreatedClaim>;
  info(claimId: string): Promise<ClaimInfo>;
  /** Confirms an estimated claim (ready_for_approval) at the version we read; the courier search starts. */
  accept(claimId: string, version: number): Promise<CreatedClaim>;
  /** Whether a cancel is free now, paid (the courier is at the pickup point) or no longer possible. */
  cancelInfo(claimId: string): Promise<CancelInfo>;
  /** Cancels at the version and cancel_state we read; invalid_state when the state has moved on. */
  cancel(claimId: string, version: number, cancelState: Exclude<CancelState, 'unavailable'>): Promise<CreatedClaim>;
}
