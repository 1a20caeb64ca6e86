import type { Currency } from '../constants';
import type { BindStatus, Parcel, PartySummary, Trip } from '../entities';
import type { Review } from '../reviews';

// The safe deal (issue 17). Every amount is integer tiyn (1 tenge = 100 tiyn) with currency 'KZT'.

/** A bind's whole life: the request (pending, declined) and then the deal. */
export type DealStatus = BindStatus;

export type DealRole = 'sender' | 'traveler';

/** What this user may do next on the deal page. */
export type DealAction = 'pay' | 'pick_up' | 'deliver' | 'confirm' | 'cancel' | 'report_problem';

export type DealEvent =
  | 'requested'
  | 'accepted'
  | 'payment_started'
  | 'payment_failed'
  | 'payment_expired'
  | 'paid'
  | 'picked_up'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'problem_reported';

export interface DealTimelineEntry {
  event: DealEvent;
  /** ISO date-time */
  at: string;
}

export type PaymentStatus = 'pending' | 'held' | 'captured' | 'failed' | 'expired' | 'voided' | 'refunded';

/** `POST /binds/{id}/payment` answers 201 with this; the same pending payment again while it is pending. */
export interface Payment {
  payment_id: string;
  status: PaymentStatus;
  /** tiyn */
  amount: number;
  currency: Currency;
  /** the provider's checkout page; null once the payment is no longer pending */
  checkout_url: string | null;
}

/** The other party as a deal shows them: the phone only once the deal is paid. */
export interface DealParty extends PartySummary {
  /** digits, e.g. 77011234567; null before payment */
  phone_number: string | null;
}

/** `GET /binds/{id}`: the deal, for its two parties only. */
export interface Deal {
  id: number;
  status: DealStatus;
  role: DealRole;
  parcel: Parcel;
  trip: Trip;
  other_party: DealParty;
  currency: Currency;
  /** the agreed reward the sender pays, tiyn */
  reward: number;
  /** the service's 20% of the reward, tiyn */
  commission: number;
  /** what the traveler gets on completion: reward minus commission, tiyn */
  traveler_amount: number;
  payment: Payment | null;
  /** the 6-digit code; the sender's view of a paid deal only */
  delivery_code: string | null;
  /** true after 5 wrong codes: only the sender's confirmation completes the deal */
  delivery_code_locked: boolean;
  problem_reported: boolean;
  /** YYYY-MM-DD, the last working day the refund is due by; null when no refund is due */
  refund_due_by: string | null;
  /** ISO date-time when a delivered deal completes itself unless the sender reports a problem */
  auto_complete_at: string | null;
  next_actions: DealAction[];
  timeline: DealTimelineEntry[];
  review: DealReview;
}

/** The reviews of a deal as one party sees them (double-blind: the other's shows once both left theirs, or later). */
export interface DealReview {
  /** the caller may leave their review now */
  can_review: boolean;
  /** the caller's own review, once left */
  mine: { rating: number; text: string | null; created_at: string } | null;
  /** the other party's review of the caller, once visible */
  theirs: Review | null;
  /** ISO date-time the reviews show even if one party never writes theirs; null before the deal ends */
  visible_at: string | null;
}

/** `POST /binds/{id}/delivered`: with the recipient's code the deal completes at once. */
export interface DeliveredRequest {
  delivery_code?: string;
}

/** `POST /binds/{id}/problem`. */
export interface ProblemReportRequest {
  text: string;
}

/**
 * `courier_fee`: a courier delivery's fee paid by card; `courier_refund`: its refund back on the card after a cancel.
 * `insurance_premium`: a parcel insurance's premium paid by card; `insurance_refund`: its refund back on the card (the
 * insurer refused, or the deal was cancelled before pickup).
 */
export type FinanceTransactionKind =
  'payment' | 'release' | 'commission' | 'refund' | 'payout' | 'courier_fee' | 'courier_refund' | 'insurance_premium' | 'insurance_refund';

export interface FinanceTransaction {
  id: string;
  kind: FinanceTransactionKind;
  /** tiyn; positive when money comes to the user, negative when it leaves */
  amount: number;
  currency: Currency;
  bind_id: number | null;
  /** ISO date-time */
  created_at: string;
}

/** `GET /me/finance` query: filters and the page of the transaction list. */
export interface FinanceQuery {
  kind?: FinanceTransactionKind;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  /** YYYY-MM-DD, inclusive */
  to?: string;
  page?: number;
  per_page?: number;
}

/** `GET /me/finance`. */
export interface Finance {
  currency: Currency;
  /** released money the user may pay out, tiyn */
  balance: number;
  /**
   * what the user paid as a sender and the service still holds, tiyn: a deal's reward until delivery, a courier fee
   * until the courier delivers, an insurance premium until the policy is issued, and any of them due back until the
   * refund reaches the card
   */
  held_as_sender: number;
  /** payouts on their way to the card, tiyn */
  pending_payouts: number;
  transactions: FinanceTransaction[];
  page: number;
  per_page: number;
  total: number;
}

export type PayoutStatus = 'processing' | 'paid' | 'failed';

/** `POST /me/payouts`. */
export interface PayoutRequest {
  /** tiyn */
  amount: number;
}

export interface Payout {
  id: string;
  status: PayoutStatus;
  /** tiyn */
  amount: number;
  currency: Currency;
  /** ISO date-time */
  created_at: string;
}

/** The card payouts go to, as the payment provider shows it: we never see its number. */
export interface SavedPayoutCard {
  /** e.g. '440043******1234' */
  masked_pan: string;
  /** the card's payment system (VISA, MASTERCARD…) when the provider tells */
  brand: string | null;
}

/** `GET /me/payout-card`. */
export interface PayoutCardState {
  saved: boolean;
  /** only when saved */
  card?: SavedPayoutCard;
}

/** `POST /me/payout-card/binding`: the provider's page where the user saves a card, left for in the same tab. */
export interface PayoutCardBinding {
  binding_url: string;
}
