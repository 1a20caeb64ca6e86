import type { Migration } from 'kysely/migration';
import * as cities from './0001-cities';
import * as jobsOutboxLimits from './0002-jobs-outbox-limits';
import * as accounts from './0003-accounts';
import * as trips from './0100-trips';
import * as parcels from './0101-parcels';
import * as binds from './0102-binds';
import * as marketplaceSecurity from './0104-marketplace-security';
import * as jobFailures from './0105-job-failures';
import * as outboxProviderIds from './0106-outbox-provider-ids';
import * as sessionSecurity from './0107-session-security';
import * as imageIds128Bits from './0108-image-ids-128-bits';
import * as verification from './0109-verification';
import * as safeDeal from './0110-safe-deal';
import * as payments from './0111-payments';
import * as chat from './0112-chat';
import * as reviews from './0113-reviews';
import * as courier from './0114-courier';
import * as shortLinks from './0115-short-links';
import * as courierClaims from './0116-courier-claims';
import * as insurance from './0117-insurance';
import * as positiveRewards from './0118-positive-rewards';
import * as travelerSampleNotify from './0119-traveler-sample-notify';
import * as travelerSampleParcelsNotify from './0120-traveler-sample-parcels-notify';
import * as insurancePaymentTimeout from './0121-insurance-payment-timeout';
import * as simulatedPayoutCards from './0122-simulated-payout-cards';
import * as courierPaymentRetries from './0123-courier-payment-retries';
import * as insuranceRefundDates from './0124-insurance-refund-dates';

/** Every migration by name, in order. Migrations are imported, not read from disk, so they run the same under tsx and Jest. */
export const migrations: Record<string, Migration> = {
  '0001-cities': cities,
  '0002-jobs-outbox-limits': jobsOutboxLimits,
  '0003-accounts': accounts,
  '0100-trips': trips,
  '0101-parcels': parcels,
  '0102-binds': binds,
  '0104-marketplace-security': marketplaceSecurity,
  '0105-job-failures': jobFailures,
  '0106-outbox-provider-ids': outboxProviderIds,
  '0107-session-security': sessionSecurity,
  '0108-image-ids-128-bits': imageIds128Bits,
  '0109-verification': verification,
  '0110-safe-deal': safeDeal,
  '0111-payments': payments,
  '0112-chat': chat,
  '0113-reviews': reviews,
  '0114-courier': courier,
  '0115-short-links': shortLinks,
  '0116-courier-claims': courierClaims,
  '0117-insurance': insurance,
  '0118-positive-rewards': positiveRewards,
  '0119-traveler-sample-notify': travelerSampleNotify,
  '0120-traveler-sample-parcels-notify': travelerSampleParcelsNotify,
  '0121-insurance-payment-timeout': insurancePaymentTimeout,
  '0122-simulated-payout-cards': simulatedPayoutCards,
  '0123-courier-payment-retries': courierPaymentRetries,
  '0124-insurance-refund-dates': insuranceRefundDates,
};
