import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../db';
import type { PaymentOwner } from '../payments';
import { CAPTURE_JOB, VOID_JOB, type LogisticsContext } from './claim-context';
import { postCourierPayment } from './claim-ledger';
import { lockClaim, type ClaimRow } from './claim-records';
import { scheduleTrack } from './claim-tracking';

const MINUTE_MS = 60_000;

/**
 * A new payment for the claim, in the caller's transaction with the claim locked: any older pending one expires,
 * the claim awaits payment for its waiting time again. The checkout itself is made after the commit.
 */
export async function newPayment(ctx: LogisticsContext, trx: DbExecutor, claim: ClaimRow): Promise<string> {
  const now = ctx.clock.now();
  await trx
    .updateTable('courier_payments')
    .set({ status: 'expired', updated_at: now })
    .where('claim_id', '=', claim.id)
    .where('status', '=', 'pending')
    .execute();
  const paymentId = randomBytes(16).toString('base64url');
  await trx
    .insertInto('courier_payments')
    .values({
      id: paymentId,
      claim_id: claim.id,
      provider: ctx.payments.name,
      status: 'pending',
      amount: claim.price,
      created_at: now,
      updated_at: now,
    })
    .execute();
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

/**
 * The provider's checkout for a pending payment, outside any transaction (a network call never holds the claim's
 * lock). When the provider does not start one, the payment counts as not confirmed: the owner may pay again.
 */
export async function startCheckout(ctx: LogisticsContext, claim: ClaimRow, paymentId: string, locale: string): Promise<boolean> {
  try {
    const checkout = await ctx.payments.createCheckout({
      paymentId,
      amount: claim.price,
      currency: 'KZT',
      description: `Jetkiz #${claim.bind_id}`,
      returnUrl: `${ctx.siteUrl}/${locale}/widget/delivery?claim=${encodeURIComponent(claim.id)}`,
    });
    await ctx.db
      .updateTable('courier_payments')
      .set({ provider_payment_id: checkout.providerPaymentId, checkout_url: checkout.checkoutUrl })
      .where('id', '=', paymentId)
      .execute();
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, claimId: claim.id }, 'the payment provider did not start a courier checkout');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('courier_payments')
        .set({ status: 'declined' })
        .where('id', '=', paymentId)
        .where('status', '=', 'pending')
        .execute();
      await trx
        .updateTable('courier_claims')
        .set({ status: 'payment_not_confirmed', updated_at: ctx.clock.now() })
        .where('id', '=', claim.id)
        .where('status', '=', 'awaiting_payment')
        .execute();
    });
    return false;
  }
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

/** The courier fee's side of the payment webhook (inside its transaction, which records the event once). */
export function courierPaymentOwner(ctx: LogisticsContext): PaymentOwner {
  async function lockedPayment(trx: DbExecutor, providerPaymentId: string) {
    return trx
      .selectFrom('courier_payments')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  return {
    async owns(trx, providerPaymentId) {
      const row = await trx
        .selectFrom('courier_payments')
        .select('id')
        .where('provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async paymentHeld(trx, providerPaymentId, amount) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || !['pending', 'expired', 'declined'].includes(payment.status)) return;
      const claim = await lockClaim(trx, payment.claim_id);
      const now = ctx.clock.now();
      if (claim && payment.status === 'pending' && claim.status === 'awaiting_payment' && amount === payment.amount) {
        await trx.updateTable('courier_payments').set({ status: 'held', updated_at: now }).where('id', '=', payment.id).execute();
        // payment_checking: held at the provider, ours once the capture job has taken it.
        await trx.updateTable('courier_claims').set({ status: 'payment_checking', updated_at: now }).where('id', '=', claim.id).execute();
        await ctx.jobs.enqueue(trx, CAPTURE_JOB, { payment_id: payment.id });
        return;
      }
      // Money held for a claim that no longer takes it (timed out, cancelled, paid already): given back.
      await trx.updateTable('courier_payments').set({ status: 'expired', updated_at: now }).where('id', '=', payment.id).execute();
      await ctx.jobs.enqueue(trx, VOID_JOB, { payment_id: payment.id });
    },

    async paymentDeclined(trx, providerPaymentId) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || payment.status !== 'pending') return;
      const now = ctx.clock.now();
      await trx.updateTable('courier_payments').set({ status: 'declined', updated_at: now }).where('id', '=', payment.id).execute();
      await trx
        .updateTable('courier_claims')
        .set({ status: 'payment_not_confirmed', updated_at: now })
        .where('id', '=', payment.claim_id)
        .where('status', '=', 'awaiting_payment')
        .execute();
    },
  };
}

/** The capture job: the fee is ours to spend at once; then payment_confirmed, the ledger and the first tracking step. */
export async function captureCourierFee(ctx: LogisticsContext, paymentId: string): Promise<void> {
  const payment = await ctx.db.selectFrom('courier_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.status !== 'held' || !payment.provider_payment_id) return;
  await ctx.payments.capture(payment.provider_payment_id, payment.amount);
  await ctx.db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, payment.claim_id);
    const now = ctx.clock.now();
    const captured = await trx
      .updateTable('courier_payments')
      .set({ status: 'captured', updated_at: now })
      .where('id', '=', paymentId)
      .where('status', '=', 'held')
      .executeTakeFirst();
    if (!claim || captured.numUpdatedRows === 0n || claim.status !== 'payment_checking') return;
    await postCourierPayment(trx, ctx.ledger, claim, now);
    await trx
      .updateTable('courier_claims')
      .set({ status: 'payment_confirmed', payment_expires_at: null, updated_at: now })
      .where('id', '=', claim.id)
      .execute();
    await scheduleTrack(trx, claim.id, 0);
  });
}

/** The void job: a hold no claim takes is released. */
export async function voidStrayPayment(ctx: LogisticsContext, paymentId: string): Promise<void> {
  const payment = await ctx.db.selectFrom('courier_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment?.provider_payment_id || payment.status !== 'expired') return;
  await ctx.payments.void(payment.provider_payment_id);
  await ctx.db.updateTable('courier_payments').set({ status: 'voided', updated_at: ctx.clock.now() }).where('id', '=', paymentId).execute();
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
    if (expired.length === 0) return;
    await trx
      .updateTable('courier_payments')
      .set({ status: 'expired', updated_at: sql<Date>`now()` })
      .where(
        'claim_id',
        'in',
        expired.map(({ id }) => id),
      )
      .where('status', '=', 'pending')
      .execute();
  });
}
