import {
  MESSAGE_KEYS,
  guestTripCreateSchema,
  isEmptyValue,
  isIsoDate,
  kazakhstanToday,
  normalizePhone,
  tripCreateSchema,
  validateObject,
  type Page,
  type Trip,
  type TripCreateRequest,
  type TripCreateResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { BotCheck } from '../bot-check';
import type { CityDirectory } from '../cities';
import type { LimitRule } from '../config';
import type { Database, Db, DbExecutor } from '../db';
import { pageSchemaOf, tripSchema } from '../docs';
import {
  ApiError,
  MAX_AMOUNT_TENGE,
  bodySchemaOf,
  errorResponses,
  idOf,
  requestLocale,
  validationError,
  type ContractSchema,
  type SiteLocale,
} from '../http';
import type { Limiter } from '../limits';
import { WEIGHT_LIMIT_KG, selectTrips, toTrip } from './trip-records';

/** What trips need of accounts: the guest account of a phone (created with the login-information e-mail). */
export interface TravelerAccounts {
  create(trx: DbExecutor, request: { phone: string; email: string; first_name: string; locale: SiteLocale }): Promise<{ user: { id: number }; created: boolean }>;
}

/** The login answer's next action (the pending-actions feature). */
export interface TripLoginRedirects {
  add(trx: DbExecutor, userId: number, action: { action: 'redirect'; redirect_to: 'my_trips' }): Promise<void>;
}

/** Matching hears of every new trip (in the creating transaction) to tell parcels waiting for one. */
export interface TripArrivals {
  tripCreated(trx: DbExecutor, tripId: number): Promise<void>;
}

export interface TripRoutesDependencies {
  db: Db;
  limiter: Limiter;
  createsPerIp: LimitRule;
  botCheck: BotCheck;
  identify(request: FastifyRequest): Promise<void>;
  travelerAccounts: TravelerAccounts;
  loginRedirects: TripLoginRedirects;
  arrivals: TripArrivals;
  cities: CityDirectory;
}

interface TripListParams {
  from?: string;
  to?: string;
  date_from?: string;
  date_to?: string;
  page?: string;
  per_page?: string;
}

const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 50;
const MAX_PAGE = 10_000;

/** The trip body checked by the contracts rules; a guest must give both a phone and an e-mail. */
async function validTrip(body: unknown, guest: boolean, cities: CityDirectory): Promise<TripCreateRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'validation', 'The body must be a JSON object.');
  const schema: ContractSchema = guest ? guestTripCreateSchema : tripCreateSchema;
  const errors = validateObject(schema, body);
  const fields = body as Record<string, unknown>;
  if (guest) {
    for (const field of ['contact_phone', 'contact_email']) {
      if (isEmptyValue(fields[field]) && !errors[field]) errors[field] = [MESSAGE_KEYS.fieldRequired];
    }
  }
  if (typeof fields.offered_amount === 'number' && fields.offered_amount > MAX_AMOUNT_TENGE) {
    errors.offered_amount = [MESSAGE_KEYS.invalidMaxValue];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const trip = schema.cast(body) as TripCreateRequest;
  const known = await cities.positionsOf([trip.from_city_id, trip.to_city_id]);
  const unknown = (['from_city_id', 'to_city_id'] as const).filter((field) => !known.has(trip[field]));
  if (unknown.length > 0) throw validationError(Object.fromEntries(unknown.map((field) => [field, [MESSAGE_KEYS.notFound]])));
  return trip;
}

function tripFields(trip: TripCreateRequest, travelerId: number, contact: { phone: string | null; email: string | null }, locale: SiteLocale) {
  return {
    traveler_id: travelerId,
    from_city_id: trip.from_city_id,
    to_city_id: trip.to_city_id,
    trip_date: trip.trip_date,
    return_date: isEmptyValue(trip.return_date) ? null : trip.return_date!,
    is_logistic_company: trip.is_logistic_company ?? false,
    offered_amount: Math.round(trip.offered_amount),
    contact_phone: contact.phone,
    contact_email: contact.email,
    weight_allowance: trip.weight_allowance,
    weight_limit_kg: WEIGHT_LIMIT_KG[trip.weight_allowance],
    first_name: trip.first_name.trim(),
    delivery_type: trip.delivery_type,
    locale,
  };
}

/** The guest's e-mail taken by another phone is reported on the trip form's field. */
function onContactEmail(error: unknown): unknown {
  const fields = error instanceof ApiError ? error.body.validation_errors : undefined;
  if (!fields?.email) return error;
  return validationError({ contact_email: fields.email }, error instanceof Error ? error.message : undefined);
}

