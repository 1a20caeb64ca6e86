import { array, boolean, number, object, string } from 'yup';
import { PARCEL_CLASSES } from '../constants';
import type { BindStatus, DeliveryType, ParcelClass, ParcelStatus, ParcelType, VerificationStatus, WeightAllowance } from '../entities';
import { date, dateTime, integer, oneOf } from './entity-fields';

// What the API answers, defined once: api/src/docs generates the response schemas (which also shape the JSON, so a
// field missing here is dropped from the answer) and /docs from these; json-schema.test.ts checks at compile time
// that each entity type names exactly these fields.

/** A deal's statuses after the request's: the deal timeline names the event that reaches each after it. */
export const DEAL_STAGES = [
  'paid',
  'picked_up',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const satisfies readonly BindStatus[];
export const BIND_STATUSES: readonly BindStatus[] = ['pending', 'accepted', 'declined', ...DEAL_STAGES];
const PARCEL_TYPES: readonly ParcelType[] = ['documents', 'parcel'];
const PARCEL_CLASS_NAMES = Object.keys(PARCEL_CLASSES) as ParcelClass[];
const PARCEL_STATUSES: readonly ParcelStatus[] = ['open', 'bound', 'delivered'];
const WEIGHT_ALLOWANCES: readonly WeightAllowance[] = ['hand_luggage', 'baggage'];
const DELIVERY_TYPES: readonly DeliveryType[] = ['address', 'railway', 'airport'];
const VERIFICATION_STATUSES: readonly VerificationStatus[] = ['not_started', 'pending', 'verified', 'rejected'];
const RATING = { description: '1 to 5; null while the user has no reviews' };

export const parcelImageEntitySchema = object({
  id: string().meta({ jsonSchema: { description: '128 random bits in base64url (older photos: a UUID)' } }),
  url: string(),
});

export const bindEntitySchema = object({
  id: integer(),
  parcel_id: integer(),
  trip_id: integer(),
  status: oneOf(BIND_STATUSES),
  created_at: dateTime(),
});

export const parcelEntitySchema = object({
  id: integer(),
  type: oneOf(PARCEL_TYPES),
  weight_class: oneOf(PARCEL_CLASS_NAMES),
  weight_kg: number().nullable(),
  images: array(parcelImageEntitySchema),
  description: string(),
  deadline: date(),
  from_city_id: integer(),
  to_city_id: integer(),
  reward: integer().nullable(),
  status: oneOf(PARCEL_STATUSES),
  created_at: dateTime(),
  bind: bindEntitySchema.nullable(),
});

const publicUserId = () => string().meta({ jsonSchema: { description: "the user's public id, for GET /users/{id}/reviews" } });

/** What another user sees of a user: a party summary and a traveler card show the same. */
const publicProfileFields = {
  first_name: string(),
  avatar_url: string().nullable(),
  rating: number().nullable().meta({ jsonSchema: RATING }),
  reviews_count: integer(),
};

/** A user as another party sees them: a trip's traveler, a deal's other party. */
export const partySummaryEntitySchema = object({
  user_id: publicUserId(),
  ...publicProfileFields,
  verified: boolean(),
});

export const tripEntitySchema = object({
  id: integer(),
  from_city_id: integer(),
  to_city_id: integer(),
  trip_date: date(),
  return_date: date().nullable(),
  is_logistic_company: boolean(),
  offered_amount: integer(),
  weight_allowance: oneOf(WEIGHT_ALLOWANCES),
  delivery_type: oneOf(DELIVERY_TYPES),
  traveler: partySummaryEntitySchema,
});

export const travelerCardEntitySchema = object({
  trip_id: integer(),
  traveler_id: publicUserId(),
  ...publicProfileFields,
  weight_limit_kg: number(),
  weight_allowance: oneOf(WEIGHT_ALLOWANCES),
  is_logistic_company: boolean(),
  trip_date: date(),
  delivery_type: oneOf(DELIVERY_TYPES),
  offered_amount: integer(),
  verified: boolean(),
});

export const myParcelEntitySchema = parcelEntitySchema.shape({
  trip: tripEntitySchema.nullable(),
});

export const myTripEntitySchema = tripEntitySchema.shape({
  offers: array(object({ bind: bindEntitySchema, parcel: parcelEntitySchema })),
});

export const userEntitySchema = object({
  id: integer(),
  first_name: string(),
  email: string(),
  phone_number: string().meta({ jsonSchema: { description: 'digits only, e.g. 77011234567' } }),
  avatar_url: string().nullable(),
  email_confirmed: boolean(),
  verification_status: oneOf(VERIFICATION_STATUSES),
});

export const verificationEntitySchema = object({
  status: oneOf(VERIFICATION_STATUSES),
  submitted_at: dateTime(),
  decided_at: dateTime(),
  reasons: array(string()).meta({ jsonSchema: { description: 'translation keys, when rejected' } }),
});

export const cityEntitySchema = object({
  id: integer().required(),
  name_ru: string().required(),
  name_kk: string().required(),
  name_en: string().required(),
  latitude: number().required(),
  longitude: number().required(),
});
