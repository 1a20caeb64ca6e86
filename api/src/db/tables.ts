import type { City, ClaimCourier, ClaimStatus, CourierOrderForm, CourierProviderStatus } from '@jetkiz/contracts';
import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { InsuranceTables } from './insurance-tables';
import type { MarketplaceTables } from './marketplace-tables';

/** A timestamp column: read as Date, written as Date, ISO string or SQL expression. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A city row is the City entity as it is (fixed ids, three names, coordinates). */
export type CitiesTable = City;

export interface UsersTable {
  id: Generated<number>;
  /** what the API shows of a user: random, never the key */
  public_id: Generated<string>;
  phone_number: string;
  email: string;
  first_name: string;
  /** null for a guest account created without a password */
  password_hash: string | null;
  avatar_url: string | null;
  email_confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** refreshed at most hourly: sessions end after SESSION_IDLE_DAYS without use */
  last_used_at: Timestamp;
}

export interface LoginLocksTable {
  phone: string;
  locks: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp;
  updated_at: Timestamp;
}

/** One row per counted hit: limits count the hits of the last window, sliding. */
export interface RateLimitHitsTable {
  id: Generated<string>;
  key: string;
  hit_at: Timestamp;
  expires_at: Timestamp;
}

/** One-time codes handing a session to the profile host (never a token in a URL). */
export interface SessionHandoffsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type PhoneCodePurpose = 'register' | 'password_reset';

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: PhoneCodePurpose;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  resend_at: Timestamp;
  confirmed_at: NullableTimestamp;
  used_at: NullableTimestamp;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PendingActionsTable {
  id: Generated<number>;
  user_id: number;
  action: 'alert' | 'redirect';
  message: string | null;
  redirect_to: 'trips_sample' | 'my_trips' | 'chat' | 'deal' | null;
  parcel_id: number | null;
  /** with redirect_to 'deal' */
  bind_id: ColumnType<number | null, number | null | undefined, number | null>;
  chat_channel_id: string | null;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  /** the SMS provider's id of the sent message */
  provider_message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** refused for good by the provider (reason in last_error); never sent again */
  failed_at: NullableTimestamp;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: JSONColumnType<Record<string, unknown>>;
  run_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** set with finished_at when the job used up its attempts */
  failed_at: NullableTimestamp;
  /** at most one unfinished job holds a key (periodic jobs) */
  unique_key: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
  expires_at: Timestamp;
}

export interface CallbackRequestsTable {
  id: Generated<number>;
  first_name: string;
  phone: string;
  email: string | null;
  question: string | null;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  locale: string;
  created_at: Timestamp;
}

export interface VerificationSubmissionsTable {
  id: string;
  user_id: number;
  status: 'pending' | 'verified' | 'rejected';
  submitted_at: Timestamp;
  decided_at: NullableTimestamp;
  reasons: JSONColumnType<string[], string | undefined, string>;
  provider: string;
  provider_applicant_id: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  birth_date: string;
  /** AES-256-GCM (pii-crypto) */
  iin_encrypted: string;
  /** HMAC of the IIN: the uniqueness check */
  iin_hash: string;
  is_resident: boolean;
  document_type: string;
  document_number_encrypted: string;
  issue_date: string;
  issuing_authority: string;
  address_encrypted: string;
  document_image_id: string;
  selfie_image_id: string;
  /** the site language the questionnaire was sent in: the decision's e-mail and SMS speak it */
  locale: ColumnType<string, string | undefined, string>;
}

/** A provider's webhook event already handled (issue 17): the same event id again changes nothing. */
export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: Timestamp;
}