function listFilters(query: TripListParams) {
  const errors: Record<string, string[]> = {};
  const id = (field: 'from' | 'to') => {
    if (query[field] === undefined || query[field] === '') return undefined;
    const value = idOf(query[field]);
    if (value === null) errors[field] = [MESSAGE_KEYS.onlyNumbersRequired];
    return value ?? undefined;
  };
  const date = (field: 'date_from' | 'date_to') => {
    const value = query[field];
    if (value === undefined || value === '') return undefined;
    if (!isIsoDate(value)) errors[field] = [MESSAGE_KEYS.untitledError];
    return value;
  };
  const count = (field: 'page' | 'per_page', fallback: number, max: number) => {
    const value = query[field] === undefined || query[field] === '' ? fallback : Number(query[field]);
    if (!Number.isInteger(value) || value < 1) errors[field] = [MESSAGE_KEYS.invalidMinValue];
    else if (value > max) errors[field] = [MESSAGE_KEYS.invalidMaxValue];
    return value;
  };
  const filters = {
    from: id('from'),
    to: id('to'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    page: count('page', 1, MAX_PAGE),
    perPage: count('per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE),
  };
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return filters;
}

export function tripRoutes(deps: TripRoutesDependencies) {
  const { db, limiter, createsPerIp, botCheck, identify, travelerAccounts, loginRedirects, arrivals, cities } = deps;

  return async function registerTripRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/trips',
      {
        preHandler: identify,
        schema: {
          tags: ['trips'],
          summary: "Create a trip; without a token the phone and e-mail are required and the trip goes to that phone's (guest) account",
          security: [{ bearer: [] }, {}],
          body: bodySchemaOf(tripCreateSchema),
          response: { 201: { type: 'object', properties: { id: { type: 'integer' } } }, ...errorResponses(401, 403, 422, 429) },
        },
      },
      async (request, reply): Promise<TripCreateResponse> => {
        const user = request.session?.user ?? null;
        const trip = await validTrip(request.body, user === null, cities);
        await botCheck.assertHuman(trip, 'create_trip', request.ip);
        await limiter.enforce([[`marketplace:ip:${request.ip}`, createsPerIp]]);
        const locale = requestLocale(request);
        const phone = isEmptyValue(trip.contact_phone) ? null : normalizePhone(trip.contact_phone!);
        const email = isEmptyValue(trip.contact_email) ? null : trip.contact_email!.trim().toLowerCase();

        const id = await db.transaction().execute(async (trx) => {
          const guest = user
            ? null
            : await travelerAccounts.create(trx, { phone: phone!, email: email!, first_name: trip.first_name, locale }).catch((error: unknown) => {
                throw onContactEmail(error);
              });
          const travelerId = user?.id ?? guest!.user.id;
          const created = await trx
            .insertInto('trips')
            .values(tripFields(trip, travelerId, { phone, email }, locale))
            .returning('id')
            .executeTakeFirstOrThrow();
          // The first login of a new guest account opens its trips.
          if (guest?.created) await loginRedirects.add(trx, travelerId, { action: 'redirect', redirect_to: 'my_trips' });
          await arrivals.tripCreated(trx, created.id);
          return created.id;
        });
        reply.status(201);
        return { id };
      },
    );

    app.get<{ Querystring: TripListParams }>(
      '/trips',
      {
        schema: {
          tags: ['trips'],
          summary: 'Upcoming trips, earliest first, by route and dates; no contact data',
          querystring: {
            type: 'object',
            properties: {
              from: { type: 'integer', description: 'city id' },
              to: { type: 'integer', description: 'city id' },
              date_from: { type: 'string', format: 'date' },
              date_to: { type: 'string', format: 'date' },
              page: { type: 'integer', default: 1 },
              per_page: { type: 'integer', default: DEFAULT_PER_PAGE, maximum: MAX_PER_PAGE },
            },
          },
          response: { 200: pageSchemaOf(tripSchema), ...errorResponses(422) },
        },
      },
      async (request): Promise<Page<Trip>> => {
        const { from, to, dateFrom, dateTo, page, perPage } = listFilters(request.query);
        const today = kazakhstanToday();
        const upcoming = (eb: ExpressionBuilder<Database, 'trips'>) =>
          eb.and([
            eb('trips.trip_date', '>=', dateFrom && dateFrom > today ? dateFrom : today),
            ...(dateTo !== undefined ? [eb('trips.trip_date', '<=', dateTo)] : []),
            ...(from !== undefined ? [eb('trips.from_city_id', '=', from)] : []),
            ...(to !== undefined ? [eb('trips.to_city_id', '=', to)] : []),
          ]);
        const [rows, counted] = await Promise.all([
          selectTrips(db)
            .where(upcoming)
            .orderBy('trips.trip_date')
            .orderBy('trips.id')
            .limit(perPage)
            .offset((page - 1) * perPage)
            .execute(),
          db.selectFrom('trips').where(upcoming).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toTrip), page, per_page: perPage, total: Number(counted.total) };
      },
    );
  };
}
