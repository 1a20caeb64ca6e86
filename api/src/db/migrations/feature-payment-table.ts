import { sql, type Kysely } from 'kysely';
import { createIndexes } from './table-indexes';

/**
 * A feature's payment table (the courier fee's, the premium's: payments/feature-payments.ts moves its rows) and its
 * index by owner. Migrations that already ran call this: never change it, change the tables in a new migration.
 */
export async function createFeaturePaymentTable(
  db: Kysely<any>,
  { table, owner, amountType }: { table: string; owner: { column: string; table: string }; amountType: 'integer' | 'bigint' },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn(owner.column, 'text', (col) => col.notNull().references(`${owner.table}.id`).onDelete('restrict'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_payment_id', 'text', (col) => col.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'held', 'captured', 'declined', 'expired', 'voided', 'refunded')`),
    )
    .addColumn('amount', amountType, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndexes(db, table, { [owner.column.replace(/_id$/, '')]: { columns: [owner.column] } });
}
