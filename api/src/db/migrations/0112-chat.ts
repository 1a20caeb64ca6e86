import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';

/**
 * The chat of a request (issue 18): one channel per bind between its sender and its traveler.
 *
 * - chat_messages keeps each text as typed; masking of contacts is applied when a message is read, so a deal that
 *   gets paid opens its older messages too.
 * - chat_events is the live stream's log: its seq is the SSE event id, so a reconnect with Last-Event-ID replays
 *   `seq > last` of the bind, none twice, whichever API process serves it.
 * - chat_presence holds every open stream (refreshed by its heartbeat), so "connected" holds across processes.
 * - chat_notices remembers the last e-mail or SMS about new messages per channel and recipient (at most one an hour).
 *
 * A party is named by role ('sender' or 'traveler'), not by user: a guest's parcel has no user until it is claimed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const party = (column: string) => sql.raw(`${column} in ('sender', 'traveler')`);

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('seq', 'bigint', (col) => col.notNull().unique().generatedAlwaysAsIdentity())
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('author', 'text', (col) => col.notNull().check(party('author')))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await createIndexes(db, 'chat_messages', {
    bind: { columns: ['bind_id', 'seq'] },
    unread: { columns: ['bind_id', 'author', 'seq'], where: ['read_at', 'is', null] },
  });

  await db.schema
    .createTable('chat_events')
    .addColumn('seq', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('message', 'read')`))
    .addColumn('message_id', 'text', (col) => col.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('reader', 'text', (col) => col.check(party('reader')))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('chat_events_read_fields', sql`(kind = 'read') = (reader is not null and read_at is not null)`)
    .execute();
  await createIndexes(db, 'chat_events', { bind: { columns: ['bind_id', 'seq'] }, message: { columns: ['message_id'] } });

  await db.schema
    .createTable('chat_presence')
    .addColumn('connection_id', 'text', (col) => col.primaryKey())
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('party', 'text', (col) => col.notNull().check(party('party')))
    .addColumn('seen_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await createIndexes(db, 'chat_presence', { party: { columns: ['bind_id', 'party', 'seen_at'] }, seen: { columns: ['seen_at'] } });

  await db.schema
    .createTable('chat_notices')
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (col) => col.notNull().check(party('recipient')))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('last_sent_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_notices_pkey', ['bind_id', 'recipient', 'channel'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['chat_notices', 'chat_presence', 'chat_events', 'chat_messages']);
}
