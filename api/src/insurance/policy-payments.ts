import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../db';
import type { PaymentOwner } from '../payments';
import { CAPTURE_JOB, ISSUE_JOB, VOID_JOB, type InsuranceContext } from './insurance-context';
import { postPremiumPaid, postRefundPaid } from './policy-ledger';
import { lockBind, lockPolicy, type PolicyRow } from './policy-records';
import insuranceTexts from './insurance-texts.json';
import { siteLocaleOf } from '../http';
import { fillTemplate } from '../outbox';

/** A payment of the premium in progress or done: its money is held or captured. */
export const PAID_PAYMENT_STATUSES = ['held', 'captured'] as const;

/**
 * A new payment of the premium, in the caller's transaction with the policy locked: an older pending one expires
 * and the policy awaits payment again. The checkout itself is made after the commit.
 */
export async function newPayment(ctx: InsuranceContext, trx: DbExecutor, policy: Pick<PolicyRow, 'id' | 'commission'>): Promise<string> {
  const now = ctx.clock.now();
  await trx
    .updateTable('insurance_payments')
    .set({ status: 'expired', updated_at: now })
    .where('policy_id', '=', policy.id)
    .where('status', '=', 'pending')
    .execute();
  const paymentId = randomBytes(16).toString('base64url');
  await trx
    .insertInto('insurance_payments')
    .values({
      id: paymentId,
      policy_id: policy.id,
      provider: ctx.payments.name,
      status: 'pending',
      amount: Number(policy.commission),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx.updateTable('insurance_policies').set({ status: 'awaiting_payment', updated_at: now }).where('id', '=', policy.id).execute();
  return paymentId;
}

/**
 * The provider's checkout for a pending payment, outside any transaction (a network call never holds a lock).
 * When the provider does not start one, the payment counts as failed: the sender may pay again.
 */
export async function startCheckout(
  ctx: InsuranceContext,
  policy: Pick<PolicyRow, 'id' | 'bind_id' | 'commission'>,
  paymentId: string,
  locale: string,
): Promise<boolean> {
  try {
    const checkout = await ctx.payments.createCheckout({
      paymentId,
      amount: Number(policy.commission),
      currency: 'KZT',
      description: fillTemplate(insuranceTexts.checkoutDescription[siteLocaleOf(locale)], { id: policy.bind_id }),
      returnUrl: `${ctx.profileUrl}/deals/${policy.bind_id}`,
    });
    await ctx.db
      .updateTable('insurance_payments')
      .set({ provider_payment_id: checkout.providerPaymentId, checkout_url: checkout.checkoutUrl })
      .where('id', '=', paymentId)
      .execute();
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, policyId: policy.id }, 'the payment provider did not start an insurance checkout');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('insurance_payments')
        .set({ status: 'declined' })
        .where('id', '=', paymentId)
        .where('status', '=', 'pending')
        .execute();
      await trx
        .updateTable('insurance_policies')
        .set({ status: 'payment_failed', updated_at: ctx.clock.now() })
        .where('id', '=', policy.id)
        .where('status', '=', 'awaiting_payment')
        .execute();
    });
    return false;
  }
}

