import { MESSAGE_KEYS, bindCreateSchema, guestTokenQuerySchema, idParamsSchema, type Bind, type BindRequest } from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Authenticator } from '../auth';
import type { LimitRule } from '../config';
import type { BindStatusColumn, Db, DbExecutor } from '../db';
import { bindSchema } from '../docs';
import { ApiError, errorResponses, fromContract, idOf, unauthorized, validationError } from '../http';
import type { Limiter } from '../limits';
import { selectBindsWithParties } from './bind-parties';
import { toBind } from './bind-records';
import { verificationStatusOf } from '../verification/verification-status';

/** The parcel a request may act on as its sender (the parcels feature answers 401/404 otherwise). */
export interface BindParcelAccess {
  resolve(
    request: FastifyRequest,
    rawId: unknown,
  ): Promise<{
    id: number;
    from_city_id: number;
    to_city_id: number;
    deadline: string;
    load_kg: number;
    owner_id: number | null;
    reward: number | null;
  }>;
}

/** What binds ask of the features around them. */
export interface BindSurroundings {
  access: BindParcelAccess;
  isFittingTrip(executor: DbExecutor, parcel: Awaited<ReturnType<BindParcelAccess['resolve']>>, tripId: number): Promise<boolean>;
  /** true when the token is one of the parcel's guest tokens */
  guestTokenOpens(executor: DbExecutor, parcelId: number, token: string): Promise<boolean>;
}

/** Who is told of each step (the notifications feature). */
export interface BindNotices {
  bindOffered(trx: DbExecutor, bindId: number): Promise<void>;
  bindAnswered(trx: DbExecutor, bindId: number): Promise<void>;
  bindCancelled(trx: DbExecutor, bindId: number): Promise<void>;
}

/**
 * The safe deal's side of a cancel (issue 17): the sender may cancel up to payment, the traveler up to delivery;
 * a deal (accepted or later) is cancelled by the deals feature, which refunds a paid one.
 */
export interface DealCancellation {
  /** the statuses from which each party may cancel (the sender's pending request included) */
  cancellableFrom: Record<'sender' | 'traveler', readonly BindStatusColumn[]>;
  /** In the cancel's transaction, the bind locked: cancels the deal (not a pending request). */
  cancel(trx: DbExecutor, bindId: number, party: 'sender' | 'traveler'): Promise<void>;
}

export interface BindRoutesDependencies extends Authenticator {
  db: Db;
  surroundings: BindSurroundings;
  notices: BindNotices;
  limiter: Limiter;
  /** offers and cancellations, each of which sends the traveler a notice */
  limits: { perSender: LimitRule; perParcel: LimitRule };
  /** without it only the sender cancels, and only a pending request */
  deals?: DealCancellation;
}

type Party = 'traveler' | 'sender';
type Answer = 'accept' | 'decline' | 'cancel';

const NEXT_STATUS: Record<Answer, { status: BindStatusColumn; by: Party }> = {
  accept: { status: 'accepted', by: 'traveler' },
  decline: { status: 'declined', by: 'traveler' },
  cancel: { status: 'cancelled', by: 'sender' },
};

const bearer: Record<string, string[]>[] = [{ bearer: [] }];
/** A parcel has at most one of these at a time (the binds_live_parcel index); a delivered parcel is not offered again. */
const LIVE_STATUSES: BindStatusColumn[] = ['pending', 'accepted', 'paid', 'picked_up', 'delivered'];
const idParams = fromContract(idParamsSchema);
const guestTokenQuery = fromContract(guestTokenQuerySchema);

function parcelWasBound(): ApiError {
  return new ApiError(409, 'parcel_was_bound', 'The parcel already has a request to a traveler.');
}

function bindNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such request.');
}

function isLiveBindViolation(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'binds_live_parcel');
}

function tripIdOf(body: unknown): number {
  const raw: unknown = typeof body === 'object' && body !== null ? (body as Partial<BindRequest>).trip_id : undefined;
  if (raw === undefined || raw === null || raw === '') throw validationError({ trip_id: [MESSAGE_KEYS.fieldRequired] });
  const id = idOf(raw);
  if (id === null) throw validationError({ trip_id: [MESSAGE_KEYS.onlyNumbersRequired] });
  return id;
}

