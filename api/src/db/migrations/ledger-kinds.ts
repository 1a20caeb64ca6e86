import { sql, type Kysely } from 'kysely';

/** The kinds a ledger account and a ledger transaction may have (the `kind in (…)` checks of their tables). */
export interface LedgerKinds {
  accounts: readonly string[];
  transactions: readonly string[];
}

/** The kinds as a check lists them: quoted, comma-separated. */
export function kindList(kinds: readonly string[]) {
  return sql.join(kinds.map((kind) => sql.lit(kind)));
}

/** The one system account (no user) of each kind. */
export async function openSystemAccounts(db: Kysely<any>, kinds: readonly string[]): Promise<void> {
  await sql`insert into ledger_accounts (kind) values ${sql.join(kinds.map((kind) => sql`(${sql.lit(kind)})`))}`.execute(db);
}

/**
 * A feature's own kinds in the ledger: both kind checks are made again with the earlier kinds and the added ones, and
 * each added account kind gets its system account. Migrations that already ran call this: never change it, change the
 * kinds in a new migration.
 */
export async function addLedgerKinds(
  db: Kysely<any>,
  { earlier, added }: { earlier: readonly LedgerKinds[]; added: LedgerKinds },
): Promise<void> {
  const all = [...earlier, added];
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in (${kindList(all.flatMap((kinds) => kinds.accounts))}))`.execute(db);
  await openSystemAccounts(db, added.accounts);
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db);
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${kindList(all.flatMap((kinds) => kinds.transactions))}))`.execute(db);
}
