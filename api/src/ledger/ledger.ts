import type { DbExecutor } from '../db';
import type { LedgerAccountKind, LedgerTransactionKind } from '../db/tables';

/** A system account (the world outside, money held for deals, the service's commission, payouts on their way). */
export type SystemAccount = Exclude<LedgerAccountKind, 'balance'>;
/** Where an entry goes: a system account, or a user's balance. */
export type AccountRef = SystemAccount | { balanceOf: number };

export interface Posting {
  kind: LedgerTransactionKind;
  /** unique per money movement (`release:bind:12`): posting it again changes nothing */
  key: string;
  /** tiyn, positive: moved from `from` to `to` */
  amount: number;
  from: AccountRef;
  to: AccountRef;
  bindId?: number | null;
  /** whose finance list shows the movement */
  userId?: number | null;
  at: Date;
}

/**
 * Double-entry bookkeeping in the caller's transaction. Each movement is one transaction of two entries that sum to
 * zero; the database keeps the balances and refuses a negative one (but the external account's) and an unbalanced
 * transaction, so a bug here fails the whole database transaction instead of losing money.
 */
export interface Ledger {
  /** true when posted now, false when the key was posted before */
  post(trx: DbExecutor, posting: Posting): Promise<boolean>;
  /** A user's balance account, created on first use; `forUpdate` locks it (payouts). */
  balanceAccount(trx: DbExecutor, userId: number, options?: { forUpdate?: boolean }): Promise<{ id: number; balance: number }>;
  balanceOf(executor: DbExecutor, account: AccountRef): Promise<number>;
}

export function createLedger(): Ledger {
  /** The one account of a system kind (the migration made them all). */
  async function systemAccount(executor: DbExecutor, kind: SystemAccount): Promise<{ id: number; balance: number }> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('kind', '=', kind)
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    return { id: row.id, balance: Number(row.balance) };
  }

  async function balanceAccount(trx: DbExecutor, userId: number, { forUpdate = false } = {}) {
    await trx
      .insertInto('ledger_accounts')
      .values({ kind: 'balance', user_id: userId })
      .onConflict((conflict) => conflict.column('user_id').where('user_id', 'is not', null).doNothing())
      .execute();
    let query = trx.selectFrom('ledger_accounts').select(['id', 'balance']).where('kind', '=', 'balance').where('user_id', '=', userId);
    if (forUpdate) query = query.forUpdate();
    const row = await query.executeTakeFirstOrThrow();
    return { id: row.id, balance: Number(row.balance) };
  }

  async function accountId(trx: DbExecutor, account: AccountRef): Promise<number> {
    return (typeof account === 'string' ? await systemAccount(trx, account) : await balanceAccount(trx, account.balanceOf)).id;
  }

  return {
    balanceAccount,
    async post(trx, { kind, key, amount, from, to, bindId = null, userId = null, at }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`not an amount to post: ${amount}`);
      const posted = await trx
        .insertInto('ledger_transactions')
        .values({ kind, idempotency_key: key, amount, bind_id: bindId, user_id: userId, created_at: at })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!posted) return false;
      const [fromId, toId] = [await accountId(trx, from), await accountId(trx, to)];
      await trx
        .insertInto('ledger_entries')
        .values([
          { transaction_id: posted.id, account_id: fromId, amount: -amount },
          { transaction_id: posted.id, account_id: toId, amount },
        ])
        .execute();
      return true;
    },
    async balanceOf(executor, account) {
      if (typeof account === 'string') return (await systemAccount(executor, account)).balance;
      const row = await executor
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', 'balance')
        .where('user_id', '=', account.balanceOf)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },
  };
}
