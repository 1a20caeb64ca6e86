import {
  KZT,
  type ClaimListQuery,
  type ClaimRequest,
  type Estimate,
  type EstimateRequest,
  type LogisticClaim,
  type ShortLinkPointCorrection,
} from '@jetkiz/contracts';
import { CourierProviderError, type CancelState, type SimulatedCourierProvider } from '../courier';
import type { DbExecutor } from '../db';
import type { AddressLanguage } from '../geo';
import { ApiError, type SiteLocale } from '../http';
import { expirePendingPayments } from '../payments';
import type { LogisticsContext } from './claim-context';
import {
  claimNotFound,
  claimView,
  ENDED_STATUSES,
  isClaimId,
  lockClaim,
  newClaimId,
  ownClaim,
  TRACKED_STATUSES,
  UNPAID_STATUSES,
  type ClaimRow,
} from './claim-records';
import { checkoutUrlOf, newPayment, startCheckout } from './claim-payments';
import { ensureProviderClaim, recordCancel, scheduleTrack, trackClaim } from './claim-tracking';

const PARTY_STATUSES = ['paid', 'picked_up'];
const UNIQUE_VIOLATION = '23505';

function couldNotCalculate(): ApiError {
  return new ApiError(422, 'could_not_calculate', 'The courier provider cannot deliver between these points now.');
}

function cancelRefused(message: string): ApiError {
  return new ApiError(409, 'cancel_refused', message);
}

function wrongStatus(claim: ClaimRow): ApiError {
  return new ApiError(409, 'forbidden', `The claim is ${claim.status}: this is not possible now.`, { status: claim.status });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** The addresses of a point as a street line: the geocoder's street and building, else the address typed. */
async function streetOf(ctx: LogisticsContext, [lon, lat]: readonly [number, number], typed: string, language: AddressLanguage) {
  try {
    const found = await ctx.geocoder.reverse(lon, lat, language);
    const street = found?.street ? [found.street, found.building].filter(Boolean).join(' ') : typed;
    return { street, city: found?.city ?? '', building: found?.building ?? '' };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'the geocoder did not name a point');
    return { street: typed, city: '', building: '' };
  }
}

export type ClaimOrders = ReturnType<typeof createClaimOrders>;

