import { array, number, object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { LARGEST_ROW_ID, optionalTrimmedTextField, plainTextField, schemaFields, trimmedTextField } from '../validation';
import {
  GEO_QUERY_MAX_LENGTH,
  SHORT_LINK_BUILDING_MAX_LENGTH,
  SHORT_LINK_PLACE_MAX_LENGTH,
  SHORT_LINK_STREET_MAX_LENGTH,
} from './geo-limits';

const { dateTime, integer, pathIdParams } = schemaFields;

/** A number, or its text in a query string; anything else ([5], {}, true) is no number rather than a yup cast. */
function numberOrItsText() {
  return number()
    .transform((value: number, original: unknown) =>
      original === null ||
      original === undefined ||
      typeof original === 'number' ||
      (typeof original === 'string' && original.trim() !== '')
        ? value
        : Number.NaN,
    )
    .typeError(MESSAGE_KEYS.onlyNumbersRequired);
}

function degreesField(limit: number, description: string) {
  return numberOrItsText()
    .required(MESSAGE_KEYS.fieldRequired)
    .min(-limit, MESSAGE_KEYS.invalidMinValue)
    .max(limit, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description });
}

const longitudeField = () => degreesField(180, 'longitude, WGS 84 degrees');
const latitudeField = () => degreesField(90, 'latitude, WGS 84 degrees');

function rowIdField(description: string) {
  return numberOrItsText()
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue)
    .max(LARGEST_ROW_ID, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description });
}

// ---- requests

/** GET /geo/search */
export const geoSearchQuerySchema = object({
  q: trimmedTextField(GEO_QUERY_MAX_LENGTH)
    .required(MESSAGE_KEYS.fieldRequired)
    .meta({ description: 'street and building as typed, e.g. "Абая 150"; a city name in it narrows the search' }),
  city: rowIdField('a city id of GET /cities: search only there'),
});

/** GET /geo/reverse */
export const geoReverseQuerySchema = object({
  lon: longitudeField(),
  lat: latitudeField(),
});

/** POST /logistic_shortlink: spec §3's short link payload. */
export const shortLinkSchema = object({
  parcel_trip_bind_id: rowIdField('the bind (request) the courier serves').required(MESSAGE_KEYS.fieldRequired),
  parcel_id: rowIdField("the bind's parcel").required(MESSAGE_KEYS.fieldRequired),
  longitude: longitudeField(),
  latitude: latitudeField(),
  country: trimmedTextField(SHORT_LINK_PLACE_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
  city: trimmedTextField(SHORT_LINK_PLACE_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
  street: trimmedTextField(SHORT_LINK_STREET_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
  building: optionalTrimmedTextField(SHORT_LINK_BUILDING_MAX_LENGTH).default(''),
});

/** PATCH /logistic_shortlink/{id} */
export const shortLinkPointSchema = object({
  point: object({ lon: longitudeField(), lat: latitudeField() }),
  street: trimmedTextField(SHORT_LINK_STREET_MAX_LENGTH),
  building: optionalTrimmedTextField(SHORT_LINK_BUILDING_MAX_LENGTH),
});

/** The short link's id in a path: any other text names no link (404). */
export const shortLinkIdParamsSchema = pathIdParams(plainTextField(), 'the id POST /logistic_shortlink answered');

// ---- answers

export const addressSuggestionEntitySchema = object({
  label: string(),
  street: string().nullable(),
  building: string().nullable(),
  city_id: integer().nullable(),
  city: string().nullable(),
  lon: number(),
  lat: number(),
});

export const geoSearchAnswerEntitySchema = object({ suggestions: array(addressSuggestionEntitySchema) });

export const geoReverseAnswerEntitySchema = object({ address: addressSuggestionEntitySchema.nullable() });

export const shortLinkCreatedEntitySchema = object({ id: string(), url: string() });

export const shortLinkEntitySchema = object({
  id: string(),
  parcel_trip_bind_id: integer(),
  parcel_id: integer(),
  longitude: number(),
  latitude: number(),
  country: string(),
  city: string(),
  street: string(),
  building: string(),
  expires_at: dateTime(),
});
