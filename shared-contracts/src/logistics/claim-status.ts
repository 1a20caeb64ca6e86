/**
 * A courier claim's progress as our API reports it (issue 19, spec §4's eleven progress states and their
 * failures). The first seven are ours (the estimate and the payment); the rest follow the courier provider's own
 * status, mapped in the API's one table.
 */
export const CLAIM_STATUSES = [
  'calculating',
  'could_not_calculate',
  'awaiting_payment',
  'payment_checking',
  'payment_confirmed',
  'payment_not_confirmed',
  'payment_timeout',
  'searching',
  'courier_found',
  'courier_arrived',
  'delivered',
  'courier_not_found',
  'cancelled',
] as const;

export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The provider's words for a claim stopped for good before a delivery or a return: cancelled by someone, or failed. */
export const COURIER_PROVIDER_STOPS = [
  'cancelled',
  'cancelled_with_payment',
  'cancelled_by_taxi',
  'cancelled_with_items_on_hands',
  'failed',
] as const;

/**
 * The courier provider's own words for a claim (the ride-hailing B2B claims model), shown beside ours as
 * `provider_status`.
 */
export const COURIER_PROVIDER_STATUSES = [
  'new',
  'estimating',
  'estimating_failed',
  'ready_for_approval',
  'accepted',
  'performer_lookup',
  'performer_draft',
  'performer_found',
  'performer_not_found',
  'pickup_arrived',
  'ready_for_pickup_confirmation',
  'pickuped',
  'delivery_arrived',
  'ready_for_delivery_confirmation',
  'pay_waiting',
  'delivered',
  'delivered_finish',
  'returning',
  'return_arrived',
  'ready_for_return_confirmation',
  'returned',
  'returned_finish',
  ...COURIER_PROVIDER_STOPS,
] as const;

export type CourierProviderStatus = (typeof COURIER_PROVIDER_STATUSES)[number];
