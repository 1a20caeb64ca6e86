import { siteLink } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';
import type { SiteLocale } from '../http';
import { captureFeaturePayment, expirePendingPayments, newFeaturePayment, startFeatureCheckout, type FeaturePayments } from '../payments';
import { CAPTURE_JOB, VOID_JOB, type LogisticsContext } from './claim-context';
import { postCourierPayment } from './claim-ledger';
import { lockClaim, type ClaimRow } from './claim-records';
import { scheduleTrack } from './claim-tracking';

const MINUTE_MS = 60_000;

/** The courier fee's payments: its owner is the claim. */
export const COURIER_PAYMENTS: FeaturePayments = {
  table: 'courier_payments',
  captureJob: CAPTURE_JOB,
  voidJob: VOID_JOB,
  noCheckout: { message: 'the payment provider did not start a courier checkout', ownerKey: 'claimId' },
  async held(trx, payment, now) {
    const claim = await lockClaim(trx, payment.ownerId);
    if (claim?.status !== 'awaiting_payment') return false;
    // payment_checking: held at the provider, ours once the capture job has taken it.
    await trx.updateTable('courier_claims').set({ status: 'payment_checking', updated_at: now }).where('id', '=', claim.id).execute();
    return true;
  },
  declinedStatus: 'payment_not_confirmed',
};

/**
 * A new payment for the claim, in the caller's transaction with the claim locked: any older pending one expires,
 * the claim awaits payment for its waiting time again. The checkout itself is made after the commit.
 */
export async function newPayment(ctx: LogisticsContext, trx: DbExecutor, claim: ClaimRow): Promise<string> {
  const now = ctx.clock.now();
  const paymentId = await newFeaturePayment(ctx, trx, 'courier_payments', { id: claim.id, amount: claim.price }, now);
  await trx
    .updateTable('courier_claims')
    .set({
      status: 'awaiting_payment',
      payment_expires_at: new Date(now.getTime() + claim.order_form.payment_wait_minutes * MINUTE_MS),
      updated_at: now,
    })
    .where('id', '=', claim.id)
    .execute();
  return paymentId;
}

/** The provider's checkout for a pending payment: when none starts, the payment is not confirmed (paid again). */
export async function startCheckout(ctx: LogisticsContext, claim: ClaimRow, paymentId: string, locale: SiteLocale): Promise<boolean> {
  return startFeatureCheckout(ctx, COURIER_PAYMENTS, claim.id, {
    paymentId,
    amount: claim.price,
    description: `Jetkiz #${claim.bind_id}`,
    returnUrl: siteLink(ctx.siteUrl, locale, `/widget/delivery?claim=${encodeURIComponent(claim.id)}`),
  });
}

/** The checkout page of the claim's pending payment, if any. */
export async function checkoutUrlOf(executor: DbExecutor, claimId: string): Promise<string | null> {
  const row = await executor
    .selectFrom('courier_payments')
    .select('checkout_url')
    .where('claim_id', '=', claimId)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.checkout_url ?? null;
}

/** The capture job: the fee is ours to spend at once; then payment_confirmed, the ledger and the first tracking step. */
export async function captureCourierFee(ctx: LogisticsContext, paymentId: string): Promise<void> {
  await captureFeaturePayment(ctx, 'courier_payments', paymentId, {
    async captured(trx, payment, markCaptured, now) {
      const claim = await lockClaim(trx, payment.ownerId);
      const captured = await markCaptured();
      if (!claim || !captured || claim.status !== 'payment_checking') return;
      await postCourierPayment(trx, ctx.ledger, claim, now);
      await trx
        .updateTable('courier_claims')
        .set({ status: 'payment_confirmed', payment_expires_at: null, updated_at: now })
        .where('id', '=', claim.id)
        .execute();
      await scheduleTrack(trx, claim.id, 0);
    },
  });
}

/**
 * The time rule: a claim unpaid after its waiting time is payment_timeout and its pending payment expired (a hold
 * that still arrives for it is voided by the webhook). Run with the deals' time rules.
 */
export async function expireUnpaidClaims(ctx: LogisticsContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('courier_claims')
      .set({ status: 'payment_timeout', updated_at: now })
      .where('status', '=', 'awaiting_payment')
      .where('payment_expires_at', '<=', now)
      .returning('id')
      .execute();
    await expirePendingPayments(
      trx,
      'courier_payments',
      expired.map(({ id }) => id),
      sql<Date>`now()`,
    );
  });
}
