import { sql, type Kysely } from 'kysely';
import { DEAL_LEDGER_KINDS } from './0110-safe-deal';
import { COURIER_LEDGER_KINDS } from './0116-courier-claims';
import { createBindRecordTable } from './bind-record-table';
import { dropTables } from './drop-tables';
import { createFeaturePaymentTable } from './feature-payment-table';
import { addLedgerKinds } from './ledger-kinds';
import { createIndexes } from './table-indexes';

/**
 * Parcel insurance (issue 20): a sender's policy for a bind, its premium's payments at the payment provider, and
 * the ledger's insurance accounts. The premium is held on `insurance_held` from the payment until the insurer
 * issues the policy (then `insurer`); a refusal at issue or a cancelled deal moves it to `insurance_refunds_due`
 * until the refund is paid back. The three persons' data is one AES-GCM sealed value (the PII key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createBindRecordTable(db, 'insurance_policies', { onDelete: 'restrict' })
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('awaiting_payment', 'issued', 'refused', 'cancelled', 'payment_failed')`),
    )
    .addColumn('cost', 'bigint', (col) => col.notNull().check(sql`cost > 0`))
    .addColumn('commission', 'bigint', (col) => col.notNull().check(sql`commission > 0`))
    .addColumn('price', 'bigint', (col) => col.notNull().check(sql`price = cost + commission`))
    .addColumn('delivery_price', 'bigint', (col) => col.notNull())
    .addColumn('persons_sealed', 'text', (col) => col.notNull())
    .addColumn('parcel', 'jsonb', (col) => col.notNull())
    .addColumn('insurer', 'text', (col) => col.notNull())
    .addColumn('policy_number', 'text')
    .addColumn('refusal_reason', 'text')
    .addColumn('refund_amount', 'bigint')
    .addColumn('refund_status', 'text', (col) => col.check(sql`refund_status in ('due', 'refunded')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('issued_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'insurance_policies', {
    user: { columns: ['user_id', 'created_at'] },
    bind: { columns: ['bind_id'] },
    // One policy in progress or in force per bind: a second one is 409 even when two requests race.
    one_active: { columns: ['bind_id'], unique: true, where: ['status', 'in', sql`('awaiting_payment', 'payment_failed', 'issued')`] },
  });

  await createFeaturePaymentTable(db, {
    table: 'insurance_payments',
    owner: { column: 'policy_id', table: 'insurance_policies' },
    amountType: 'bigint',
  });

  await addLedgerKinds(db, {
    earlier: [DEAL_LEDGER_KINDS, COURIER_LEDGER_KINDS],
    added: {
      accounts: ['insurance_held', 'insurance_refunds_due', 'insurer'],
      transactions: ['insurance_payment', 'insurance_premium', 'insurance_refund', 'insurance_refund_paid'],
    },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['insurance_payments', 'insurance_policies']);
}
