import type { Ledger } from '../ledger';
import type { Outbox } from '../outbox';
import type { FeaturePaymentContext } from '../payments';
import type { PiiCrypto } from '../verification';
import type { Insurer } from './insurer';

/** What every part of parcel insurance works with. */
export interface InsuranceContext extends FeaturePaymentContext {
  ledger: Ledger;
  insurer: Insurer;
  /** the PII key's cipher: the three persons are sealed at rest */
  crypto: PiiCrypto;
  outbox: Outbox;
  /** this API's address: the policy document's link */
  apiUrl: string;
  /** the profile host: the checkout returns to the deal page, the e-mail links to it */
  profileUrl: string;
  /** the payment waiting time: a policy unpaid this long after its checkout started is cancelled */
  paymentExpiryMinutes: number;
}

export const CAPTURE_JOB = 'insurance: capture the premium';
export const ISSUE_JOB = 'insurance: issue the policy';
export const VOID_JOB = 'insurance: void a stray premium payment';
export const REFUND_JOB = 'insurance: refund the premium';
export const INSURER_CANCEL_JOB = 'insurance: cancel the policy at the insurer';
