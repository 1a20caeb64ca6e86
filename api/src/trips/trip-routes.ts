import {
  MESSAGE_KEYS,
  MIN_AMOUNT_TENGE,
  TRIP_LIST_MAX_PAGE,
  TRIP_LIST_MAX_PER_PAGE,
  guestTripCreateSchema,
  isEmptyValue,
  isIsoDate,
  kazakhstanToday,
  normalizePhone,
  tripConfirmSchema,
  tripCreateSchema,
  tripListQuerySchema,
  validateObject,
  type Page,
  type Trip,
  type TripCreateRequest,
  type TripCreateResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import type { BotCheck } from '../bot-check';
import type { CityDirectory } from '../cities';
import type { LimitRule } from '../config';
import type { Database, Db, DbExecutor } from '../db';
import { pageSchemaOf, tripSchema } from '../docs';
import {
  ApiError,
  BEARER_OR_NONE,
  MAX_AMOUNT_TENGE,
  answerSchemaOf,
  botCheckFields,
  errorResponses,
  fromContract,
  idOf,
  requestLocale,
  validationError,
  type ContractSchema,
  type SiteLocale,
} from '../http';
import type { Limiter } from '../limits';
import type { TripConfirmations, TripOwner } from './trip-confirmations';
import { WEIGHT_LIMIT_KG, selectTrips, toTrip } from './trip-records';

/** What trips need of accounts: the guest account of a phone (created with the login-information e-mail). */
export interface TravelerAccounts {
  create(
    trx: DbExecutor,
    request: { phone: string; email: string; first_name: string; locale: SiteLocale },
  ): Promise<{ user: { id: number }; created: boolean }>;
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
  confirmations: TripConfirmations;
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
const MAX_PER_PAGE = TRIP_LIST_MAX_PER_PAGE;
const MAX_PAGE = TRIP_LIST_MAX_PAGE;

/** The trip body checked by the contracts rules; a guest must give both a phone and an e-mail. */
async function validTrip(body: unknown, guest: boolean, cities: CityDirectory): Promise<TripCreateRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'validation', 'The body must be a JSON object.');
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

function tripFields(
  trip: TripCreateRequest,
  travelerId: number,
  contact: { phone: string | null; email: string | null },
  locale: SiteLocale,
) {
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
  const { db, limiter, createsPerIp, botCheck, identify, travelerAccounts, loginRedirects, arrivals, cities, confirmations } = deps;

  /** The account a guest's phone or e-mail already belongs to (the phone's first): its owner must confirm the trip. */
  async function existingOwner(trx: DbExecutor, phone: string, email: string): Promise<TripOwner | undefined> {
    return trx
      .selectFrom('users')
      .select(['id', 'email', 'phone_number'])
      .where((eb) => eb.or([eb('phone_number', '=', phone), eb('email', '=', email)]))
      .orderBy(sql`phone_number = ${phone}`, 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return async function registerTripRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/trips',
      {
        preHandler: identify,
        schema: {
          tags: ['trips'],
          summary: "Create a trip; without a token the phone and e-mail are required and the trip goes to that phone's (guest) account",
          security: BEARER_OR_NONE,
          body: fromContract(tripCreateSchema, botCheckFields),
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
          // A guest naming someone's phone or e-mail gets no trip on that account: it waits, unpublished, until
          // the account's owner confirms it through a link sent to the account's own e-mail and phone.
          const owner = user ? undefined : await existingOwner(trx, phone!, email!);
          if (owner) {
            const waiting = await trx
              .insertInto('trips')
              .values({ ...tripFields(trip, owner.id, { phone, email }, locale), confirmed_at: null })
              .returning('id')
              .executeTakeFirstOrThrow();
            await confirmations.request(trx, waiting.id, owner);
            return waiting.id;
          }
          const guest = user
            ? null
            : await travelerAccounts
                .create(trx, { phone: phone!, email: email!, first_name: trip.first_name, locale })
                .catch((error: unknown) => {
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

    app.post<{ Body: { token?: unknown } }>(
      '/trips/confirm',
      {
        schema: {
          tags: ['trips'],
          summary: "Publish a guest trip made with an existing account's phone or e-mail: the token of the link sent to that account",
          body: fromContract(tripConfirmSchema),
          response: { 200: answerSchemaOf({ success: 'boolean', trip_id: 'integer' }), ...errorResponses(422) },
        },
      },
      async (request) => {
        const token = (request.body as { token?: unknown } | null)?.token;
        if (typeof token !== 'string' || token.trim() === '') throw validationError({ token: [MESSAGE_KEYS.fieldRequired] });
        const confirmed = await db.transaction().execute(async (trx) => {
          const spent = await confirmations.confirm(trx, token.trim());
          // Parcels waiting for such a trip hear of it only now that it is public.
          if (spent) await arrivals.tripCreated(trx, spent.tripId);
          return spent;
        });
        if (!confirmed) throw new ApiError(422, 'token_expired', 'The link is used, expired or unknown.');
        return { success: true, trip_id: confirmed.tripId };
      },
    );

    app.get<{ Querystring: TripListParams }>(
      '/trips',
      {
        schema: {
          tags: ['trips'],
          summary: 'Upcoming trips, earliest first, by route and dates; no contact data',
          querystring: fromContract(tripListQuerySchema),
          response: { 200: pageSchemaOf(tripSchema), ...errorResponses(422) },
        },
      },
      async (request): Promise<Page<Trip>> => {
        const { from, to, dateFrom, dateTo, page, perPage } = listFilters(request.query);
        const today = kazakhstanToday();
        // Only complete offers: a route of two cities, a reward anyone would carry for, a day not past. Rows older
        // than the amount rule (0 ₸) stay in the table for their owners but never reach the board.
        const upcoming = (eb: ExpressionBuilder<Database, 'trips'>) =>
          eb.and([
            eb('trips.confirmed_at', 'is not', null),
            eb('trips.offered_amount', '>=', MIN_AMOUNT_TENGE),
            eb('trips.from_city_id', '<>', eb.ref('trips.to_city_id')),
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
          db
            .selectFrom('trips')
            .where(upcoming)
            .select((eb) => eb.fn.countAll<string>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toTrip), page, per_page: perPage, total: Number(counted.total) };
      },
    );
  };
}
