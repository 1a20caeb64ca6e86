import type { DbExecutor } from '../db';
import type { Ledger } from '../ledger';
import type { ClaimRow } from './claim-records';

// The courier fee's money: captured from the payer onto courier_held; on delivery the provider's; on a cancel the
// refund waits on courier_refunds_due until it is paid back and the provider's paid-cancel charge is its. Each
// movement's key names the claim, so a job or webhook run twice posts once.

type Claim = Pick<ClaimRow, 'id' | 'bind_id' | 'user_id' | 'price'>;

export async function postCourierPayment(trx: DbExecutor, ledger: Ledger, claim: Claim, at: Date): Promise<void> {
  await ledger.post(trx, {
    kind: 'courier_payment',
    key: `courier:payment:${claim.id}`,
    amount: claim.price,
    from: 'external',
    to: 'courier_held',
    bindId: claim.bind_id,
    userId: claim.user_id,
    at,
  });
}

export async function postCourierRelease(trx: DbExecutor, ledger: Ledger, claim: Claim, at: Date): Promise<void> {
  await ledger.post(trx, {
    kind: 'courier_release',
    key: `courier:release:${claim.id}`,
    amount: claim.price,
    from: 'courier_held',
    to: 'courier_provider',
    bindId: claim.bind_id,
    userId: claim.user_id,
    at,
  });
}

/** The cancel of a paid claim: `refund` becomes due to the payer, `charge` is the provider's. */
export async function postCourierCancel(
  trx: DbExecutor,
  ledger: Ledger,
  claim: Claim,
  { refund, charge }: { refund: number; charge: number },
  at: Date,
): Promise<void> {
  const common = { bindId: claim.bind_id, userId: claim.user_id, at, from: 'courier_held' as const };
  if (refund > 0)
    await ledger.post(trx, {
      ...common,
      kind: 'courier_refund',
      key: `courier:refund:${claim.id}`,
      amount: refund,
      to: 'courier_refunds_due',
    });
  if (charge > 0)
    await ledger.post(trx, {
      ...common,
      kind: 'courier_charge',
      key: `courier:charge:${claim.id}`,
      amount: charge,
      to: 'courier_provider',
    });
}

export async function postCourierRefundPaid(trx: DbExecutor, ledger: Ledger, claim: Claim, amount: number, at: Date): Promise<void> {
  await ledger.post(trx, {
    kind: 'courier_refund_paid',
    key: `courier:refund-paid:${claim.id}`,
    amount,
    from: 'courier_refunds_due',
    to: 'external',
    bindId: claim.bind_id,
    userId: claim.user_id,
    at,
  });
}
