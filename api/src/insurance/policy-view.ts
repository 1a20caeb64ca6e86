import { KZT, type InsurancePolicy } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import type { InsuranceContext } from './insurance-context';
import type { PolicyRow } from './policy-records';

/** The printable policy's address (owner only, with the bearer token). */
export function documentUrlOf(ctx: Pick<InsuranceContext, 'apiUrl'>, policyId: string): string {
  return `${ctx.apiUrl}/insurance/${encodeURIComponent(policyId)}/document`;
}

/** The policy as its owner sees it; the checkout only while a payment is pending. */
export async function policyView(ctx: InsuranceContext, executor: DbExecutor, policy: PolicyRow): Promise<InsurancePolicy> {
  const pending =
    policy.status === 'awaiting_payment'
      ? await executor
          .selectFrom('insurance_payments')
          .select('checkout_url')
          .where('policy_id', '=', policy.id)
          .where('status', '=', 'pending')
          .orderBy('created_at', 'desc')
          .executeTakeFirst()
      : undefined;
  const everIssued = policy.policy_number !== null && policy.issued_at !== null;
  return {
    id: policy.id,
    number: policy.policy_number,
    status: policy.status,
    price: Number(policy.price),
    commission: Number(policy.commission),
    cost: Number(policy.cost),
    currency: KZT,
    checkout_url: pending?.checkout_url ?? null,
    parcel_trip_bind_id: policy.bind_id,
    document_url: everIssued ? documentUrlOf(ctx, policy.id) : null,
    refusal: policy.refusal_reason ? { reason: policy.refusal_reason, insurer_contact: ctx.insurer.contact } : null,
    refund: refundOf(policy),
    cancel_reason: policy.cancel_reason,
    created_at: policy.created_at.toISOString(),
  };
}

/** The premium's refund with its dates, as a deal's: the day it is due by, and when it went back (the row's check keeps them together). */
function refundOf(policy: PolicyRow): InsurancePolicy['refund'] {
  if (!policy.refund_status || !policy.refund_due_by) return null;
  return {
    amount: Number(policy.refund_amount),
    status: policy.refund_status,
    due_by: policy.refund_due_by,
    refunded_at: policy.refunded_at?.toISOString() ?? null,
  };
}
