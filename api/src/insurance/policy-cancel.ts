import type { BindStatusColumn, DbExecutor } from '../db';
import { expirePendingPayments } from '../payments';
import { refundDueBy } from '../working-days';
import { INSURER_CANCEL_JOB, REFUND_JOB, type InsuranceContext } from './insurance-context';
import { postRefundDue } from './policy-ledger';
import { PAID_PAYMENT_STATUSES, paidPaymentOf, somePaid } from './policy-payments';
import { livePoliciesOfBind, readPolicy } from './policy-records';

/** The deal statuses before pickup: a deal cancelled from one of them cancels its policy. */
const BEFORE_PICKUP: readonly BindStatusColumn[] = ['accepted', 'paid'];

/**
 * The deal's cancel hook, in the deal's transaction with the bind locked: a deal cancelled before pickup cancels
 * its policy. A pending checkout expires; a paid premium becomes due back (from the insurer for an issued policy,
 * from the hold otherwise) and the refund job gives it back once; an issued policy is cancelled at the insurer.
 */
export async function cancelPoliciesOfDeal(
  ctx: InsuranceContext,
  trx: DbExecutor,
  bindId: number,
  previous: BindStatusColumn,
): Promise<void> {
  if (!BEFORE_PICKUP.includes(previous)) return;
  const policies = await livePoliciesOfBind(trx, bindId).selectAll().forUpdate().execute();
  const now = ctx.clock.now();
  for (const policy of policies) {
    await expirePendingPayments(trx, 'insurance_payments', [policy.id], now);
    const paid = await paidPaymentOf(trx, policy.id);
    const premium = Number(policy.commission);
    await trx
      .updateTable('insurance_policies')
      .set({
        status: 'cancelled',
        cancelled_at: now,
        updated_at: now,
        ...(paid ? { refund_amount: premium, refund_status: 'due', refund_due_by: refundDueBy(now) } : {}),
      })
      .where('id', '=', policy.id)
      .execute();
    if (!paid) continue;
    await postRefundDue(trx, ctx.ledger, policy, premium, policy.status === 'issued' ? 'insurer' : 'insurance_held', now);
    await ctx.jobs.enqueue(trx, REFUND_JOB, { policy_id: policy.id });
    if (policy.status === 'issued') await ctx.jobs.enqueue(trx, INSURER_CANCEL_JOB, { policy_id: policy.id });
  }
}

/** The insurer-cancel job: the insurer is told the policy ended (idempotent there by our key). */
export async function cancelAtInsurer(ctx: InsuranceContext, policyId: string): Promise<void> {
  const policy = await readPolicy(ctx.db, policyId);
  if (!policy?.policy_number || policy.status !== 'cancelled') return;
  await ctx.insurer.cancel(policy.policy_number, `cancel:${policy.id}`);
}

/**
 * The time rule, run with the deals' (issue 20: insured before pickup): a policy still unpaid when its deal has left
 * `paid` (picked up, or ended) can no longer be bought; it is cancelled and its pending checkout expires. A hold that
 * still arrives for it is voided by the webhook.
 */
export async function cancelUnpaidAfterPickup(ctx: InsuranceContext): Promise<void> {
  const stale = await ctx.db
    .selectFrom('insurance_policies')
    .innerJoin('binds', 'binds.id', 'insurance_policies.bind_id')
    .select('insurance_policies.id')
    .where('insurance_policies.status', 'in', ['awaiting_payment', 'payment_failed'])
    .where('binds.status', '!=', 'paid')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('insurance_payments')
            .select('insurance_payments.id')
            .whereRef('insurance_payments.policy_id', '=', 'insurance_policies.id')
            .where('insurance_payments.status', 'in', PAID_PAYMENT_STATUSES),
        ),
      ),
    )
    .execute();
  for (const { id } of stale) {
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      await expirePendingPayments(trx, 'insurance_payments', [id], now);
      await trx
        .updateTable('insurance_policies')
        .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['awaiting_payment', 'payment_failed'])
        .execute();
    });
  }
}

