import { kazakhstanToday, type ClaimStatus } from '@jetkiz/contracts';
import { sql } from 'kysely';
import { claimStatusOf, CourierProviderError, FINAL_PROVIDER_STATUSES, type ClaimInfo, type CourierOrder } from '../courier';
import type { DbExecutor } from '../db';
import { addDays } from '../working-days';
import { TRACK_JOB, REFUND_JOB, type LogisticsContext } from './claim-context';
import { postCourierCancel, postCourierRelease } from './claim-ledger';
import { lockClaim, TRACKED_STATUSES, type ClaimRow } from './claim-records';

/**
 * Queues the claim's next tracking step after `delaySeconds`. Each call starts a new generation (track_seq): a job
 * of an older one, left by a retry or a crash, finds its generation gone and does nothing.
 */
export async function scheduleTrack(trx: DbExecutor, claimId: string, delaySeconds: number): Promise<void> {
  const { track_seq } = await trx
    .updateTable('courier_claims')
    .set((eb) => ({ track_seq: eb('track_seq', '+', 1) }))
    .where('id', '=', claimId)
    .returning('track_seq')
    .executeTakeFirstOrThrow();
  // The queue's enqueue runs a job now; tracking waits, so its job is written with its own run_at.
  await trx
    .insertInto('jobs')
    .values({
      kind: TRACK_JOB,
      payload: JSON.stringify({ claim_id: claimId, seq: track_seq }),
      run_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
    })
    .execute();
}

/** The wait before the next read: the first soon, each next `factor` times longer, up to the cap. */
export function trackDelaySeconds(ctx: LogisticsContext, polls: number): number {
  const { trackFirstSeconds, trackFactor, trackMaxSeconds } = ctx.config;
  return Math.min(trackMaxSeconds, trackFirstSeconds * trackFactor ** Math.min(polls, 30));
}

export function courierOrderOf(claim: ClaimRow): CourierOrder {
  const order = claim.order_form;
  return {
    from: {
      point: [claim.start_lon, claim.start_lat],
      address: order.from_address,
      contact: { name: order.sender_name, phone: order.sender_phone, email: order.sender_email },
    },
    to: {
      point: [claim.end_lon, claim.end_lat],
      address: order.to_address,
      contact: {
        name: order.recipient_phone,
        phone: order.recipient_phone,
        ...(order.recipient_email ? { email: order.recipient_email } : {}),
      },
    },
    // the courier's app names the item by our request's number
    item: `Jetkiz #${claim.bind_id}`,
    comment: order.comment,
    skipDoorToDoor: claim.skip_door_to_door,
  };
}

/**
 * Makes sure the claim has its provider claim: fixes its request_id (from then on point B no longer moves), then
 * creates it at the provider with that id (the same id again returns the same claim). Answers the provider claim's
 * id, or null when the provider refused for good (the claim is then courier_not_found).
 */
export async function ensureProviderClaim(ctx: LogisticsContext, claimId: string): Promise<string | null> {
  const fixed = await ctx.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, claimId);
    if (!claim || claim.provider_claim_id) return claim;
    if (claim.request_id) return claim;
    return trx
      .updateTable('courier_claims')
      .set({ request_id: `${claim.id}:${claim.attempt}`, updated_at: ctx.clock.now() })
      .where('id', '=', claimId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!fixed) return null;
  if (fixed.provider_claim_id) return fixed.provider_claim_id;
  const requestId = fixed.request_id!;
  try {
    const created = await ctx.courier.createClaim(requestId, courierOrderOf(fixed));
    await ctx.db
      .updateTable('courier_claims')
      .set({ provider_claim_id: created.claimId, provider_status: created.status, status: 'searching', updated_at: ctx.clock.now() })
      .where('id', '=', claimId)
      .where('request_id', '=', requestId)
      .where('provider_claim_id', 'is', null)
      .where('status', 'in', TRACKED_STATUSES)
      .execute();
    return created.claimId;
  } catch (error) {
    if (!(error instanceof CourierProviderError) || error.retryable) throw error;
    ctx.logger.warn({ err: error, claimId }, 'the courier provider refused a claim');
    await ctx.db
      .updateTable('courier_claims')
      .set({ status: 'courier_not_found', updated_at: ctx.clock.now() })
      .where('id', '=', claimId)
      .where('request_id', '=', requestId)
      .where('status', 'in', TRACKED_STATUSES)
      .execute();
    return null;
  }
}