/** The owner's use cases of a courier claim. */
export function createClaimOrders(ctx: LogisticsContext) {
  async function view(executor: DbExecutor, row: ClaimRow): Promise<LogisticClaim> {
    return claimView(row, {
      checkoutUrl: row.status === 'awaiting_payment' ? await checkoutUrlOf(executor, row.id) : null,
      shortLinkUrl: row.short_link_id ? ctx.shortLinks.urlOf(row.short_link_id) : null,
    });
  }

  async function reread(claimId: string): Promise<LogisticClaim> {
    return view(ctx.db, await ctx.db.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow());
  }

  /** Runs `work` on the owner's claim, locked; 404 for anyone else. */
  async function onOwnClaim<T>(claimId: string, userId: number, work: (trx: DbExecutor, claim: ClaimRow) => Promise<T>): Promise<T> {
    await ownClaim(ctx.db, claimId, userId);
    return ctx.db.transaction().execute(async (trx) => work(trx, (await lockClaim(trx, claimId))!));
  }

  async function bindFor(userId: number, bindId: number) {
    const bind = await ctx.db
      .selectFrom('binds')
      .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
      .innerJoin('trips', 'trips.id', 'binds.trip_id')
      .select(['binds.id', 'binds.status', 'binds.parcel_id', 'parcels.owner_id', 'trips.traveler_id'])
      .where('binds.id', '=', bindId)
      .executeTakeFirst();
    if (!bind) throw new ApiError(404, 'not_found', 'No such request.');
    if (bind.owner_id !== userId && bind.traveler_id !== userId) {
      throw new ApiError(403, 'forbidden', 'Only the sender or the traveler of the request may order its courier.');
    }
    if (!PARTY_STATUSES.includes(bind.status)) {
      throw new ApiError(409, 'forbidden', `The deal is ${bind.status}: a courier is ordered once it is paid.`, { status: bind.status });
    }
    return bind;
  }

  async function estimate({ start_point, destination_point, skip_door_to_door }: EstimateRequest): Promise<Estimate> {
    try {
      const price = await ctx.courier.checkPrice([start_point, destination_point], { skipDoorToDoor: skip_door_to_door });
      if (price.kind === 'refused') throw couldNotCalculate();
      return { price: price.price, currency: KZT, distance_m: price.distance_m, eta_min: price.eta_min };
    } catch (error) {
      if (error instanceof CourierProviderError) throw couldNotCalculate();
      throw error;
    }
  }

  return {
    estimate,

    async create(userId: number, request: ClaimRequest, language: AddressLanguage, locale: SiteLocale): Promise<LogisticClaim> {
      const bind = await bindFor(userId, request.parcel_trip_bind_id);
      const price = await estimate(request);
      const from = await streetOf(ctx, request.start_point, request.order.from_address, language);
      const to = await streetOf(ctx, request.destination_point, request.order.to_address, language);
      const claimId = newClaimId();
      const now = ctx.clock.now();
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const link = await ctx.shortLinks.createForClaim(trx, {
            bindId: bind.id,
            parcelId: bind.parcel_id,
            createdBy: userId,
            longitude: request.destination_point[0],
            latitude: request.destination_point[1],
            country: 'KZ',
            city: to.city,
            street: to.street,
            building: to.building,
          });
          const row = await trx
            .insertInto('courier_claims')
            .values({
              id: claimId,
              bind_id: bind.id,
              user_id: userId,
              status: 'awaiting_payment',
              price: price.price,
              distance_m: price.distance_m,
              eta_min: price.eta_min,
              skip_door_to_door: request.skip_door_to_door,
              start_lon: request.start_point[0],
              start_lat: request.start_point[1],
              end_lon: request.destination_point[0],
              end_lat: request.destination_point[1],
              from_street: from.street,
              end_street: to.street,
              order_form: JSON.stringify(request.order),
              short_link_id: link.id,
              provider: ctx.courier.name,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { row, paymentId: await newPayment(ctx, trx, row) };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(409, 'forbidden', 'A courier for this request is already on its way.');
          throw error;
        });
      await startCheckout(ctx, created.row, created.paymentId, locale);
      return reread(claimId);
    },

    async read(claimId: string, userId: number): Promise<LogisticClaim> {
      return view(ctx.db, await ownClaim(ctx.db, claimId, userId));
    },

    async list(userId: number, { parcel_trip_bind_id, active }: ClaimListQuery): Promise<LogisticClaim[]> {
      let query = ctx.db.selectFrom('courier_claims').selectAll().where('user_id', '=', userId);
      if (parcel_trip_bind_id !== undefined) query = query.where('bind_id', '=', parcel_trip_bind_id);
      if (active === true) query = query.where('status', 'not in', ENDED_STATUSES);
      if (active === false) query = query.where('status', 'in', ENDED_STATUSES);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
      return Promise.all(rows.map((row) => view(ctx.db, row)));
    },

    /** A new checkout after a decline or a timeout (the same claim, a new waiting time); while one waits, that one. */
    async pay(claimId: string, userId: number, locale: SiteLocale): Promise<LogisticClaim> {
      const started = await onOwnClaim(claimId, userId, async (trx, claim) => {
        if (claim.status === 'awaiting_payment' && (await checkoutUrlOf(trx, claim.id))) return null;
        if (!UNPAID_STATUSES.includes(claim.status)) throw wrongStatus(claim);
        return { claim, paymentId: await newPayment(ctx, trx, claim) };
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ApiError(409, 'forbidden', 'Another courier for this request is already on its way.');
        throw error;
      });
      if (started && !(await startCheckout(ctx, started.claim, started.paymentId, locale))) {
        throw new ApiError(503, 'server_error', 'The payment service is not available, try again in a minute.');
      }
      return reread(claimId);
    },

    /** courier_not_found → a new provider claim with a new request_id, no new payment. */
    async retry(claimId: string, userId: number): Promise<LogisticClaim> {
      await onOwnClaim(claimId, userId, async (trx, claim) => {
        if (claim.status !== 'courier_not_found') throw wrongStatus(claim);
        await trx
          .updateTable('courier_claims')
          .set({
            status: 'searching',
            attempt: claim.attempt + 1,
            request_id: null,
            provider_claim_id: null,
            provider_status: null,
            courier: null,
            polls: 0,
            updated_at: ctx.clock.now(),
          })
          .where('id', '=', claimId)
          .execute();
        await scheduleTrack(trx, claimId, 0);
      });
      return reread(claimId);
    },

    async cancel(claimId: string, userId: number): Promise<LogisticClaim> {
      const claim = await ownClaim(ctx.db, claimId, userId);
      if (claim.status === 'cancelled') return view(ctx.db, claim);
      if (UNPAID_STATUSES.includes(claim.status)) await cancelUnpaid(claimId);
      else if (claim.status === 'courier_not_found' || claim.status === 'payment_confirmed') await cancelAtProvider(claimId, true);
      else if (TRACKED_STATUSES.includes(claim.status)) await cancelAtProvider(claimId, false);
      else throw cancelRefused(`The claim is ${claim.status}: it can no longer be cancelled.`);
      return reread(claimId);
    },

    /** A correction of the claim's short link moves its point B while the claim has not reached the provider. */
    async pointCorrected(linkId: string, { point, street, building }: ShortLinkPointCorrection): Promise<void> {
      const claim = await ctx.db
        .selectFrom('courier_claims')
        .selectAll()
        .where('short_link_id', '=', linkId)
        .where('request_id', 'is', null)
        .where('status', 'not in', ENDED_STATUSES)
        .executeTakeFirst();
      if (!claim) return;
      const named = street?.trim() ? { street: [street.trim(), building?.trim()].filter(Boolean).join(' ') } : null;
      const endStreet = named?.street ?? (await streetOf(ctx, [point.lon, point.lat], claim.order_form.to_address, 'ru')).street;
      await ctx.db.transaction().execute(async (trx) => {
        const locked = await lockClaim(trx, claim.id);
        if (!locked || locked.request_id !== null || ENDED_STATUSES.includes(locked.status)) return;
        await trx
          .updateTable('courier_claims')
          .set({
            end_lon: point.lon,
            end_lat: point.lat,
            end_street: endStreet,
            order_form: JSON.stringify({ ...locked.order_form, to_address: endStreet }),
            updated_at: ctx.clock.now(),
          })
          .where('id', '=', claim.id)
          .execute();
      });
    },

    /** The dev route: the simulated provider claim moves on (to the next or the named status), then one tracking step. */
    async advanceSimulated(simulator: SimulatedCourierProvider, claimId: string, to: Parameters<SimulatedCourierProvider['advance']>[1]) {
      if (!isClaimId(claimId)) throw claimNotFound();
      const claim = await ctx.db.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
      if (!claim) throw claimNotFound();
      if (!TRACKED_STATUSES.includes(claim.status)) throw wrongStatus(claim);
      const providerClaimId = await ensureProviderClaim(ctx, claimId);
      if (providerClaimId) {
        try {
          await simulator.advance(providerClaimId, to);
        } catch (error) {
          if (error instanceof CourierProviderError && error.code === 'invalid_state') throw new ApiError(409, 'forbidden', error.message);
          throw error;
        }
        await trackClaim(ctx, claimId);
      }
      return reread(claimId);
    },
  };

  async function cancelUnpaid(claimId: string): Promise<void> {
    await ctx.db.transaction().execute(async (trx) => {
      const claim = await lockClaim(trx, claimId);
      if (!claim || !UNPAID_STATUSES.includes(claim.status)) throw cancelRefused('The claim changed meanwhile: read it again.');
      const now = ctx.clock.now();
      // A hold that still arrives for its payment is voided by the webhook.
      await expirePendingPayments(trx, 'courier_payments', [claimId], now);
      await trx.updateTable('courier_claims').set({ status: 'cancelled', updated_at: now }).where('id', '=', claimId).execute();
      if (claim.short_link_id) await ctx.shortLinks.end(trx, claim.short_link_id);
    });
  }

  /**
   * A paid claim: asked of the provider first (free before the courier arrived, paid while the courier waits at
   * point A, refused after); a refusal changes nothing here. `maybeNone`: the claim may have no live provider claim
   * (not yet sent, or the courier never found), which ends with the whole fee refunded.
   */
  async function cancelAtProvider(claimId: string, maybeNone: boolean): Promise<void> {
    const claim = (await ctx.db.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow())!;
    let charge = 0;
    let providerStatus = claim.provider_status;
    const live = claim.status !== 'courier_not_found' && (claim.provider_claim_id !== null || claim.request_id !== null);
    if (live) {
      const providerClaimId = claim.provider_claim_id ?? (await ensureProviderClaim(ctx, claimId));
      if (providerClaimId) ({ charge, providerStatus } = await cancelProviderClaim(providerClaimId));
    } else if (!maybeNone) {
      throw cancelRefused('The claim changed meanwhile: read it again.');
    }
    await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockClaim(trx, claimId);
      if (!locked || locked.status === 'cancelled') return;
      // The tracking job sent it to the provider meanwhile: asked again, the provider's answer decides.
      if (!live && locked.status === 'payment_confirmed' && locked.request_id !== null)
        throw cancelRefused('The claim changed meanwhile: try again.');
      if (ENDED_STATUSES.includes(locked.status)) throw cancelRefused(`The claim is ${locked.status}: it can no longer be cancelled.`);
      await recordCancel(ctx, trx, locked, charge, ctx.clock.now());
      await trx.updateTable('courier_claims').set({ provider_status: providerStatus }).where('id', '=', claimId).execute();
    });
  }

  async function cancelProviderClaim(providerClaimId: string): Promise<{ charge: number; providerStatus: ClaimRow['provider_status'] }> {
    try {
      const info = await ctx.courier.info(providerClaimId);
      if (info.status === 'cancelled' || info.status === 'cancelled_with_payment') {
        return { charge: info.paid_cancel_charge ?? 0, providerStatus: info.status };
      }
      if (['performer_not_found', 'estimating_failed', 'failed', 'cancelled_by_taxi'].includes(info.status)) {
        return { charge: 0, providerStatus: info.status };
      }
      const { cancel_state, charge } = await ctx.courier.cancelInfo(providerClaimId);
      if (cancel_state === 'unavailable')
        throw cancelRefused('The courier has the parcel already: the delivery can no longer be cancelled.');
      const state: Exclude<CancelState, 'unavailable'> = cancel_state;
      const done = await ctx.courier.cancel(providerClaimId, info.version, state);
      const after = state === 'paid' ? await ctx.courier.info(providerClaimId) : null;
      return { charge: state === 'paid' ? (after?.paid_cancel_charge ?? charge ?? 0) : 0, providerStatus: done.status };
    } catch (error) {
      if (error instanceof CourierProviderError && ['invalid_state', 'version_conflict', 'refused'].includes(error.code)) {
        throw cancelRefused('The courier provider refused the cancel: try again.');
      }
      throw error;
    }
  }
}
