import { sql } from 'kysely';
import type { DbExecutor } from '../db';

/**
 * The ledger's invariants, checked over the whole database; an empty list when they hold. For tests (the random
 * deal histories, the crash test) and for an operator's check:
 * - every transaction's entries sum to zero, and so do all entries;
 * - no account but the external one is below zero;
 * - each account's kept balance is the sum of its entries;
 * - a deal's money is released at most once and refunded at most once, never both.
 */
export async function ledgerInvariants(db: DbExecutor): Promise<string[]> {
  const problems: string[] = [];
  const total = await sql<{ total: string | number | null }>`select sum(amount) as total from ledger_entries`.execute(db);
  if (Number(total.rows[0]?.total ?? 0) !== 0) problems.push(`all entries sum to ${total.rows[0]?.total}, not zero`);

  const unbalanced = await sql<{ transaction_id: string }>`
    select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(db);
  for (const row of unbalanced.rows) problems.push(`transaction ${row.transaction_id} does not sum to zero`);

  const negative = await sql<{ id: number; kind: string; balance: string }>`
    select id, kind, balance from ledger_accounts where kind <> 'external' and balance < 0`.execute(db);
  for (const row of negative.rows) problems.push(`account ${row.id} (${row.kind}) is below zero: ${row.balance}`);

  const drifted = await sql<{ id: number; balance: string; entries: string }>`
    select a.id, a.balance, coalesce(sum(e.amount), 0) as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  for (const row of drifted.rows) problems.push(`account ${row.id} keeps ${row.balance} but its entries sum to ${row.entries}`);

  const twice = await sql<{ bind_id: number; releases: string; refunds: string }>`
    select bind_id, count(*) filter (where kind = 'release') as releases, count(*) filter (where kind = 'refund') as refunds
    from ledger_transactions where bind_id is not null group by bind_id
    having count(*) filter (where kind = 'release') > 1 or count(*) filter (where kind = 'refund') > 1
      or (count(*) filter (where kind = 'release') > 0 and count(*) filter (where kind = 'refund') > 0)`.execute(db);
  for (const row of twice.rows) problems.push(`deal ${row.bind_id}: released ${row.releases} and refunded ${row.refunds} times`);
  return problems;
}
