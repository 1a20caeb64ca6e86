import {
  bindEntitySchema,
  myParcelEntitySchema,
  myTripEntitySchema,
  parcelEntitySchema,
  parcelImageEntitySchema,
  toJsonSchema,
  travelerCardEntitySchema,
  tripEntitySchema,
} from '@jetkiz/contracts';

// OpenAPI shapes of the marketplace entities, generated from their one definition in @jetkiz/contracts. Response
// schemas also shape the answers: a field missing there is dropped from the JSON.

export const parcelImageSchema = toJsonSchema(parcelImageEntitySchema);
export const bindSchema = toJsonSchema(bindEntitySchema);
export const parcelSchema = toJsonSchema(parcelEntitySchema);
export const tripSchema = toJsonSchema(tripEntitySchema);
export const travelerCardSchema = toJsonSchema(travelerCardEntitySchema);
export const myParcelSchema = toJsonSchema(myParcelEntitySchema);
export const myTripSchema = toJsonSchema(myTripEntitySchema);

export function pageSchemaOf(items: object) {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
    },
  } as const;
}
