import type { Kysely } from 'kysely';
import { createIndexes } from './table-indexes';

/**
 * A job that used up its attempts ends failed (kept for people to see, never run again); a periodic job has a
 * key that at most one unfinished job holds, so several API processes schedule it once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('failed_at', 'timestamptz').addColumn('unique_key', 'text').execute();
  await createIndexes(db, 'jobs', {
    unique_key_unfinished: { columns: ['unique_key'], unique: true, where: ['finished_at', 'is', null] },
    finished_at: { columns: ['finished_at'], where: ['finished_at', 'is not', null] },
  });
  await createIndexes(db, 'outbox_messages', { sent_at: { columns: ['sent_at'], where: ['sent_at', 'is not', null] } });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_sent_at').execute();
  await db.schema.dropIndex('jobs_finished_at').execute();
  await db.schema.dropIndex('jobs_unique_key_unfinished').execute();
  await db.schema.alterTable('jobs').dropColumn('unique_key').dropColumn('failed_at').execute();
}
