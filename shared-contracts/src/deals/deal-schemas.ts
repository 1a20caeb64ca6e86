import { array, boolean, number, object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import {
  BIND_STATUSES,
  DEAL_STAGES,
  isEmptyValue,
  parcelEntitySchema,
  partySummaryEntitySchema,
  plainTextField,
  schemaFields,
  trimmedTextField,
  tripEntitySchema,
} from '../validation';
import { reviewEntitySchema } from '../reviews';
import type { DealAction, DealEvent, DealRole, DealStatus, FinanceTransactionKind, PaymentStatus, PayoutStatus } from './deal';
import { DELIVERY_CODE_LENGTH, MIN_PAYOUT_TIYN, PROBLEM_TEXT_MAX_LENGTH } from './deal-money';

const { countField, currency, dateTime, integer, isoDateQueryField, oneOf, oneOfQueryField, tiyn } = schemaFields;

/** Every status of a bind, the request's and then the deal's. */
export const DEAL_STATUSES: readonly DealStatus[] = BIND_STATUSES;
export const DEAL_ROLES: readonly DealRole[] = ['sender', 'traveler'];
export const DEAL_ACTIONS: readonly DealAction[] = ['pay', 'pick_up', 'deliver', 'confirm', 'cancel', 'report_problem'];
export const DEAL_EVENTS: readonly DealEvent[] = [
  'requested',
  'accepted',
  'payment_started',
  'payment_failed',
  'payment_expired',
  ...DEAL_STAGES,
  'problem_reported',
];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'held', 'captured', 'failed', 'expired', 'voided', 'refunded'];
export const FINANCE_TRANSACTION_KINDS: readonly FinanceTransactionKind[] = [
  'payment',
  'release',
  'commission',
  'refund',
  'payout',
  'courier_fee',
  'courier_refund',
  'insurance_premium',
  'insurance_refund',
];
export const PAYOUT_STATUSES: readonly PayoutStatus[] = ['processing', 'paid', 'failed'];
export const FINANCE_MAX_PER_PAGE = 100;
export const FINANCE_MAX_PAGE = 10_000;
/** The largest payout in one go: 10,000,000 tenge. */
export const MAX_PAYOUT_TIYN = 1_000_000_000;

// ---- requests

/** POST /binds/{id}/delivered: the recipient's 6-digit code, or nothing (the sender confirms later). */
export const deliveredSchema = object({
  delivery_code: plainTextField()
    .meta({ jsonSchema: { pattern: `^\\d{${DELIVERY_CODE_LENGTH}}$`, description: "the recipient's 6-digit delivery code" } })
    .test({
      name: 'deliveryCode',
      message: MESSAGE_KEYS.invalidCode,
      test: (value) => isEmptyValue(value) || new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`).test(String(value).trim()),
    }),
});

/** POST /binds/{id}/problem: what went wrong, 1 to 2000 characters after trimming. */
export const problemReportSchema = object({
  text: trimmedTextField(PROBLEM_TEXT_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
});

/** POST /me/payouts: tiyn, from 1 tenge; more than the balance is the server's own 422 (invalidMaxValue). */
export const payoutSchema = object({
  amount: number()
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(MIN_PAYOUT_TIYN, MESSAGE_KEYS.invalidMinValue)
    .max(MAX_PAYOUT_TIYN, MESSAGE_KEYS.invalidMaxValue)
    .meta({ jsonSchema: { description: 'integer tiyn (1 tenge = 100 tiyn)' } }),
});

/** GET /me/finance: the transaction list's filters and page. */
export const financeQuerySchema = object({
  kind: oneOfQueryField(FINANCE_TRANSACTION_KINDS),
  from: isoDateQueryField(),
  to: isoDateQueryField(),
  page: countField(FINANCE_MAX_PAGE),
  per_page: countField(FINANCE_MAX_PER_PAGE),
});

// ---- answers

/** An amount of money: integer tiyn and the currency. */
const money = { amount: tiyn(), currency: currency() };

export const paymentEntitySchema = object({
  payment_id: string(),
  status: oneOf(PAYMENT_STATUSES),
  ...money,
  checkout_url: string().nullable(),
});

export const dealPartyEntitySchema = partySummaryEntitySchema.shape({
  phone_number: string()
    .nullable()
    .meta({ jsonSchema: { description: 'digits; null before payment' } }),
});

export const dealEntitySchema = object({
  id: integer(),
  status: oneOf(DEAL_STATUSES),
  role: oneOf(DEAL_ROLES),
  parcel: parcelEntitySchema,
  trip: tripEntitySchema,
  other_party: dealPartyEntitySchema,
  currency: currency(),
  reward: tiyn(),
  commission: tiyn(),
  traveler_amount: tiyn(),
  payment: paymentEntitySchema.nullable(),
  delivery_code: string().nullable(),
  delivery_code_locked: boolean(),
  problem_reported: boolean(),
  refund_due_by: string()
    .nullable()
    .meta({ jsonSchema: { format: 'date', description: 'YYYY-MM-DD' } }),
  auto_complete_at: dateTime().nullable(),
  next_actions: array(oneOf(DEAL_ACTIONS)),
  timeline: array(object({ event: oneOf(DEAL_EVENTS), at: dateTime() })),
  review: object({
    can_review: boolean(),
    mine: object({ rating: integer(), text: string().nullable(), created_at: dateTime() }).nullable().default(null),
    theirs: reviewEntitySchema.nullable().default(null),
    visible_at: dateTime().nullable(),
  }),
});

export const financeTransactionEntitySchema = object({
  id: string(),
  kind: oneOf(FINANCE_TRANSACTION_KINDS),
  ...money,
  bind_id: integer().nullable(),
  created_at: dateTime(),
});

export const financeEntitySchema = object({
  currency: currency(),
  balance: tiyn(),
  held_as_sender: tiyn(),
  pending_payouts: tiyn(),
  transactions: array(financeTransactionEntitySchema),
  page: integer(),
  per_page: integer(),
  total: integer(),
});

export const payoutEntitySchema = object({
  id: string(),
  status: oneOf(PAYOUT_STATUSES),
  ...money,
  created_at: dateTime(),
});

export const savedPayoutCardEntitySchema = object({
  masked_pan: string(),
  brand: string().nullable(),
});

export const payoutCardStateEntitySchema = object({
  saved: boolean(),
  card: savedPayoutCardEntitySchema.optional().default(undefined),
});

export const payoutCardBindingEntitySchema = object({
  binding_url: string().meta({ jsonSchema: { format: 'uri', description: "the payment provider's card page" } }),
});
