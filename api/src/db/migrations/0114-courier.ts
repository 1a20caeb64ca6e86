import { sql, type Kysely } from 'kysely';

/**
 * The simulated courier provider's claims (issue 19), in Postgres so that every API process sees the same claims
 * and a restarted API continues them. Only what the simulator decides is kept, never the order's contacts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('simulated_courier_claims')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('distance_m', 'integer', (col) => col.notNull())
    .addColumn('eta_min', 'integer', (col) => col.notNull())
    .addColumn('accepted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('finds_no_performer', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('performer', 'jsonb')
    .addColumn('paid_cancel_charge', 'integer')
    .addColumn('status_changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulated_courier_claims').execute();
}