/** The simulated payment provider's own payments (two-step: held, then captured or voided). */
export interface SimulatedPaymentsTable {
  /** the provider's payment id */
  id: string;
  /** our payment's id, the idempotency key */
  payment_id: string;
  /** tiyn */
  amount: number;
  description: string;
  return_url: string;
  status: 'pending' | 'held' | 'declined' | 'captured' | 'voided' | 'refunded';
  refund_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The simulated provider's payouts to a card: paid at once, or failed for the documented amount. */
export interface SimulatedPayoutsTable {
  id: string;
  payout_id: string;
  user_id: number;
  /** tiyn */
  amount: number;
  status: 'paid' | 'failed';
  created_at: Timestamp;
}

/** The card a user saved on the simulated provider's card page: payouts go to it. */
export interface SimulatedPayoutCardsTable {
  user_id: number;
  masked_pan: string;
  brand: string;
  created_at: Generated<Timestamp>;
}

/** A visit to the simulated card page: saved or cancelled once, then the browser goes back to `return_url`. */
export interface SimulatedCardBindingsTable {
  id: string;
  user_id: number;
  return_url: string;
  status: 'pending' | 'saved' | 'cancelled';
  created_at: Generated<Timestamp>;
}

/** The simulated courier provider's claims (issue 19): their provider status, walked on the simulator's clock. */
export interface SimulatedCourierClaimsTable {
  /** the provider's claim id (128 random bits) */
  id: string;
  /** our idempotency key: the same request_id is the same claim */
  request_id: string;
  status: CourierProviderStatus;
  /** counts changes of the claim's terms: 1 at creation, 2 once estimated */
  version: Generated<number>;
  /** tiyn */
  price: number;
  distance_m: number;
  eta_min: number;
  accepted: Generated<boolean>;
  /** the order carried the simulator's "no courier" marker */
  finds_no_performer: Generated<boolean>;
  performer: JSONColumnType<{ name: string; car: string; phone: string } | null, string | null, string | null>;
  /** tiyn */
  paid_cancel_charge: number | null;
  status_changed_at: Timestamp;
  created_at: Timestamp;
}

/**
 * A bigint column (amounts in tiyn, ledger ids): node-postgres reads it as text, PGlite as a number; read it
 * through Number() (amounts stay far below 2^53) or String().
 */
type Int8 = ColumnType<string | number, number | string | bigint, number | string>;

// The safe deal (issue 17): the timeline, payments at the provider, payouts, and the double-entry ledger.

export interface DealEventsTable {
  id: Generated<string>;
  bind_id: number;
  event: string;
  at: Timestamp;
}

export interface PaymentsTable {
  /** 128 random bits, base64url: the provider's order reference */
  id: string;
  bind_id: number;
  payer_id: number;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  status: 'pending' | 'held' | 'captured' | 'failed' | 'expired' | 'voided' | 'refunded';
  amount: Int8;
  created_at: Timestamp;
  expires_at: Timestamp;
  held_at: NullableTimestamp;
  captured_at: NullableTimestamp;
  voided_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  failure: string | null;
}

export interface PayoutsTable {
  id: string;
  user_id: number;
  amount: Int8;
  status: 'processing' | 'paid' | 'failed';
  provider_payout_id: string | null;
  failure: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export type LedgerAccountKind =
  | 'external'
  | 'escrow'
  | 'commission'
  | 'payouts_in_flight'
  | 'balance'
  // courier fees (issue 19): held from the payer, then the provider's or refunded
  | 'courier_held'
  | 'courier_refunds_due'
  | 'courier_provider'
  // insurance premiums (issue 20): held until the insurer issues the policy, then the insurer's or refunded
  | 'insurance_held'
  | 'insurance_refunds_due'
  | 'insurer';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  /** the owner of a balance account; null for the system's accounts */
  user_id: number | null;
  /** kept by a trigger on ledger_entries; never below zero but for the external account */
  balance: ColumnType<string | number, never, never>;
}

export type LedgerTransactionKind =
  | 'payment'
  | 'release'
  | 'commission'
  | 'refund'
  | 'payout'
  | 'payout_paid'
  | 'payout_failed'
  | 'courier_payment'
  | 'courier_release'
  | 'courier_charge'
  | 'courier_refund'
  | 'courier_refund_paid'
  | 'insurance_payment'
  | 'insurance_premium'
  | 'insurance_refund'
  | 'insurance_refund_paid';

export interface LedgerTransactionsTable {
  id: Generated<string>;
  kind: LedgerTransactionKind;
  /** unique: a job or webhook that runs twice posts once (`release:bind:12`) */
  idempotency_key: string;
  bind_id: number | null;
  /** whose finance list shows it */
  user_id: number | null;
  /** tiyn moved, positive */
  amount: Int8;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: number | string;
  account_id: number;
  /** signed tiyn: into the account positive, out of it negative */
  amount: Int8;
}

// The chat (issue 18): a party is 'sender' or 'traveler' of the bind, since a guest's parcel has no user.

export type ChatPartyColumn = 'sender' | 'traveler';

export interface ChatMessagesTable {
  /** 128 random bits, base64url */
  id: string;
  /** the order of messages; a bigint (see Int8) */
  seq: ColumnType<string | number, never, never>;
  bind_id: number;
  author: ChatPartyColumn;
  /** as typed (trimmed); contacts are masked when read, until the deal is paid */
  text: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** The live stream's log: seq is the SSE event id. */
export interface ChatEventsTable {
  seq: ColumnType<string | number, never, never>;
  bind_id: number;
  kind: 'message' | 'read';
  /** the message, or with 'read' the newest one read */
  message_id: string;
  reader: ChatPartyColumn | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An open chat stream, refreshed by its heartbeat. */
export interface ChatPresenceTable {
  connection_id: string;
  bind_id: number;
  party: ChatPartyColumn;
  seen_at: Timestamp;
}

/** The last notice of new messages per channel, recipient and way (at most one an hour). */
export interface ChatNoticesTable {
  bind_id: number;
  recipient: ChatPartyColumn;
  channel: OutboxChannel;
  last_sent_at: Timestamp;
}

/** A short link to a courier delivery's point (issue 19): spec §3's payload under an unguessable id. */
export interface ShortLinksTable {
  /** 128 random bits, base64url */
  id: string;
  bind_id: number;
  parcel_id: number;
  created_by: number;
  longitude: number;
  latitude: number;
  country: string;
  city: string;
  street: string;
  building: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
  corrected_at: NullableTimestamp;
  expires_at: Timestamp;
}

/** A party's courier order for a bind (issue 19); its order form holds contacts, never logged. */
export interface CourierClaimsTable {
  /** 128 random bits, base64url */
  id: string;
  bind_id: number;
  user_id: number;
  status: ClaimStatus;
  price: number;
  distance_m: number;
  eta_min: number;
  skip_door_to_door: boolean;
  start_lon: number;
  start_lat: number;
  end_lon: number;
  end_lat: number;
  from_street: string;
  end_street: string;
  order_form: JSONColumnType<CourierOrderForm>;
  short_link_id: string | null;
  payment_expires_at: NullableTimestamp;
  provider: string;
  /** provider claims made so far (a retry makes another); the request_id is `${id}:${attempt}` */
  attempt: ColumnType<number, number | undefined, number>;
  /** set once the claim goes to the provider: from then on its point B is fixed */
  request_id: string | null;
  provider_claim_id: string | null;
  provider_status: CourierProviderStatus | null;
  courier: JSONColumnType<ClaimCourier | null, string | null, string | null>;
  refund_amount: number | null;
  refund_charge: number | null;
  refund_status: 'due' | 'refunded' | null;
  /** YYYY-MM-DD (Kazakhstan's calendar), kept as text so every driver reads it alike */
  refund_due_by: string | null;
  /** the tracking job's generation: a job of an older one does nothing */
  track_seq: ColumnType<number, number | undefined, number>;
  polls: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourierPaymentsTable {
  /** 128 random bits, base64url: the payment provider's order reference */
  id: string;
  claim_id: string;
  provider: string;
  provider_payment_id: string | null;
  checkout_url: string | null;
  status: 'pending' | 'held' | 'captured' | 'declined' | 'expired' | 'voided' | 'refunded';
  amount: number;
  /** times the sweep queued its capture (or void) again after the job queue gave up on it */
  sweep_retries: ColumnType<number, number | undefined, number>;
  /** set when those re-queues are used up: the sweep leaves it to staff */
  stuck_at: NullableTimestamp;
  stuck_reason: CourierPaymentStuckReason | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CourierPaymentStuckReason = 'capture_retries_used_up' | 'void_retries_used_up';

export interface Database extends MarketplaceTables, InsuranceTables {
  courier_claims: CourierClaimsTable;
  courier_payments: CourierPaymentsTable;
  chat_messages: ChatMessagesTable;
  chat_events: ChatEventsTable;
  chat_presence: ChatPresenceTable;
  chat_notices: ChatNoticesTable;
  deal_events: DealEventsTable;
  payments: PaymentsTable;
  payouts: PayoutsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  simulated_payments: SimulatedPaymentsTable;
  simulated_payouts: SimulatedPayoutsTable;
  simulated_payout_cards: SimulatedPayoutCardsTable;
  simulated_card_bindings: SimulatedCardBindingsTable;
  simulated_courier_claims: SimulatedCourierClaimsTable;
  verification_submissions: VerificationSubmissionsTable;
  cities: CitiesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  phone_codes: PhoneCodesTable;
  email_tokens: EmailTokensTable;
  pending_actions: PendingActionsTable;
  outbox_messages: OutboxMessagesTable;
  jobs: JobsTable;
  rate_limits: RateLimitsTable;
  rate_limit_hits: RateLimitHitsTable;
  login_locks: LoginLocksTable;
  session_handoffs: SessionHandoffsTable;
  callback_requests: CallbackRequestsTable;
  subscriptions: SubscriptionsTable;
  short_links: ShortLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type PhoneCodeRow = Selectable<PhoneCodesTable>;
export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
export type JobRow = Selectable<JobsTable>;
