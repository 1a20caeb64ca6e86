import { sql, type Kysely } from 'kysely';
import { DEAL_LEDGER_KINDS } from './0110-safe-deal';
import { createBindRecordTable } from './bind-record-table';
import { dropTables } from './drop-tables';
import { createFeaturePaymentTable } from './feature-payment-table';
import { addLedgerKinds, type LedgerKinds } from './ledger-kinds';
import { createIndexes } from './table-indexes';

/** The ledger's kinds of the courier fee, as added to the deal's here (0117 adds the insurance's after them). */
export const COURIER_LEDGER_KINDS: LedgerKinds = {
  accounts: ['courier_held', 'courier_refunds_due', 'courier_provider'],
  transactions: ['courier_payment', 'courier_release', 'courier_charge', 'courier_refund', 'courier_refund_paid'],
};

/**
 * Courier claims (issue 19): a party's order of a courier for a bind, its payments at the payment provider, and
 * the ledger's courier accounts. The fee is ours once captured: held on `courier_held` until the delivery (then
 * `courier_provider`) or a cancel (then `courier_refunds_due` until the refund is paid back, less the provider's
 * paid-cancel charge, which goes to `courier_provider`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createBindRecordTable(db, 'courier_claims', { onDelete: 'restrict' })
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('distance_m', 'integer', (col) => col.notNull())
    .addColumn('eta_min', 'integer', (col) => col.notNull())
    .addColumn('skip_door_to_door', 'boolean', (col) => col.notNull())
    .addColumn('start_lon', 'double precision', (col) => col.notNull())
    .addColumn('start_lat', 'double precision', (col) => col.notNull())
    .addColumn('end_lon', 'double precision', (col) => col.notNull())
    .addColumn('end_lat', 'double precision', (col) => col.notNull())
    .addColumn('from_street', 'text', (col) => col.notNull())
    .addColumn('end_street', 'text', (col) => col.notNull())
    .addColumn('order_form', 'jsonb', (col) => col.notNull())
    .addColumn('short_link_id', 'text')
    .addColumn('payment_expires_at', 'timestamptz')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('request_id', 'text')
    .addColumn('provider_claim_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('courier', 'jsonb')
    .addColumn('refund_amount', 'integer')
    .addColumn('refund_charge', 'integer')
    .addColumn('refund_status', 'text', (col) => col.check(sql`refund_status in ('due', 'refunded')`))
    .addColumn('refund_due_by', 'text', (col) => col.check(sql`refund_due_by ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('track_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('polls', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndexes(db, 'courier_claims', {
    user: { columns: ['user_id', 'created_at'] },
    // One claim in progress per user and bind: a second order is 409 even when two requests race.
    one_active: {
      columns: ['bind_id', 'user_id'],
      unique: true,
      where: ['status', 'not in', sql`('delivered', 'cancelled', 'payment_timeout')`],
    },
  });

  await createFeaturePaymentTable(db, {
    table: 'courier_payments',
    owner: { column: 'claim_id', table: 'courier_claims' },
    amountType: 'integer',
  });

  await addLedgerKinds(db, { earlier: [DEAL_LEDGER_KINDS], added: COURIER_LEDGER_KINDS });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['courier_payments', 'courier_claims']);
}
