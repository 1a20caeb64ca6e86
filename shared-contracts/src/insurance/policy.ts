import type { Currency } from '../constants';
import type { VerificationDocumentType } from '../entities';

// Parcel insurance (issue 20). Typed amounts (`cost` of a request, `delivery_price`) are whole tenge, as the form
// takes them; every amount of an answer is integer tiyn (1 tenge = 100 tiyn) in KZT, as the deals use.

/** Spec §3's document list: the same identity documents (and number formats) as the verification questionnaire. */
export type InsuranceDocumentType = VerificationDocumentType;

/** `POST /insurance/commission`. */
export interface InsuranceCommissionRequest {
  /** the parcel's declared cost, whole tenge, at least 500 */
  cost: number;
}

/**
 * The insurer's tariff for a declared cost: the commission is its premium (a percentage of the cost with a
 * minimum), what the sender pays at checkout; the price is spec §9's insurance price, cost plus commission.
 */
export interface InsuranceCommission {
  /** the declared cost, tiyn */
  cost: number;
  /** the premium, tiyn: what the sender pays */
  commission: number;
  /** cost + commission, tiyn (spec §9) */
  price: number;
  currency: Currency;
}

/** A person of the contract, in the partner insurer's field names (spec §3). */
export interface InsurancePerson {
  /** surname, first name and patronymic */
  fio: string;
  /** 12 digits with the Kazakhstan check digit */
  iin: string;
  /** a resident of Kazakhstan */
  resident: boolean;
  documentType: InsuranceDocumentType;
  /** in the format of its document type (the verification's formats) */
  documentNumber: string;
  /** YYYY-MM-DD, not in the future */
  documentIssueDate: string;
  address: string;
  /** the +7 (###) ###-##-## mask, or its digits */
  mobilePhone: string;
}

/** The parcel as the policy covers it. */
export interface InsuranceAttribute {
  /** declared cost, whole tenge, 500 to the insurer's limit */
  cost: number;
  /** centimetres */
  width: number;
  /** centimetres */
  length: number;
  /** centimetres */
  height: number;
  /** kilograms, at most 5 */
  weight: number;
  description: string;
}

/** `POST /insurance`: spec §3's insurance parcel for one bind, by its sender, before pickup. */
export interface InsuranceRequest {
  parcel_trip_bind_id: number;
  /** the traveler */
  deliveryMan: InsurancePerson;
  /** the recipient, who is paid if the parcel is lost or damaged */
  insured: InsurancePerson;
  /** the sender, who concludes the contract and pays */
  insurer: InsurancePerson;
  attribute: InsuranceAttribute;
  /** the delivery's price (the deal's reward), whole tenge */
  delivery_price: number;
}

export type InsurancePolicyStatus = 'awaiting_payment' | 'issued' | 'refused' | 'cancelled' | 'payment_failed';

/** Why a policy was cancelled when its deal did not do it: the premium was not paid within the payment waiting time. */
export type InsuranceCancelReason = 'payment_timeout';

/** Why the insurer will not conclude the contract; each has its text (INSURANCE_REFUSAL_MESSAGE_KEYS). */
export type InsuranceRefusalReason = 'cost_above_limit' | 'document_invalid' | 'document_sanctioned' | 'route_not_covered' | 'other';

/** How to reach the insurer about a refusal (the 'insurance error' modal shows it). */
export interface InsurerContact {
  /** the insurer's name as registered */
  name: string;
  /** digits with the country code, e.g. 77272000000 */
  phone: string;
  email: string;
  url: string;
}

export interface InsuranceRefusal {
  reason: InsuranceRefusalReason;
  insurer_contact: InsurerContact;
}

export type InsuranceRefundStatus = 'due' | 'refunded';

/** The premium back, after the deal was cancelled before pickup or the insurer refused to issue a paid policy. */
export interface InsuranceRefund {
  /** tiyn */
  amount: number;
  status: InsuranceRefundStatus;
  /** YYYY-MM-DD, the last working day the refund is due by (3 Kazakhstan working days, as a deal's refund) */
  due_by: string;
  /** ISO date-time the money went back; null while due */
  refunded_at: string | null;
}

/** `GET /insurance/{id}`: a policy, for the sender who took it out only. */
export interface InsurancePolicy {
  /** unguessable (≥ 96 random bits) */
  id: string;
  /** the insurer's policy number once issued; null before */
  number: string | null;
  status: InsurancePolicyStatus;
  /** cost + commission, tiyn */
  price: number;
  /** the premium the sender pays, tiyn */
  commission: number;
  /** the declared cost, tiyn */
  cost: number;
  currency: Currency;
  /** the payment provider's checkout page while the policy awaits payment; null otherwise */
  checkout_url: string | null;
  parcel_trip_bind_id: number;
  /** the printable policy (`GET /insurance/{id}/document`) once issued; null before */
  document_url: string | null;
  /** why the insurer refused to issue the paid policy; null otherwise */
  refusal: InsuranceRefusal | null;
  /** the premium's refund; null when none is due */
  refund: InsuranceRefund | null;
  /** 'payment_timeout': cancelled, its premium unpaid within the payment waiting time (a new policy may be taken out); null otherwise */
  cancel_reason: InsuranceCancelReason | null;
  /** ISO date-time */
  created_at: string;
}

/** `GET /me/insurance`: the user's policies, newest first. */
export interface InsurancePolicyList {
  policies: InsurancePolicy[];
}
