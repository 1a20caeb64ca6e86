import type { Kysely } from 'kysely';

/**
 * The SMS provider's id of each sent message (for delivery reports and support requests), and failed_at for a
 * message the provider refused for good (kept with its reason in last_error, never sent again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('provider_message_id', 'text').addColumn('failed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('failed_at').dropColumn('provider_message_id').execute();
}
