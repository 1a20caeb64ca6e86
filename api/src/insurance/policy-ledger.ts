import type { DbExecutor } from '../db';
import type { Ledger } from '../ledger';

// The premium's money: held from the payer on insurance_held; the insurer's once it issues the policy; on a refusal
// or a cancelled deal the refund waits on insurance_refunds_due until it is paid back. Each movement's key names
// the policy (or the payment), so a job or webhook run twice posts once.

interface Policy {
  id: string;
  bind_id: number;
  user_id: number;
}

export async function postPremiumPaid(trx: DbExecutor, ledger: Ledger, policy: Policy, payment: { id: string; amount: number }, at: Date) {
  await ledger.post(trx, {
    kind: 'insurance_payment',
    key: `insurance:payment:${payment.id}`,
    amount: payment.amount,
    from: 'external',
    to: 'insurance_held',
    bindId: policy.bind_id,
    userId: policy.user_id,
    at,
  });
}

export async function postPremiumToInsurer(trx: DbExecutor, ledger: Ledger, policy: Policy, amount: number, at: Date) {
  await ledger.post(trx, {
    kind: 'insurance_premium',
    key: `insurance:premium:${policy.id}`,
    amount,
    from: 'insurance_held',
    to: 'insurer',
    bindId: policy.bind_id,
    userId: policy.user_id,
    at,
  });
}

/** The premium is due back: from the hold (not issued) or from the insurer (an issued policy cancelled). */
export async function postRefundDue(
  trx: DbExecutor,
  ledger: Ledger,
  policy: Policy,
  amount: number,
  from: 'insurance_held' | 'insurer',
  at: Date,
) {
  await ledger.post(trx, {
    kind: 'insurance_refund',
    key: `insurance:refund:${policy.id}`,
    amount,
    from,
    to: 'insurance_refunds_due',
    bindId: policy.bind_id,
    userId: policy.user_id,
    at,
  });
}

export async function postRefundPaid(trx: DbExecutor, ledger: Ledger, policy: Policy, amount: number, at: Date) {
  await ledger.post(trx, {
    kind: 'insurance_refund_paid',
    key: `insurance:refund-paid:${policy.id}`,
    amount,
    from: 'insurance_refunds_due',
    to: 'external',
    bindId: policy.bind_id,
    userId: policy.user_id,
    at,
  });
}
