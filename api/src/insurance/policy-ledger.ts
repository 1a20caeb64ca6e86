import type { DbExecutor } from '../db';
import { featurePostings, type Ledger, type MoneyOwner } from '../ledger';

// The premium's money: held from the payer on insurance_held; the insurer's once it issues the policy; on a refusal
// or a cancelled deal the refund waits on insurance_refunds_due until it is paid back. Each movement's key names
// the policy (or the payment), so a job or webhook run twice posts once.

const postInsurance = featurePostings('insurance', {
  payment: { kind: 'insurance_payment', from: 'external', to: 'insurance_held' },
  premium: { kind: 'insurance_premium', from: 'insurance_held', to: 'insurer' },
  refund: { kind: 'insurance_refund', from: 'insurance_held', to: 'insurance_refunds_due' },
  'refund-paid': { kind: 'insurance_refund_paid', from: 'insurance_refunds_due', to: 'external' },
});

export async function postPremiumPaid(
  trx: DbExecutor,
  ledger: Ledger,
  policy: MoneyOwner,
  payment: { id: string; amount: number },
  at: Date,
) {
  await postInsurance(trx, ledger, policy, 'payment', { amount: payment.amount, at, keyId: payment.id });
}

export async function postPremiumToInsurer(trx: DbExecutor, ledger: Ledger, policy: MoneyOwner, amount: number, at: Date) {
  await postInsurance(trx, ledger, policy, 'premium', { amount, at });
}

/** The premium is due back: from the hold (not issued) or from the insurer (an issued policy cancelled). */
export async function postRefundDue(
  trx: DbExecutor,
  ledger: Ledger,
  policy: MoneyOwner,
  amount: number,
  from: 'insurance_held' | 'insurer',
  at: Date,
) {
  await postInsurance(trx, ledger, policy, 'refund', { amount, at, from });
}

export async function postRefundPaid(trx: DbExecutor, ledger: Ledger, policy: MoneyOwner, amount: number, at: Date) {
  await postInsurance(trx, ledger, policy, 'refund-paid', { amount, at });
}
