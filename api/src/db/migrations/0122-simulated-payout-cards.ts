import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';

/**
 * Payout cards in the simulated provider: the card a user saved on the simulator's card page (one per user, as
 * the simulator's payouts need one like a real provider's), and the page's visits (unguessable ids, a way back).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('simulated_payout_cards')
    .addColumn('user_id', 'integer', (col) => col.primaryKey())
    .addColumn('masked_pan', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('simulated_card_bindings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'saved', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['simulated_card_bindings', 'simulated_payout_cards']);
}
