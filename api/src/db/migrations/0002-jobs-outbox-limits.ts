import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'jobs', { due: { columns: ['run_at'], where: ['finished_at', 'is', null] } });

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await createIndexes(db, 'outbox_messages', { recipient: { columns: ['recipient', 'id'] } });

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await createIndexes(db, 'rate_limits', { expires_at: { columns: ['expires_at'] } });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['rate_limits', 'outbox_messages', 'jobs']);
}