/** The premium's side of the payment webhook (inside its transaction, which records the event once). */
export function insurancePaymentOwner(ctx: InsuranceContext): PaymentOwner {
  async function lockedPayment(trx: DbExecutor, providerPaymentId: string) {
    return trx
      .selectFrom('insurance_payments')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  return {
    async owns(trx, providerPaymentId) {
      const row = await trx
        .selectFrom('insurance_payments')
        .select('id')
        .where('provider_payment_id', '=', providerPaymentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async paymentHeld(trx, providerPaymentId, amount) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || !['pending', 'expired', 'declined'].includes(payment.status)) return;
      // The bind first, then the policy: the deal's cancel locks them in this order too.
      const owner = await trx.selectFrom('insurance_policies').select('bind_id').where('id', '=', payment.policy_id).executeTakeFirst();
      const bind = owner ? await lockBind(trx, owner.bind_id) : undefined;
      const policy = await lockPolicy(trx, payment.policy_id);
      const now = ctx.clock.now();
      const expected = Number(payment.amount);
      if (
        policy &&
        bind?.status === 'paid' &&
        payment.status === 'pending' &&
        policy.status === 'awaiting_payment' &&
        amount === expected
      ) {
        await trx.updateTable('insurance_payments').set({ status: 'held', updated_at: now }).where('id', '=', payment.id).execute();
        await postPremiumPaid(trx, ctx.ledger, policy, { id: payment.id, amount: expected }, now);
        await ctx.jobs.enqueue(trx, CAPTURE_JOB, { payment_id: payment.id });
        return;
      }
      // Money held for a policy that no longer takes it (paid already, cancelled, a wrong amount): given back.
      await trx.updateTable('insurance_payments').set({ status: 'expired', updated_at: now }).where('id', '=', payment.id).execute();
      await ctx.jobs.enqueue(trx, VOID_JOB, { payment_id: payment.id });
    },

    async paymentDeclined(trx, providerPaymentId) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || payment.status !== 'pending') return;
      const now = ctx.clock.now();
      await trx.updateTable('insurance_payments').set({ status: 'declined', updated_at: now }).where('id', '=', payment.id).execute();
      await trx
        .updateTable('insurance_policies')
        .set({ status: 'payment_failed', updated_at: now })
        .where('id', '=', payment.policy_id)
        .where('status', '=', 'awaiting_payment')
        .execute();
    },
  };
}

/** The capture job: the premium is taken at the provider, then the insurer is asked to issue the policy. */
export async function capturePremium(ctx: InsuranceContext, paymentId: string): Promise<void> {
  const payment = await ctx.db.selectFrom('insurance_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment || payment.status !== 'held' || !payment.provider_payment_id) return;
  const policy = await ctx.db.selectFrom('insurance_policies').select('status').where('id', '=', payment.policy_id).executeTakeFirst();
  // A policy cancelled while its money was held is refunded by the refund job, which voids the hold.
  if (policy?.status !== 'awaiting_payment') return;
  await ctx.payments.capture(payment.provider_payment_id, Number(payment.amount));
  await ctx.db.transaction().execute(async (trx) => {
    const captured = await trx
      .updateTable('insurance_payments')
      .set({ status: 'captured', updated_at: ctx.clock.now() })
      .where('id', '=', paymentId)
      .where('status', '=', 'held')
      .executeTakeFirst();
    if (captured.numUpdatedRows > 0n) await ctx.jobs.enqueue(trx, ISSUE_JOB, { policy_id: payment.policy_id });
  });
}

/** The void job: a hold no policy takes is released. */
export async function voidStrayPayment(ctx: InsuranceContext, paymentId: string): Promise<void> {
  const payment = await ctx.db.selectFrom('insurance_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!payment?.provider_payment_id || payment.status !== 'expired') return;
  await ctx.payments.void(payment.provider_payment_id);
  await ctx.db
    .updateTable('insurance_payments')
    .set({ status: 'voided', updated_at: ctx.clock.now() })
    .where('id', '=', paymentId)
    .execute();
}

/** The refund job: a due refund is given back at the provider (a hold voided, a capture refunded), then booked. */
export async function refundPremium(ctx: InsuranceContext, policyId: string): Promise<void> {
  const policy = await ctx.db.selectFrom('insurance_policies').selectAll().where('id', '=', policyId).executeTakeFirst();
  if (!policy || policy.refund_status !== 'due') return;
  const payment = await ctx.db
    .selectFrom('insurance_payments')
    .selectAll()
    .where('policy_id', '=', policyId)
    .where('status', 'in', PAID_PAYMENT_STATUSES)
    .executeTakeFirst();
  if (!payment?.provider_payment_id) return;
  const amount = Number(policy.refund_amount);
  if (payment.status === 'held') await ctx.payments.void(payment.provider_payment_id);
  else await ctx.payments.refund(payment.provider_payment_id, amount, `insurance:refund:${policyId}`);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockPolicy(trx, policyId);
    if (!locked || locked.refund_status !== 'due') return;
    const now = ctx.clock.now();
    await trx
      .updateTable('insurance_payments')
      .set({ status: payment.status === 'held' ? 'voided' : 'refunded', updated_at: now })
      .where('id', '=', payment.id)
      .execute();
    await postRefundPaid(trx, ctx.ledger, locked, amount, now);
    await trx.updateTable('insurance_policies').set({ refund_status: 'refunded', updated_at: now }).where('id', '=', policyId).execute();
  });
}
