import { CLAIM_STATUSES, COURIER_PROVIDER_STATUSES, type ClaimStatus, type CourierProviderStatus } from '@jetkiz/contracts';
import { CLAIM_STATUS_OF_PROVIDER_STATUS, claimStatusOf } from './claim-status';

const rows: [CourierProviderStatus, ClaimStatus][] = [
  ['new', 'searching'],
  ['estimating', 'searching'],
  ['ready_for_approval', 'searching'],
  ['accepted', 'searching'],
  ['performer_lookup', 'searching'],
  ['performer_draft', 'searching'],
  ['performer_found', 'courier_found'],
  ['pickup_arrived', 'courier_arrived'],
  ['ready_for_pickup_confirmation', 'courier_arrived'],
  ['pickuped', 'courier_arrived'],
  ['delivery_arrived', 'courier_arrived'],
  ['ready_for_delivery_confirmation', 'courier_arrived'],
  ['pay_waiting', 'courier_arrived'],
  ['delivered', 'delivered'],
  ['delivered_finish', 'delivered'],
  ['estimating_failed', 'courier_not_found'],
  ['performer_not_found', 'courier_not_found'],
  ['cancelled_by_taxi', 'courier_not_found'],
  ['failed', 'courier_not_found'],
  ['returning', 'cancelled'],
  ['return_arrived', 'cancelled'],
  ['ready_for_return_confirmation', 'cancelled'],
  ['returned', 'cancelled'],
  ['returned_finish', 'cancelled'],
  ['cancelled', 'cancelled'],
  ['cancelled_with_payment', 'cancelled'],
  ['cancelled_with_items_on_hands', 'cancelled'],
];

describe('our claim status from the courier provider status', () => {
  it.each(rows)('%s is %s', (provider, ours) => {
    expect(claimStatusOf(provider)).toBe(ours);
  });

  it('has a row for every provider status, each row one of our statuses', () => {
    expect(rows.map(([provider]) => provider).sort()).toEqual([...COURIER_PROVIDER_STATUSES].sort());
    expect(Object.keys(CLAIM_STATUS_OF_PROVIDER_STATUS).sort()).toEqual([...COURIER_PROVIDER_STATUSES].sort());
    for (const [, ours] of rows) expect(CLAIM_STATUSES).toContain(ours);
  });
});
