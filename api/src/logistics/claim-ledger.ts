import type { DbExecutor } from '../db';
import { featurePostings, type Ledger } from '../ledger';
import type { ClaimRow } from './claim-records';

// The courier fee's money: captured from the payer onto courier_held; on delivery the provider's; on a cancel the
// refund waits on courier_refunds_due until it is paid back and the provider's paid-cancel charge is its. Each
// movement's key names the claim, so a job or webhook run twice posts once.

type Claim = Pick<ClaimRow, 'id' | 'bind_id' | 'user_id' | 'price'>;

const postCourier = featurePostings('courier', {
  payment: { kind: 'courier_payment', from: 'external', to: 'courier_held' },
  release: { kind: 'courier_release', from: 'courier_held', to: 'courier_provider' },
  refund: { kind: 'courier_refund', from: 'courier_held', to: 'courier_refunds_due' },
  charge: { kind: 'courier_charge', from: 'courier_held', to: 'courier_provider' },
  'refund-paid': { kind: 'courier_refund_paid', from: 'courier_refunds_due', to: 'external' },
});

export async function postCourierPayment(trx: DbExecutor, ledger: Ledger, claim: Claim, at: Date): Promise<void> {
  await postCourier(trx, ledger, claim, 'payment', { amount: claim.price, at });
}

export async function postCourierRelease(trx: DbExecutor, ledger: Ledger, claim: Claim, at: Date): Promise<void> {
  await postCourier(trx, ledger, claim, 'release', { amount: claim.price, at });
}

/** The cancel of a paid claim: `refund` becomes due to the payer, `charge` is the provider's. */
export async function postCourierCancel(
  trx: DbExecutor,
  ledger: Ledger,
  claim: Claim,
  { refund, charge }: { refund: number; charge: number },
  at: Date,
): Promise<void> {
  if (refund > 0) await postCourier(trx, ledger, claim, 'refund', { amount: refund, at });
  if (charge > 0) await postCourier(trx, ledger, claim, 'charge', { amount: charge, at });
}

export async function postCourierRefundPaid(trx: DbExecutor, ledger: Ledger, claim: Claim, amount: number, at: Date): Promise<void> {
  await postCourier(trx, ledger, claim, 'refund-paid', { amount, at });
}
