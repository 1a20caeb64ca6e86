import { profileLink } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { captureFeaturePayment, newFeaturePayment, startFeatureCheckout, type FeaturePayments } from '../payments';
import { CAPTURE_JOB, ISSUE_JOB, VOID_JOB, type InsuranceContext } from './insurance-context';
import { postPremiumPaid, postRefundPaid } from './policy-ledger';
import { lockBind, lockPolicy, readPolicy, type PolicyRow } from './policy-records';
import insuranceTexts from './insurance-texts.json';
import type { SiteLocale } from '../http';
import { fillTemplate } from '../outbox';

/** A payment of the premium in progress or done: its money is held or captured. */
export const PAID_PAYMENT_STATUSES = ['held', 'captured'] as const;

/** The payment of a policy's premium that holds or took the money, if any. */
export async function paidPaymentOf(executor: DbExecutor, policyId: string) {
  return executor
    .selectFrom('insurance_payments')
    .selectAll()
    .where('policy_id', '=', policyId)
    .where('status', 'in', PAID_PAYMENT_STATUSES)
    .executeTakeFirst();
}

/** Whether one of a policy's payments holds or took the premium. */
export function somePaid(payments: readonly { status: string }[]): boolean {
  return payments.some((payment) => (PAID_PAYMENT_STATUSES as readonly string[]).includes(payment.status));
}

/** The premium's payments: its owner is the policy. */
export function premiumPayments(ctx: InsuranceContext): FeaturePayments {
  return {
    table: 'insurance_payments',
    captureJob: CAPTURE_JOB,
    voidJob: VOID_JOB,
    noCheckout: { message: 'the payment provider did not start an insurance checkout', ownerKey: 'policyId' },
    async held(trx, payment, now) {
      // The bind first, then the policy: the deal's cancel locks them in this order too.
      const owner = await trx.selectFrom('insurance_policies').select('bind_id').where('id', '=', payment.ownerId).executeTakeFirst();
      const bind = owner ? await lockBind(trx, owner.bind_id) : undefined;
      const policy = await lockPolicy(trx, payment.ownerId);
      if (!policy || bind?.status !== 'paid' || policy.status !== 'awaiting_payment') return false;
      await postPremiumPaid(trx, ctx.ledger, policy, { id: payment.id, amount: payment.amount }, now);
      return true;
    },
    declinedStatus: 'payment_failed',
  };
}

/**
 * A new payment of the premium, in the caller's transaction with the policy locked: an older pending one expires
 * and the policy awaits payment again. The checkout itself is made after the commit.
 */
export async function newPayment(ctx: InsuranceContext, trx: DbExecutor, policy: Pick<PolicyRow, 'id' | 'commission'>): Promise<string> {
  const now = ctx.clock.now();
  const paymentId = await newFeaturePayment(ctx, trx, 'insurance_payments', { id: policy.id, amount: Number(policy.commission) }, now);
  await trx.updateTable('insurance_policies').set({ status: 'awaiting_payment', updated_at: now }).where('id', '=', policy.id).execute();
  return paymentId;
}

/** The provider's checkout for a pending payment: when none starts, the policy's payment failed (paid again). */
export async function startCheckout(
  ctx: InsuranceContext,
  policy: Pick<PolicyRow, 'id' | 'bind_id' | 'commission'>,
  paymentId: string,
  locale: SiteLocale,
): Promise<boolean> {
  return startFeatureCheckout(ctx, premiumPayments(ctx), policy.id, {
    paymentId,
    amount: Number(policy.commission),
    description: fillTemplate(insuranceTexts.checkoutDescription[locale], { id: policy.bind_id }),
    returnUrl: profileLink(ctx.profileUrl, locale, `/deals/${policy.bind_id}`),
  });
}

/** The capture job: the premium is taken at the provider, then the insurer is asked to issue the policy. */
export async function capturePremium(ctx: InsuranceContext, paymentId: string): Promise<void> {
  await captureFeaturePayment(ctx, 'insurance_payments', paymentId, {
    async mayCapture(payment) {
      const policy = await ctx.db.selectFrom('insurance_policies').select('status').where('id', '=', payment.ownerId).executeTakeFirst();
      // A policy cancelled while its money was held is refunded by the refund job, which voids the hold.
      return policy?.status === 'awaiting_payment';
    },
    async captured(trx, payment, markCaptured) {
      if (await markCaptured()) await ctx.jobs.enqueue(trx, ISSUE_JOB, { policy_id: payment.ownerId });
    },
  });
}

/** The refund job: a due refund is given back at the provider (a hold voided, a capture refunded), then booked. */
export async function refundPremium(ctx: InsuranceContext, policyId: string): Promise<void> {
  const policy = await readPolicy(ctx.db, policyId);
  if (!policy || policy.refund_status !== 'due') return;
  const payment = await paidPaymentOf(ctx.db, policyId);
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
    await trx
      .updateTable('insurance_policies')
      .set({ refund_status: 'refunded', refunded_at: now, updated_at: now })
      .where('id', '=', policyId)
      .execute();
  });
}
