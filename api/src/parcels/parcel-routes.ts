import {
  MESSAGE_KEYS,
  PARCEL_CLASSES,
  guestTokenQuerySchema,
  idParamsSchema,
  normalizePhone,
  parcelCreateSchema,
  parcelUpdateSchema,
  type JsonSchema,
  type Parcel,
  type ParcelCreateRequest,
  type ParcelCreateResponse,
  type ParcelUpdateRequest,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { BotCheck } from '../bot-check';
import { parcelSchema } from '../docs';
import type { CityDirectory } from '../cities';
import type { LimitRule } from '../config';
import type { Db, DbExecutor } from '../db';
import {
  ApiError,
  BEARER,
  BEARER_OR_NONE,
  MAX_AMOUNT_TENGE,
  botCheckFields,
  errorResponses,
  fromContract,
  idOf,
  requestLocale,
  validationError,
  type SiteLocale,
} from '../http';
import type { Limiter } from '../limits';
import type { GuestTokens } from './guest-tokens';
import { guestTokenOf, type ParcelAccess } from './parcel-access';
import type { ParcelClaims } from './parcel-claims';
import { isAgreed, isLive, selectParcels, toParcels, type ParcelRecord, type ParcelSurroundings } from './parcel-records';

/** What a new parcel's photos must pass, and how they are put on it (the images feature). */
export interface ParcelPhotoAttachment {
  checkForParcel(trx: DbExecutor, imageIds: string[], owner: { userId: number | null; uploadToken?: string }): Promise<string[]>;
  attach(trx: DbExecutor, parcelId: number, imageIds: string[]): Promise<void>;
}

/** What parcels ask matching: is there a trip for this parcel now? */
export interface ParcelMatchCheck {
  hasFittingTrip(
    executor: DbExecutor,
    parcel: Pick<ParcelRecord, 'from_city_id' | 'to_city_id' | 'deadline' | 'load_kg' | 'owner_id'>,
  ): Promise<boolean>;
}

/** What a guest is sent when the parcel is created (the notifications feature). */
export interface GuestParcelNotices {
  guestParcelCreated(trx: DbExecutor, parcelId: number, guestToken: string): Promise<void>;
}

export interface ParcelRoutesDependencies extends Authenticator {
  db: Db;
  claims: Pick<ParcelClaims, 'claimWithToken'>;
  notices: GuestParcelNotices;
  limiter: Limiter;
  createsPerIp: LimitRule;
  botCheck: BotCheck;
  access: ParcelAccess;
  guestTokens: GuestTokens;
  photos: ParcelPhotoAttachment;
  surroundings: ParcelSurroundings;
  matching: ParcelMatchCheck;
  cities: CityDirectory;
}

const guestTokenQuery = fromContract(guestTokenQuerySchema);
const idParams = fromContract(idParamsSchema);

type OneParcelRequest = { Params: { id: string }; Querystring: { guest_token?: string } };

/** The docs of a route on one parcel, by its id and a guest's guest_token: it answers the parcel or one of `errors`. */
function oneParcelSchema(summary: string, security: Record<string, string[]>[], errors: number[], body?: JsonSchema) {
  return {
    tags: ['parcels'],
    summary,
    security,
    params: idParams,
    querystring: guestTokenQuery,
    ...(body ? { body } : {}),
    response: { 200: parcelSchema, ...errorResponses(...errors) },
  };
}

function wholeTenge(amount: number | undefined | null): number | null {
  return amount === undefined || amount === null ? null : Math.round(amount);
}

async function assertParcelFields(body: ParcelCreateRequest, guest: boolean, cities: CityDirectory): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (guest && !body.guest_email) errors.guest_email = [MESSAGE_KEYS.fieldRequired];
  if ((body.reward ?? 0) > MAX_AMOUNT_TENGE) errors.reward = [MESSAGE_KEYS.invalidMaxValue];
  const known = await cities.positionsOf([body.from_city_id, body.to_city_id]);
  if (!known.has(body.from_city_id)) errors.from_city_id = [MESSAGE_KEYS.notFound];
  if (!known.has(body.to_city_id)) errors.to_city_id = [MESSAGE_KEYS.notFound];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The row of a new parcel: a guest's contact kept (normalised) only when there is no owner. */
function parcelFields(body: ParcelCreateRequest, ownerId: number | null, locale: SiteLocale) {
  const guest = ownerId === null;
  return {
    owner_id: ownerId,
    guest_email: guest ? body.guest_email!.trim().toLowerCase() : null,
    guest_phone: guest && body.guest_phone ? normalizePhone(body.guest_phone) : null,
    type: body.type,
    weight_class: body.weight_class,
    weight_kg: body.weight_kg ?? null,
    load_kg: body.weight_kg ?? PARCEL_CLASSES[body.weight_class].maxKg,
    description: body.description.trim(),
    deadline: body.deadline,
    from_city_id: body.from_city_id,
    to_city_id: body.to_city_id,
    reward: wholeTenge(body.reward),
    locale,
  };
}

function parcelWasBound(): ApiError {
  return new ApiError(409, 'parcel_was_bound', 'The parcel already has a request to a traveler.');
}

export function parcelRoutes(deps: ParcelRoutesDependencies) {
  const {
    db,
    authenticate,
    claims,
    notices,
    limiter,
    createsPerIp,
    botCheck,
    identify,
    access,
    guestTokens,
    photos,
    surroundings,
    matching,
    cities,
  } = deps;

  /** A parcel left with no fitting trip by a new deadline is told when one appears (again, if it was before). */
  async function deadlineChange(trx: DbExecutor, changed: ParcelRecord, bound: boolean) {
    const awaitingMatch = !bound && !(await matching.hasFittingTrip(trx, changed));
    return { deadline: changed.deadline, match_notice_due: awaitingMatch, ...(awaitingMatch ? { match_notified_at: null } : {}) };
  }

  async function parcelById(executor: DbExecutor, id: number): Promise<Parcel> {
    const record = await selectParcels(executor).where('parcels.id', '=', id).executeTakeFirstOrThrow();
    const [parcel] = await toParcels(executor, [record], surroundings);
    return parcel;
  }

  return async function registerParcelRoutes(app: FastifyInstance): Promise<void> {
    app.post(
      '/parcels',
      {
        preHandler: identify,
        schema: {
          tags: ['parcels'],
          summary: 'Create a parcel; a guest gives guest_email and gets a guest_token, answered only here',
          security: BEARER_OR_NONE,
          body: fromContract(parcelCreateSchema, botCheckFields),
          response: {
            201: { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, guest_token: { type: 'string' } } },
            ...errorResponses(401, 403, 422, 429),
          },
        },
      },
      async (request, reply): Promise<ParcelCreateResponse> => {
        const body = request.body as ParcelCreateRequest;
        await botCheck.assertHuman(body, 'create_parcel', request.ip);
        const owner = request.session?.user ?? null;
        await assertParcelFields(body, owner === null, cities);
        await limiter.enforce([[`marketplace:ip:${request.ip}`, createsPerIp]]);
        const locale = requestLocale(request);

        const created = await db.transaction().execute(async (trx) => {
          const imageErrors = await photos.checkForParcel(trx, body.image_ids ?? [], {
            userId: owner?.id ?? null,
            uploadToken: body.upload_token,
          });
          if (imageErrors.length > 0) throw validationError({ image_ids: imageErrors });
          const fields = parcelFields(body, owner?.id ?? null, locale);
          const { id } = await trx
            .insertInto('parcels')
            .values({ ...fields, match_notice_due: !(await matching.hasFittingTrip(trx, fields)) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await photos.attach(trx, id, body.image_ids ?? []);
          if (owner) return { id };
          const guestToken = await guestTokens.issue(trx, id);
          await notices.guestParcelCreated(trx, id, guestToken);
          return { id, guest_token: guestToken };
        });
        reply.status(201);
        return created;
      },
    );

    app.get<OneParcelRequest>(
      '/parcels/:id',
      {
        preHandler: identify,
        schema: oneParcelSchema('A parcel, for its owner or a guest with its guest_token', BEARER_OR_NONE, [401, 404]),
      },
      async (request): Promise<Parcel> => {
        const parcel = await access.resolve(request, request.params.id);
        return parcelById(db, parcel.id);
      },
    );

    app.post<OneParcelRequest>(
      '/parcels/:id/claim',
      {
        preHandler: authenticate,
        schema: oneParcelSchema(
          "Make a guest's parcel the logged-in user's, with its guest_token (the same browser's sign-up or login)",
          BEARER,
          [401, 404],
        ),
      },
      async (request): Promise<Parcel> => {
        const id = idOf(request.params.id);
        const guestToken = guestTokenOf(request);
        const userId = request.session!.user.id;
        return db.transaction().execute(async (trx) => {
          const claimed = id !== null && guestToken !== undefined && (await claims.claimWithToken(trx, userId, id, guestToken));
          if (!claimed) throw new ApiError(404, 'not_found', 'No such parcel.');
          return parcelById(trx, id);
        });
      },
    );

    app.patch<OneParcelRequest>(
      '/parcels/:id',
      {
        preHandler: identify,
        schema: oneParcelSchema(
          'Move the deadline or change the reward while no traveler has accepted the parcel',
          BEARER_OR_NONE,
          [401, 404, 409, 422],
          fromContract(parcelUpdateSchema),
        ),
      },
      async (request): Promise<Parcel> => {
        const parcel = await access.resolve(request, request.params.id);
        const body = request.body as ParcelUpdateRequest;
        if ((body.reward ?? 0) > MAX_AMOUNT_TENGE) throw validationError({ reward: [MESSAGE_KEYS.invalidMaxValue] });
        return db.transaction().execute(async (trx) => {
          const locked = await selectParcels(trx).where('parcels.id', '=', parcel.id).forUpdate().executeTakeFirstOrThrow();
          const bind = (await surroundings.latestBindsOf(trx, [parcel.id])).get(parcel.id);
          if (isAgreed(bind)) throw parcelWasBound();
          const changes = {
            ...(body.reward !== undefined ? { reward: wholeTenge(body.reward) } : {}),
            ...(body.deadline !== undefined ? await deadlineChange(trx, { ...locked, deadline: body.deadline }, isLive(bind)) : {}),
          };
          if (Object.keys(changes).length > 0) await trx.updateTable('parcels').set(changes).where('id', '=', parcel.id).execute();
          return parcelById(trx, parcel.id);
        });
      },
    );
  };
}
