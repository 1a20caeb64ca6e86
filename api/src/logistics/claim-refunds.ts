import type { LogisticsContext } from './claim-context';
import { postCourierRefundPaid } from './claim-ledger';
import { lockClaim } from './claim-records';

/**
 * The refund job: the due refund goes back to the payer's card through the payment provider with the claim's
 * idempotency id (the same refund again returns money once), then `refunded` and the ledger in one transaction.
 */
export async function payCourierRefund(ctx: LogisticsContext, claimId: string): Promise<void> {
  const claim = await ctx.db.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
  if (!claim || claim.refund_status !== 'due' || !claim.refund_amount) return;
  const payment = await ctx.db
    .selectFrom('courier_payments')
    .selectAll()
    .where('claim_id', '=', claimId)
    .where('status', 'in', ['captured', 'refunded'])
    .executeTakeFirst();
  if (!payment?.provider_payment_id) throw new Error(`courier claim ${claimId} has a refund due but no captured payment`);
  await ctx.payments.refund(payment.provider_payment_id, claim.refund_amount, `courier-refund:${claimId}`);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockClaim(trx, claimId);
    if (!locked || locked.refund_status !== 'due' || !locked.refund_amount) return;
    const now = ctx.clock.now();
    await postCourierRefundPaid(trx, ctx.ledger, locked, locked.refund_amount, now);
    await trx.updateTable('courier_claims').set({ refund_status: 'refunded', updated_at: now }).where('id', '=', claimId).execute();
    await trx.updateTable('courier_payments').set({ status: 'refunded', updated_at: now }).where('id', '=', payment.id).execute();
  });
}