/**
 * The time rule of the payment waiting time, run with the deals': a policy whose checkout started more than
 * `paymentExpiryMinutes` ago and is still unpaid, or whose payment was declined that long ago and not paid again, is
 * cancelled ('payment_timeout') and its checkout expires; a hold that still arrives for it is voided by the webhook
 * (it never reached the ledger). The sender may then take out a new policy while the deal is paid.
 */
export async function cancelUnpaidInTime(ctx: InsuranceContext): Promise<void> {
  const now = ctx.clock.now();
  const startedBy = new Date(now.getTime() - ctx.paymentExpiryMinutes * 60_000);
  const due = await ctx.db
    .selectFrom('insurance_policies as policy')
    .innerJoin('insurance_payments as payment', 'payment.policy_id', 'policy.id')
    .select(['policy.id', 'policy.bind_id'])
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('policy.status', '=', 'awaiting_payment'),
          eb('payment.status', '=', 'pending'),
          eb('payment.created_at', '<=', startedBy),
        ]),
        // a declined payment's last change is its decline
        eb.and([
          eb('policy.status', '=', 'payment_failed'),
          eb('payment.status', '=', 'declined'),
          eb('payment.updated_at', '<=', startedBy),
        ]),
      ]),
    )
    .execute();
  for (const policy of due) {
    await ctx.db.transaction().execute((trx) => cancelIfUnpaid(trx, policy, startedBy, now));
  }
}

/**
 * The bind, the policy and its payments are locked in the deal cancel's order, but skipped when another transaction
 * holds one (a payment webhook, the deal, the sender paying again): the rule never waits for a lock, so it takes part
 * in no deadlock, and the next run sees the policy again. A payment locked by a webhook is left out of `payments`,
 * so a hold in progress is never taken for an unpaid checkout: with no pending payment seen, nothing is cancelled.
 */
async function cancelIfUnpaid(trx: DbExecutor, policy: { id: string; bind_id: number }, startedBy: Date, now: Date): Promise<void> {
  const bind = await trx.selectFrom('binds').select('id').where('id', '=', policy.bind_id).forUpdate().skipLocked().executeTakeFirst();
  if (!bind) return;
  const locked = await trx
    .selectFrom('insurance_policies')
    .select('status')
    .where('id', '=', policy.id)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (locked?.status !== 'awaiting_payment' && locked?.status !== 'payment_failed') return;
  const payments = await trx
    .selectFrom('insurance_payments')
    .select(['status', 'created_at', 'updated_at'])
    .where('policy_id', '=', policy.id)
    .forUpdate()
    .skipLocked()
    .execute();
  if (somePaid(payments)) return;
  if (locked.status === 'awaiting_payment') {
    if (!payments.some((payment) => payment.status === 'pending' && payment.created_at <= startedBy)) return;
  } else if (!(await declinedLongAgo(trx, policy.id, payments, startedBy))) return;
  await expirePendingPayments(trx, 'insurance_payments', [policy.id], now);
  await trx
    .updateTable('insurance_policies')
    .set({ status: 'cancelled', cancel_reason: 'payment_timeout', cancelled_at: now, updated_at: now })
    .where('id', '=', policy.id)
    .execute();
}

/**
 * A payment_failed policy waits from its last declined payment. Every payment must have been seen: one locked
 * elsewhere (a late webhook) may be the latest decline, or money arriving, so the policy waits for the next run.
 */
async function declinedLongAgo(
  trx: DbExecutor,
  policyId: string,
  payments: readonly { status: string; updated_at: Date }[],
  startedBy: Date,
): Promise<boolean> {
  const all = await trx
    .selectFrom('insurance_payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('policy_id', '=', policyId)
    .executeTakeFirstOrThrow();
  if (Number(all.count) !== payments.length) return false;
  const declined = payments.filter((payment) => payment.status === 'declined');
  return declined.length > 0 && declined.every((payment) => payment.updated_at <= startedBy);
}
