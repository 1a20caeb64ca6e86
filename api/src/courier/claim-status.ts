import { COURIER_PROVIDER_STOPS, type ClaimStatus, type CourierProviderStatus } from '@jetkiz/contracts';

/**
 * Our claim status for each of the courier provider's, in one place. Only the provider's part of our statuses
 * appears here: `calculating`, `could_not_calculate` and the `payment_*` ones are ours, decided before a provider
 * claim exists. The claim is paid before it reaches the provider, so everything up to a courier's answer is
 * `searching`; from the pickup to the door the courier is still "at" our last progress step, `courier_arrived`.
 * A provider's give-up (no estimate, the courier cancelled, a failure) is `courier_not_found`, which offers
 * "find again" or a cancel with a full refund; a return to the sender ends as `cancelled`.
 */
export const CLAIM_STATUS_OF_PROVIDER_STATUS: Readonly<Record<CourierProviderStatus, ClaimStatus>> = {
  new: 'searching',
  estimating: 'searching',
  ready_for_approval: 'searching',
  accepted: 'searching',
  performer_lookup: 'searching',
  performer_draft: 'searching',
  performer_found: 'courier_found',
  pickup_arrived: 'courier_arrived',
  ready_for_pickup_confirmation: 'courier_arrived',
  pickuped: 'courier_arrived',
  delivery_arrived: 'courier_arrived',
  ready_for_delivery_confirmation: 'courier_arrived',
  pay_waiting: 'courier_arrived',
  delivered: 'delivered',
  delivered_finish: 'delivered',
  estimating_failed: 'courier_not_found',
  performer_not_found: 'courier_not_found',
  cancelled_by_taxi: 'courier_not_found',
  failed: 'courier_not_found',
  returning: 'cancelled',
  return_arrived: 'cancelled',
  ready_for_return_confirmation: 'cancelled',
  returned: 'cancelled',
  returned_finish: 'cancelled',
  cancelled: 'cancelled',
  cancelled_with_payment: 'cancelled',
  cancelled_with_items_on_hands: 'cancelled',
};

/** The provider statuses after which a claim never changes again (tracking stops). */
export const FINAL_PROVIDER_STATUSES: ReadonlySet<CourierProviderStatus> = new Set([
  'estimating_failed',
  'performer_not_found',
  'delivered_finish',
  'returned_finish',
  ...COURIER_PROVIDER_STOPS,
]);

export function claimStatusOf(providerStatus: CourierProviderStatus): ClaimStatus {
  return CLAIM_STATUS_OF_PROVIDER_STATUS[providerStatus];
}
