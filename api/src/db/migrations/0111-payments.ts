import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';

/**
 * Payments (issue 17): the provider events already handled (a webhook seen twice changes nothing), and the
 * simulated provider's own state, in Postgres so that every API process sees the same payments and payouts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_webhook_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createTable('simulated_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'held', 'declined', 'captured', 'voided', 'refunded')`),
    )
    .addColumn('refund_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('simulated_payouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payout_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('paid', 'failed')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['simulated_payouts', 'simulated_payments', 'payment_webhook_events']);
}
