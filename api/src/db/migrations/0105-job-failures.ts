import { sql, type Kysely } from 'kysely';

/**
 * A job that used up its attempts ends failed (kept for people to see, never run again); a periodic job has a
 * key that at most one unfinished job holds, so several API processes schedule it once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('failed_at', 'timestamptz').addColumn('unique_key', 'text').execute();
  await db.schema
    .createIndex('jobs_unique_key_unfinished')
    .on('jobs')
    .column('unique_key')
    .unique()
    .where(sql.ref('finished_at'), 'is', null)
    .execute();
  await db.schema.createIndex('jobs_finished_at').on('jobs').column('finished_at').where(sql.ref('finished_at'), 'is not', null).execute();
  await db.schema
    .createIndex('outbox_messages_sent_at')
    .on('outbox_messages')
    .column('sent_at')
    .where(sql.ref('sent_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_messages_sent_at').execute();
  await db.schema.dropIndex('jobs_finished_at').execute();
  await db.schema.dropIndex('jobs_unique_key_unfinished').execute();
  await db.schema.alterTable('jobs').dropColumn('unique_key').dropColumn('failed_at').execute();
}
