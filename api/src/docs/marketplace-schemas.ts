// OpenAPI shapes of the marketplace entities (types in @jetkiz/contracts). Response schemas also shape the
// answers: a field missing here is dropped from the JSON, so they follow the contract types field by field.

const date = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;

export const parcelImageSchema = { type: 'object', properties: { id: { type: 'integer' }, url: { type: 'string' } } } as const;

export const bindSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parcel_id: { type: 'integer' },
    trip_id: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'accepted', 'declined', 'cancelled'] },
    created_at: dateTime,
  },
} as const;

export const parcelSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['documents', 'parcel'] },
    weight_class: { type: 'string', enum: ['documents', 'S', 'M', 'L'] },
    weight_kg: { type: 'number', nullable: true },
    images: { type: 'array', items: parcelImageSchema },
    description: { type: 'string' },
    deadline: date,
    from_city_id: { type: 'integer' },
    to_city_id: { type: 'integer' },
    reward: nullableInteger,
    status: { type: 'string', enum: ['open', 'bound', 'delivered'] },
    created_at: dateTime,
    bind: { ...bindSchema, nullable: true },
  },
} as const;

const travelerSchema = {
  type: 'object',
  properties: {
    first_name: { type: 'string' },
    avatar_url: { type: 'string', nullable: true },
    rating: { type: 'number', nullable: true, description: '1 to 5; null for a new traveler' },
    reviews_count: { type: 'integer' },
  },
} as const;

const tripProperties = {
  id: { type: 'integer' },
  from_city_id: { type: 'integer' },
  to_city_id: { type: 'integer' },
  trip_date: date,
  return_date: { ...date, nullable: true },
  is_logistic_company: { type: 'boolean' },
  offered_amount: { type: 'integer' },
  weight_allowance: { type: 'string', enum: ['hand_luggage', 'baggage'] },
  delivery_type: { type: 'string', enum: ['address', 'railway', 'airport'] },
  traveler: travelerSchema,
} as const;

export const tripSchema = { type: 'object', properties: tripProperties } as const;

export const travelerCardSchema = {
  type: 'object',
  properties: {
    trip_id: { type: 'integer' },
    first_name: { type: 'string' },
    avatar_url: { type: 'string', nullable: true },
    rating: { type: 'number', nullable: true, description: '1 to 5; null for a new traveler' },
    reviews_count: { type: 'integer' },
    weight_limit_kg: { type: 'number' },
    weight_allowance: { type: 'string', enum: ['hand_luggage', 'baggage'] },
    is_logistic_company: { type: 'boolean' },
    trip_date: date,
    delivery_type: { type: 'string', enum: ['address', 'railway', 'airport'] },
    offered_amount: { type: 'integer' },
  },
} as const;

export const myParcelSchema = {
  type: 'object',
  properties: { ...parcelSchema.properties, trip: { ...tripSchema, nullable: true } },
} as const;

export const myTripSchema = {
  type: 'object',
  properties: {
    ...tripProperties,
    offers: { type: 'array', items: { type: 'object', properties: { bind: bindSchema, parcel: parcelSchema } } },
  },
} as const;

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
