import { sql, type Kysely } from 'kysely';
import { createBindRecordTable } from './bind-record-table';
import { createIndexes } from './table-indexes';

/**
 * Short links to a courier delivery's point (issue 19): spec §3's payload under an unguessable id, sent to the
 * traveler or the recipient, who may correct the point. A link ends at `expires_at` (its maximum age), or sooner
 * when its delivery ends; ended links are deleted by the housekeeping job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createBindRecordTable(db, 'short_links', { onDelete: 'cascade' })
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('building', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('corrected_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('short_links_longitude_range', sql`longitude between -180 and 180`)
    .addCheckConstraint('short_links_latitude_range', sql`latitude between -90 and 90`)
    .execute();
  await createIndexes(db, 'short_links', { bind: { columns: ['bind_id'] }, expiry: { columns: ['expires_at'] } });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('short_links').execute();
}
