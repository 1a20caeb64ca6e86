import { array, boolean, mixed, number, object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import {
  emailRule,
  isEmptyValue,
  LARGEST_ROW_ID,
  maxLengthRule,
  optionalTrimmedTextField,
  requiredEmailRule,
  requiredPhoneRule,
  requiredRule,
  schemaFields,
  trimmedTextField,
} from '../validation';
import type { ClaimAction, ClaimPoint, ClaimRefundStatus } from './claim';
import { CLAIM_STATUSES, COURIER_PROVIDER_STATUSES } from './claim-status';

const { currency, date, dateTime, integer, oneOf, pathIdParams, tiyn } = schemaFields;

export const CLAIM_ACTIONS: readonly ClaimAction[] = ['pay', 'cancel', 'retry'];
export const CLAIM_REFUND_STATUSES: readonly ClaimRefundStatus[] = ['due', 'refunded'];
/** How long an order waits for its payment, in minutes (spec §3's payment waiting time). */
export const PAYMENT_WAIT_MINUTES = { min: 5, max: 60, default: 15 } as const;
/** A cancelled courier delivery is refunded within 7 days (spec §9). */
export const CLAIM_REFUND_DAYS = 7;
export const COURIER_NAME_MAX_LENGTH = 100;
export const COURIER_ADDRESS_MAX_LENGTH = 255;
export const COURIER_COMMENT_MAX_LENGTH = 500;

function isPoint(value: unknown): value is ClaimPoint {
  return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number' && Number.isFinite(part));
}

/** [longitude, latitude] in WGS 84 degrees. */
function pointField() {
  return mixed<ClaimPoint>((value): value is ClaimPoint => Array.isArray(value))
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired)
    .test({ name: 'point', message: MESSAGE_KEYS.onlyNumbersRequired, test: (value) => isEmptyValue(value) || isPoint(value) })
    .test({
      name: 'pointRange',
      message: MESSAGE_KEYS.invalidMaxValue,
      test: (value) => !isPoint(value) || (Math.abs(value[0]) <= 180 && Math.abs(value[1]) <= 90),
    })
    .meta({
      jsonSchema: {
        type: 'array',
        items: { type: 'number' },
        minItems: 2,
        maxItems: 2,
        description: '[longitude, latitude], WGS 84 degrees',
      },
    });
}

function skipDoorToDoorField() {
  return boolean()
    .typeError(MESSAGE_KEYS.untitledError)
    .default(false)
    .meta({ description: 'true: the courier hands over at the entrance rather than at the door' });
}

// ---- requests

/** POST /logistics/estimate/check-price (spec §3's estimate request). */
export const estimateSchema = object({
  start_point: pointField(),
  destination_point: pointField(),
  skip_door_to_door: skipDoorToDoorField(),
});

/** Spec §3's courier order form: the form's rules and the API's. */
export const courierOrderSchema = object({
  sender_name: requiredRule.concat(maxLengthRule(COURIER_NAME_MAX_LENGTH)),
  sender_phone: requiredPhoneRule,
  sender_email: requiredEmailRule,
  recipient_phone: requiredPhoneRule,
  recipient_email: emailRule.default(''),
  from_address: trimmedTextField(COURIER_ADDRESS_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
  to_address: trimmedTextField(COURIER_ADDRESS_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
  comment: optionalTrimmedTextField(COURIER_COMMENT_MAX_LENGTH).default(''),
  payment_wait_minutes: number()
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(PAYMENT_WAIT_MINUTES.min, MESSAGE_KEYS.invalidMinValue)
    .max(PAYMENT_WAIT_MINUTES.max, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'minutes the order waits for its payment' }),
});

/** POST /logistics/claim */
export const claimSchema = object({
  parcel_trip_bind_id: number()
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .required(MESSAGE_KEYS.fieldRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue)
    .max(LARGEST_ROW_ID, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'the bind (deal) the courier serves; its sender or traveler orders' }),
  start_point: pointField(),
  destination_point: pointField(),
  skip_door_to_door: skipDoorToDoorField(),
  order: courierOrderSchema.required(MESSAGE_KEYS.fieldRequired),
});

/** The claim's id in a path. */
export const claimIdParamsSchema = pathIdParams(string(), 'the id POST /logistics/claim answered');

/** GET /me/logistics/claims */
export const claimListQuerySchema = object({
  parcel_trip_bind_id: number()
    .typeError(MESSAGE_KEYS.onlyNumbersRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue)
    .max(LARGEST_ROW_ID, MESSAGE_KEYS.invalidMaxValue),
  active: boolean().typeError(MESSAGE_KEYS.untitledError),
});

// ---- answers

const geocode = () => object({ longitude: number(), latitude: number() });

/** What the provider quotes for a route; a claim carries the quote it was ordered at. */
const estimateFields = {
  price: tiyn(),
  currency: currency(),
  distance_m: integer(),
  eta_min: integer(),
};

export const estimateEntitySchema = object(estimateFields);

export const claimEntitySchema = object({
  id: string(),
  parcel_trip_bind_id: integer(),
  status: oneOf(CLAIM_STATUSES),
  provider_status: oneOf(COURIER_PROVIDER_STATUSES).nullable(),
  ...estimateFields,
  skip_door_to_door: boolean(),
  geocodes: object({ start: geocode(), end: geocode() }),
  fromStreet: string(),
  endStreet: string(),
  courier_found: boolean(),
  short_link: string().nullable(),
  order: object({
    sender_name: string(),
    sender_phone: string(),
    sender_email: string(),
    recipient_phone: string(),
    recipient_email: string(),
    from_address: string(),
    to_address: string(),
    comment: string(),
    payment_wait_minutes: integer(),
  }),
  checkout_url: string().nullable(),
  payment_expires_at: dateTime().nullable(),
  courier: object({ name: string(), car: string(), phone: string().nullable() }).nullable().default(null),
  refund: object({ amount: tiyn(), charge: tiyn(), status: oneOf(CLAIM_REFUND_STATUSES), due_by: date() })
    .nullable()
    .default(null),
  next_actions: array(oneOf(CLAIM_ACTIONS)),
  created_at: dateTime(),
  updated_at: dateTime(),
});

export const claimListEntitySchema = object({ claims: array(claimEntitySchema) });
