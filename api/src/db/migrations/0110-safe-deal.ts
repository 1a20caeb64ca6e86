import { sql, type Kysely } from 'kysely';
import { createLiveParcelIndex, LIVE_STATUSES } from './0102-binds';
import { createBindRecordTable } from './bind-record-table';
import { dropTables } from './drop-tables';
import { kindList, openSystemAccounts, type LedgerKinds } from './ledger-kinds';
import { createIndexes } from './table-indexes';

/** The ledger's kinds as the deal made them (0116 and 0117 add the courier's and the insurance's to these). */
export const DEAL_LEDGER_KINDS: LedgerKinds = {
  accounts: ['external', 'escrow', 'commission', 'payouts_in_flight', 'balance'],
  transactions: ['payment', 'release', 'commission', 'refund', 'payout', 'payout_paid', 'payout_failed'],
};

/**
 * The safe deal (issue 17): a bind's life after acceptance (paid, picked up, delivered, completed, cancelled,
 * refunded), its timeline, payments at the provider, payouts, and a double-entry ledger of every money movement.
 *
 * Ledger rules kept by the database itself, so no code path can break them:
 * - an entry moves money into (positive) or out of (negative) an account; a trigger keeps the account's balance;
 * - no account but the external one (the world outside) goes below zero: a CHECK on the balance;
 * - the entries of a transaction sum to zero: a constraint trigger deferred to commit;
 * - a transaction's idempotency key is unique (`release:bind:12`): a job or webhook run twice posts once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table binds drop constraint binds_status_check`.execute(db);
  await sql`alter table binds add constraint binds_status_check check (status in
    ('pending', 'accepted', 'declined', 'paid', 'picked_up', 'delivered', 'completed', 'cancelled', 'refunded'))`.execute(db);
  await db.schema.dropIndex('binds_live_parcel').execute();
  await createLiveParcelIndex(db, [...LIVE_STATUSES, 'paid', 'picked_up', 'delivered']);
  await db.schema
    .alterTable('binds')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('picked_up_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'text', (col) => col.check(sql`cancelled_by in ('sender', 'traveler', 'system')`))
    .addColumn('refund_due_by', 'date')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('problem_reported_at', 'timestamptz')
    .addColumn('problem_text', 'text')
    .addColumn('delivery_code_encrypted', 'text')
    .addColumn('wrong_code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'binds', { status: { columns: ['status'] } });

  await db.schema
    .createTable('deal_events')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'deal_events', { bind: { columns: ['bind_id', 'id'] } });

  await createBindRecordTable(db, 'payments', { onDelete: 'restrict' })
    .addColumn('payer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_payment_id', 'text', (col) => col.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'held', 'captured', 'failed', 'expired', 'voided', 'refunded')`),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('held_at', 'timestamptz')
    .addColumn('captured_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('failure', 'text')
    .execute();
  await createIndexes(db, 'payments', {
    // Idempotent by bind: two racing calls cannot both start a checkout; and money is held once per deal.
    pending_bind: { columns: ['bind_id'], unique: true, where: ['status', '=', 'pending'] },
    taken_bind: { columns: ['bind_id'], unique: true, where: ['status', 'in', sql`('held', 'captured', 'refunded')`] },
    payer: { columns: ['payer_id', 'status'] },
  });

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('processing', 'paid', 'failed')`))
    .addColumn('provider_payout_id', 'text', (col) => col.unique())
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'payouts', { user: { columns: ['user_id', 'status'] } });

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${kindList(DEAL_LEDGER_KINDS.accounts)})`))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('restrict'))
    .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('ledger_accounts_owner', sql`(kind = 'balance') = (user_id is not null)`)
    .addCheckConstraint('ledger_accounts_not_negative', sql`kind = 'external' or balance >= 0`)
    .execute();
  await createIndexes(db, 'ledger_accounts', {
    system: { columns: ['kind'], unique: true, where: ['user_id', 'is', null] },
    user: { columns: ['user_id'], unique: true, where: ['user_id', 'is not', null] },
  });
  await openSystemAccounts(db, ['external', 'escrow', 'commission', 'payouts_in_flight']);

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${kindList(DEAL_LEDGER_KINDS.transactions)})`))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('bind_id', 'integer', (col) => col.references('binds.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'ledger_transactions', { user: { columns: ['user_id', 'created_at'] } });

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'bigint', (col) => col.notNull().references('ledger_transactions.id').onDelete('restrict'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
    .execute();
  await createIndexes(db, 'ledger_entries', { transaction: { columns: ['transaction_id'] }, account: { columns: ['account_id'] } });

  await sql`
    create function ledger_entry_posted() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount where id = new.account_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger ledger_entries_balance after insert on ledger_entries
    for each row execute function ledger_entry_posted()`.execute(db);
  await sql`
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
        raise exception 'ledger transaction % does not sum to zero', new.transaction_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger ledger_entries_sum_zero after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_transaction_balanced()`.execute(db);
  // The ledger is append-only: what was posted is never changed or removed.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only' using errcode = '55000';
    end $$`.execute(db);
  await sql`create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_append_only()`.execute(db);
  await sql`create trigger ledger_transactions_append_only before update or delete on ledger_transactions
    for each row execute function ledger_append_only()`.execute(db);

  // A login may lead to a deal page.
  await sql`alter table pending_actions drop constraint pending_actions_redirect_to_check`.execute(db);
  await sql`alter table pending_actions add constraint pending_actions_redirect_to_check
    check (redirect_to in ('trips_sample', 'my_trips', 'chat', 'deal'))`.execute(db);
  await db.schema.alterTable('pending_actions').addColumn('bind_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_actions').dropColumn('bind_id').execute();
  await sql`delete from pending_actions where redirect_to = 'deal'`.execute(db);
  await sql`alter table pending_actions drop constraint pending_actions_redirect_to_check`.execute(db);
  await sql`alter table pending_actions add constraint pending_actions_redirect_to_check
    check (redirect_to in ('trips_sample', 'my_trips', 'chat'))`.execute(db);
  await dropTables(db, ['ledger_entries', 'ledger_transactions', 'ledger_accounts']);
  await sql`drop function ledger_entry_posted, ledger_transaction_balanced, ledger_append_only`.execute(db);
  await dropTables(db, ['payouts', 'payments', 'deal_events']);
  await db.schema.dropIndex('binds_status').execute();
  for (const column of [
    'paid_at',
    'picked_up_at',
    'delivered_at',
    'completed_at',
    'cancelled_at',
    'cancelled_by',
    'refund_due_by',
    'refunded_at',
    'problem_reported_at',
    'problem_text',
    'delivery_code_encrypted',
    'wrong_code_attempts',
  ]) {
    await db.schema.alterTable('binds').dropColumn(column).execute();
  }
  await sql`update binds set status = 'cancelled' where status in ('paid', 'picked_up', 'delivered', 'completed', 'refunded')`.execute(db);
  await db.schema.dropIndex('binds_live_parcel').execute();
  await createLiveParcelIndex(db, LIVE_STATUSES);
  await sql`alter table binds drop constraint binds_status_check`.execute(db);
  await sql`alter table binds add constraint binds_status_check check (status in ('pending', 'accepted', 'declined', 'cancelled'))`.execute(
    db,
  );
}
