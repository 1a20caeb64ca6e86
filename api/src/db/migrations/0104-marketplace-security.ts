import { sql, type Kysely } from 'kysely';
import { createTokenTable } from './token-table';

/**
 * Issue 15, the marketplace side:
 * - parcel photos get a random public id (existing rows get one too; the integer key stays internal) and the
 *   hash of their upload session's token, so only their uploader can put them on a parcel;
 * - a guest trip whose contact belongs to an existing account waits (confirmed_at null, not on the board) until
 *   the account's owner confirms it through a link sent to the account's own phone or e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('parcel_images')
    .addColumn('public_id', 'uuid', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .execute();
  await db.schema.alterTable('parcel_images').addColumn('upload_token_hash', 'text').execute();

  // Trips so far are all confirmed; a waiting guest trip is inserted with null.
  await db.schema
    .alterTable('trips')
    .addColumn('confirmed_at', 'timestamptz', (col) => col.defaultTo(sql`now()`))
    .execute();
  await createTokenTable(db, 'trip_confirmations', { owner: { column: 'trip_id', table: 'trips' }, hash: 'token_hash' })
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_confirmations').execute();
  await db.schema.alterTable('trips').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('parcel_images').dropColumn('upload_token_hash').execute();
  await db.schema.alterTable('parcel_images').dropColumn('public_id').execute();
}