/**
 * One tracking step: the claim at the provider is read (and accepted at the version read once estimated), its
 * status mapped and stored, the courier kept once found; the end's money is moved in the same transaction, and
 * the next step queued unless the claim has ended.
 */
export async function trackClaim(ctx: LogisticsContext, claimId: string): Promise<void> {
  const claim = await ctx.db.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
  if (!claim || !TRACKED_STATUSES.includes(claim.status)) return;
  const providerClaimId = await ensureProviderClaim(ctx, claimId);
  if (!providerClaimId) return;
  let info = await ctx.courier.info(providerClaimId);
  if (info.status === 'ready_for_approval') {
    try {
      await ctx.courier.accept(providerClaimId, info.version);
    } catch (error) {
      // Changed since we read it: the next step reads it again.
      if (!(error instanceof CourierProviderError) || error.code !== 'version_conflict') throw error;
    }
    info = await ctx.courier.info(providerClaimId);
  }
  await applyInfo(ctx, claimId, providerClaimId, info);
}

async function applyInfo(ctx: LogisticsContext, claimId: string, providerClaimId: string, info: ClaimInfo): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, claimId);
    if (!claim || claim.provider_claim_id !== providerClaimId || !TRACKED_STATUSES.includes(claim.status)) return;
    const now = ctx.clock.now();
    const status: ClaimStatus = claimStatusOf(info.status);
    const courier = info.performer ? { name: info.performer.name, car: info.performer.car, phone: info.performer.phone } : claim.courier;
    if (status === 'delivered') await finishDelivered(ctx, trx, claim, now);
    if (status === 'cancelled') await recordCancel(ctx, trx, claim, info.paid_cancel_charge ?? 0, now);
    await trx
      .updateTable('courier_claims')
      .set({
        status,
        provider_status: info.status,
        courier: courier ? JSON.stringify(courier) : null,
        polls: claim.polls + 1,
        updated_at: now,
      })
      .where('id', '=', claimId)
      .execute();
    const ended =
      status === 'delivered' || status === 'cancelled' || status === 'courier_not_found' || FINAL_PROVIDER_STATUSES.has(info.status);
    if (!ended) await scheduleTrack(trx, claimId, trackDelaySeconds(ctx, claim.polls));
  });
}

async function finishDelivered(ctx: LogisticsContext, trx: DbExecutor, claim: ClaimRow, now: Date): Promise<void> {
  await postCourierRelease(trx, ctx.ledger, claim, now);
  if (claim.short_link_id) await ctx.shortLinks.end(trx, claim.short_link_id);
}

/**
 * A paid claim ends cancelled: the refund (the fee less the provider's charge) is due by the refund days, in the
 * ledger now, paid back by a job. In the caller's transaction with the claim locked.
 */
export async function recordCancel(ctx: LogisticsContext, trx: DbExecutor, claim: ClaimRow, charge: number, now: Date): Promise<void> {
  const kept = Math.min(Math.max(0, charge), claim.price);
  const refund = claim.price - kept;
  await postCourierCancel(trx, ctx.ledger, claim, { refund, charge: kept }, now);
  await trx
    .updateTable('courier_claims')
    .set({
      status: 'cancelled',
      refund_amount: refund,
      refund_charge: kept,
      refund_status: refund > 0 ? 'due' : 'refunded',
      refund_due_by: addDays(kazakhstanToday(now), ctx.config.refundDays),
      updated_at: now,
    })
    .where('id', '=', claim.id)
    .execute();
  if (refund > 0) await ctx.jobs.enqueue(trx, REFUND_JOB, { claim_id: claim.id });
  if (claim.short_link_id) await ctx.shortLinks.end(trx, claim.short_link_id);
}
