import { mixed, object, type StringSchema } from 'yup';
import { PARCEL_CLASSES } from '../constants';
import { MESSAGE_KEYS } from '../errors';
import { isIsoDate } from './dates';
import { isEmptyValue, maxLengthRule, requiredRule } from './field-rules';
import { hasUnsafeCharacters } from './plain-text';
import { plainTextField } from './shared-fields';

// Paths and query strings arrive as text: these rules check the text and leave converting it to the handler,
// and their JSON Schema says what the text stands for (an integer, a date), which is what /docs shows.

/** The largest value of a Postgres integer column: a larger id names no row. */
export const LARGEST_ROW_ID = 2_147_483_647;

/** True for a positive integer (as text or a number) a row id could be. */
export function isRowId(raw: unknown): boolean {
  if (typeof raw !== 'string' && typeof raw !== 'number') return false;
  const text = String(raw);
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= LARGEST_ROW_ID;
}

const rowIdSchema = { type: 'integer', minimum: 1, maximum: LARGEST_ROW_ID } as const;

/** An id in a query string or a body: empty passes (required is its own rule), anything but a row id does not. */
function rowIdField() {
  return mixed<string | number>()
    .meta({ jsonSchema: rowIdSchema })
    .test({
      name: 'plainText',
      message: MESSAGE_KEYS.invalidCharacters,
      test: (value) => typeof value !== 'string' || !hasUnsafeCharacters(value),
    })
    .test({ name: 'rowId', message: MESSAGE_KEYS.onlyNumbersRequired, test: (value) => isEmptyValue(value) || isRowId(value) });
}

function requiredRowIdField() {
  return rowIdField().test({ name: 'required', message: MESSAGE_KEYS.fieldRequired, test: (value) => !isEmptyValue(value) });
}

/** A page number or size in a query: a whole number from 1 to `max`. */
export function countField(max: number) {
  return plainTextField()
    .meta({ jsonSchema: { type: 'integer', minimum: 1, maximum: max } })
    .test({
      name: 'minValue',
      message: MESSAGE_KEYS.invalidMinValue,
      test: (value) => isEmptyValue(value) || (/^\d{1,9}$/.test(String(value)) && Number(value) >= 1),
    })
    .test({
      name: 'maxValue',
      message: MESSAGE_KEYS.invalidMaxValue,
      test: (value) => !/^\d{1,9}$/.test(String(value ?? '')) || Number(value) <= max,
    });
}

export function isoDateQueryField() {
  return plainTextField().test({
    name: 'isoDate',
    message: MESSAGE_KEYS.untitledError,
    params: { jsonSchema: { format: 'date', description: 'YYYY-MM-DD' } },
    test: (value) => isEmptyValue(value) || isIsoDate(String(value)),
  });
}

/** One of `values` in a query; empty passes (required is its own rule). */
export function oneOfQueryField(values: readonly string[]) {
  return plainTextField().test({
    name: 'oneOf',
    message: MESSAGE_KEYS.untitledError,
    params: { jsonSchema: { enum: values } },
    test: (value) => isEmptyValue(value) || values.includes(String(value)),
  });
}

/** A path's `id` of some kind: `description` says which, for /docs. */
export function pathIdParams(id: StringSchema<string | undefined>, description: string) {
  return object({ id: id.required(MESSAGE_KEYS.fieldRequired).meta({ jsonSchema: { description } }) });
}

/**
 * A row's id in a path. Any text is accepted: an id no row can have ('abc', '-1', 99999999999) names nothing,
 * so its route answers 404 as for an id that is not there.
 */
export const idParamsSchema = pathIdParams(plainTextField(), 'the row id, a positive integer');

/** A guest's access to their parcel: the token POST /parcels answered. */
export const guestTokenQuerySchema = object({
  guest_token: plainTextField()
    .max(256, MESSAGE_KEYS.maxLengthNotValid)
    .meta({ jsonSchema: { description: "a guest's parcel: the token POST /parcels answered" } }),
});

export const TRIP_LIST_MAX_PAGE = 10_000;
export const TRIP_LIST_MAX_PER_PAGE = 50;

export const tripListQuerySchema = object({
  from: rowIdField().meta({ jsonSchema: { ...rowIdSchema, description: 'city id' } }),
  to: rowIdField().meta({ jsonSchema: { ...rowIdSchema, description: 'city id' } }),
  date_from: isoDateQueryField(),
  date_to: isoDateQueryField(),
  page: countField(TRIP_LIST_MAX_PAGE),
  per_page: countField(TRIP_LIST_MAX_PER_PAGE),
});

const PARCEL_CLASS_NAMES = Object.keys(PARCEL_CLASSES);

export const recommendedPriceQuerySchema = object({
  from: requiredRowIdField().meta({ jsonSchema: { ...rowIdSchema, description: 'city id' } }),
  to: requiredRowIdField().meta({ jsonSchema: { ...rowIdSchema, description: 'city id' } }),
  class: oneOfQueryField(PARCEL_CLASS_NAMES).required(MESSAGE_KEYS.fieldRequired),
});

/** POST /parcels/:id/trips/binds: the trip the parcel is offered to. */
export const bindCreateSchema = object({
  trip_id: requiredRowIdField(),
});

/** POST /trips/confirm: the token of the link sent to the account's owner. */
export const tripConfirmSchema = object({
  token: requiredRule.concat(maxLengthRule(100)),
});

/** GET /images/:key: the stored photo's key; a key that names no photo answers 404. */
export const imageKeyParamsSchema = object({
  key: plainTextField().required(MESSAGE_KEYS.fieldRequired),
});

/** GET /dev/outbox (development only). */
export const devOutboxQuerySchema = object({
  to: requiredRule.meta({ jsonSchema: { description: 'phone (any format) or e-mail' } }),
  limit: plainTextField().meta({ jsonSchema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }),
});

/** GET /dev/jobs (development only). */
export const devJobsQuerySchema = object({
  state: plainTextField().meta({ jsonSchema: { enum: ['failed', 'pending', 'done'], default: 'failed' } }),
  limit: plainTextField().meta({ jsonSchema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }),
});
