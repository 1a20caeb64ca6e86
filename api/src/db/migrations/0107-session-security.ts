import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';
import { createTokenTable } from './token-table';

/**
 * Sessions track their last use (idle expiry); failed logins lock a phone whatever the address; limits count in
 * sliding windows (one row per hit, not per clock window); the profile host gets sessions through one-time codes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('auth_tokens')
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_locks')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    /** locks so far: each one lasts twice as long as the one before */
    .addColumn('locks', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('hit_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'rate_limit_hits', { key: { columns: ['key', 'hit_at'] }, expires_at: { columns: ['expires_at'] } });

  await createTokenTable(db, 'session_handoffs', { owner: { column: 'user_id', table: 'users' }, hash: 'code_hash' })
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'session_handoffs', { expires_at: { columns: ['expires_at'] } });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['session_handoffs', 'rate_limit_hits', 'login_locks']);
  await db.schema.alterTable('auth_tokens').dropColumn('last_used_at').execute();
}
