import type { DbExecutor } from '../db';
import type { LedgerTransactionKind } from '../db/tables';
import type { AccountRef, Ledger } from './ledger';

/** One kind of movement of a feature's money (the courier fee's, the premium's): its transaction kind and accounts. */
export interface Movement {
  kind: LedgerTransactionKind;
  from: AccountRef;
  to: AccountRef;
}

/** What a feature's money is paid for (a claim, a policy): the bind, and the payer whose finance list shows it. */
export interface MoneyOwner {
  id: string;
  bind_id: number;
  user_id: number;
}

/**
 * A feature's movements, posted in the caller's transaction. Each is keyed `${feature}:${name}:${id}` with the
 * owner's id (or `keyId`, when the movement is one of several for the owner), so a job or webhook run twice posts once.
 */
export function featurePostings<Name extends string>(feature: string, movements: Record<Name, Movement>) {
  return async function post(
    trx: DbExecutor,
    ledger: Ledger,
    owner: MoneyOwner,
    name: Name,
    { amount, at, from, keyId = owner.id }: { amount: number; at: Date; from?: AccountRef; keyId?: string },
  ): Promise<void> {
    const movement = movements[name];
    await ledger.post(trx, {
      kind: movement.kind,
      key: `${feature}:${name}:${keyId}`,
      amount,
      from: from ?? movement.from,
      to: movement.to,
      bindId: owner.bind_id,
      userId: owner.user_id,
      at,
    });
  };
}
