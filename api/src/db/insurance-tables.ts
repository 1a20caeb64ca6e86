import type {
  InsuranceAttribute,
  InsuranceCancelReason,
  InsurancePolicyStatus,
  InsuranceRefundStatus,
  InsuranceRefusalReason,
} from '@jetkiz/contracts';
import type { ColumnType, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns come back as text from Postgres; written as numbers */
type Tiyn = ColumnType<string | number, number, number>;

/** The parcel as the policy covers it (the request's attribute), its declared cost in tiyn. Nothing personal. */
export type InsuredParcel = Omit<InsuranceAttribute, 'cost'> & { /** tiyn */ cost: number };

/** A sender's policy for a bind (issue 20). The three persons are one sealed value: never stored or logged in clear. */
export interface InsurancePoliciesTable {
  /** 128 random bits, base64url; also our request id at the insurer */
  id: string;
  bind_id: number;
  user_id: number;
  status: InsurancePolicyStatus;
  cost: Tiyn;
  commission: Tiyn;
  price: Tiyn;
  delivery_price: Tiyn;
  /** PiiCrypto.encrypt of the JSON of {insurer, insured, deliveryMan} */
  persons_sealed: string;
  parcel: JSONColumnType<InsuredParcel>;
  /** the insurer that quoted it: simulator or rest */
  insurer: string;
  policy_number: string | null;
  refusal_reason: InsuranceRefusalReason | null;
  refund_amount: ColumnType<string | number | null, number | null | undefined, number | null>;
  refund_status: InsuranceRefundStatus | null;
  /** YYYY-MM-DD, the last working day the refund is due by (refundDueBy of when it was decided); null with no refund */
  refund_due_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the refund went back to the payer; null before */
  refunded_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  issued_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** 'payment_timeout': cancelled by the payment waiting time; null for any other policy */
  cancel_reason: ColumnType<InsuranceCancelReason | null, InsuranceCancelReason | null | undefined, InsuranceCancelReason | null>;
}

export type InsurancePaymentStatus = 'pending' | 'held' | 'captured' | 'declined' | 'expired' | 'voided' | 'refunded';

export interface InsurancePaymentsTable {
  /** 128 random bits, base64url: the payment provider's order reference */
  id: string;
  policy_id: string;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  status: InsurancePaymentStatus;
  amount: Tiyn;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InsuranceTables {
  insurance_policies: InsurancePoliciesTable;
  insurance_payments: InsurancePaymentsTable;
}
