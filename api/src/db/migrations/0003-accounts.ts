import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';
import { createTokenTable } from './token-table';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone_number', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('email_confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await createTokenTable(db, 'auth_tokens', { owner: { column: 'user_id', table: 'users' }, hash: 'token_hash' })
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'auth_tokens', { user: { columns: ['user_id'] } });

  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('register', 'password_reset')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resend_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'phone_codes', { latest: { columns: ['phone', 'purpose', 'id'] } });

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('pending_actions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('alert', 'redirect')`))
    .addColumn('message', 'text')
    .addColumn('redirect_to', 'text', (col) => col.check(sql`redirect_to in ('trips_sample', 'my_trips', 'chat')`))
    .addColumn('parcel_id', 'integer')
    .addColumn('chat_channel_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'pending_actions', { user: { columns: ['user_id', 'id'] } });

  await db.schema
    .createTable('callback_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('question', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['subscriptions', 'callback_requests', 'pending_actions', 'email_tokens', 'phone_codes', 'auth_tokens', 'users']);
}