export function bindRoutes({ db, identify, authenticate, surroundings, notices, limiter, limits, deals }: BindRoutesDependencies) {
  /**
   * Every offer and cancellation notifies the traveler, so both count against the sender (a user; a guest by
   * address) and the parcel. Counted in the transaction: a request refused for another reason costs nothing.
   */
  async function enforceBindLimits(trx: DbExecutor, request: FastifyRequest, parcelId: number): Promise<void> {
    const userId = request.session?.user.id ?? null;
    const sender = userId !== null ? `user:${userId}` : `ip:${request.ip}`;
    await limiter.enforce(
      [
        [`binds:sender:${sender}`, limits.perSender],
        [`binds:parcel:${parcelId}`, limits.perParcel],
      ],
      trx,
    );
  }

  /** Which side of the bind the request speaks for; 401 with no credentials, 404 for a stranger. */
  async function partyOf(
    trx: DbExecutor,
    request: FastifyRequest,
    bind: { parcel_id: number; owner_id: number | null; traveler_id: number },
  ): Promise<Party> {
    const userId = request.session?.user.id ?? null;
    if (userId !== null && userId === bind.traveler_id) return 'traveler';
    if (userId !== null && userId === bind.owner_id) return 'sender';
    const guestToken = (request.query as { guest_token?: unknown }).guest_token;
    if (typeof guestToken === 'string' && guestToken !== '' && (await surroundings.guestTokenOpens(trx, bind.parcel_id, guestToken)))
      return 'sender';
    if (userId === null && guestToken === undefined) throw unauthorized();
    throw bindNotFound();
  }

  async function answer(request: FastifyRequest<{ Params: { id: string } }>, action: Answer): Promise<Bind> {
    const id = idOf(request.params.id);
    const { status, by } = NEXT_STATUS[action];
    return db.transaction().execute(async (trx) => {
      const bind =
        id === null
          ? undefined
          : await selectBindsWithParties(trx)
              .select(['binds.id', 'binds.status', 'binds.parcel_id', 'parcels.owner_id', 'trips.traveler_id'])
              .where('binds.id', '=', id)
              .forUpdate('binds')
              .executeTakeFirst();
      if (!bind) throw request.session || (request.query as { guest_token?: unknown }).guest_token ? bindNotFound() : unauthorized();
      const party = await partyOf(trx, request, bind);
      if (action === 'cancel' && deals && bind.status !== 'pending') {
        if (!deals.cancellableFrom[party].includes(bind.status)) {
          throw new ApiError(409, 'forbidden', `The deal is ${bind.status}: it can no longer be cancelled by the ${party}.`, {
            status: bind.status,
          });
        }
        if (party === 'sender') await enforceBindLimits(trx, request, bind.parcel_id);
        await deals.cancel(trx, bind.id, party);
        return toBind(
          await trx
            .selectFrom('binds')
            .select(['id', 'parcel_id', 'trip_id', 'status', 'created_at'])
            .where('id', '=', bind.id)
            .executeTakeFirstOrThrow(),
        );
      }
      if (party !== by)
        throw new ApiError(
          403,
          'forbidden',
          by === 'traveler' ? 'Only the traveler answers a request.' : 'Only the sender cancels a request.',
        );
      if (action === 'accept' && (await verificationStatusOf(trx, bind.traveler_id)) !== 'verified') {
        throw new ApiError(403, 'verification_required', 'Pass identity verification to accept a request.');
      }
      if (bind.status !== 'pending')
        throw new ApiError(409, 'forbidden', `The request is ${bind.status} already.`, { status: bind.status });
      if (action === 'cancel') await enforceBindLimits(trx, request, bind.parcel_id);
      const updated = await trx
        .updateTable('binds')
        .set({ status, decided_at: sql`now()` })
        .where('id', '=', bind.id)
        .returning(['id', 'parcel_id', 'trip_id', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      if (action === 'accept')
        await trx
          .insertInto('deal_events')
          .values({ bind_id: bind.id, event: 'accepted', at: sql`now()` })
          .execute();
      await (action === 'cancel' ? notices.bindCancelled(trx, bind.id) : notices.bindAnswered(trx, bind.id));
      return toBind(updated);
    });
  }

  return async function registerBindRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Params: { id: string }; Querystring: { guest_token?: string } }>(
      '/parcels/:id/trips/binds',
      {
        preHandler: identify,
        schema: {
          tags: ['binds'],
          summary: 'Offer the parcel to a fitting trip: a pending bind; parcel_was_bound while another is pending or accepted',
          security: [{ bearer: [] }, {}],
          params: idParams,
          querystring: guestTokenQuery,
          body: fromContract(bindCreateSchema),
          response: { 201: bindSchema, ...errorResponses(401, 404, 409, 422, 429) },
        },
      },
      async (request, reply): Promise<Bind> => {
        const parcel = await surroundings.access.resolve(request, request.params.id);
        const tripId = tripIdOf(request.body);
        const bind = await db.transaction().execute(async (trx) => {
          await trx.selectFrom('parcels').select('id').where('id', '=', parcel.id).forUpdate().execute();
          const live = await trx
            .selectFrom('binds')
            .select('id')
            .where('parcel_id', '=', parcel.id)
            .where('status', 'in', [...LIVE_STATUSES, 'completed'])
            .executeTakeFirst();
          if (live) throw parcelWasBound();
          if (!(await surroundings.isFittingTrip(trx, parcel, tripId))) throw validationError({ trip_id: [MESSAGE_KEYS.notFound] });
          await enforceBindLimits(trx, request, parcel.id);
          const created = await trx
            .insertInto('binds')
            .values((eb) => ({
              parcel_id: parcel.id,
              trip_id: tripId,
              status: 'pending',
              reward: parcel.reward ?? eb.selectFrom('trips').select('offered_amount').where('id', '=', tripId),
            }))
            .returning(['id', 'parcel_id', 'trip_id', 'status', 'created_at'])
            .executeTakeFirstOrThrow()
            .catch((error: unknown) => {
              throw isLiveBindViolation(error) ? parcelWasBound() : error;
            });
          await notices.bindOffered(trx, created.id);
          return toBind(created);
        });
        reply.status(201);
        return bind;
      },
    );

    for (const action of ['accept', 'decline', 'cancel'] as const) {
      const byTraveler = NEXT_STATUS[action].by === 'traveler';
      app.post<{ Params: { id: string }; Querystring: { guest_token?: string } }>(
        `/binds/:id/${action}`,
        {
          preHandler: byTraveler ? authenticate : identify,
          schema: {
            tags: ['binds'],
            summary: byTraveler
              ? `The trip's traveler ${action}s a pending request`
              : 'Cancel: the sender up to payment (a guest with the guest_token), the traveler up to delivery; a paid deal is refunded',
            security: byTraveler ? bearer : [{ bearer: [] }, {}],
            params: idParams,
            ...(byTraveler ? {} : { querystring: guestTokenQuery }),
            response: { 200: bindSchema, ...errorResponses(401, 403, 404, 409, 429) },
          },
        },
        (request) => answer(request, action),
      );
    }
  };
}
