import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';
import { createTokenTable } from './token-table';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parcels')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('guest_email', 'text')
    .addColumn('guest_phone', 'text')
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('documents', 'parcel')`))
    .addColumn('weight_class', 'text', (col) => col.notNull().check(sql`weight_class in ('documents', 'S', 'M', 'L')`))
    .addColumn('weight_kg', 'double precision')
    .addColumn('load_kg', 'double precision', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('deadline', 'date', (col) => col.notNull())
    .addColumn('from_city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('to_city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('reward', 'integer', (col) => col.check(sql`reward >= 0`))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('match_notice_due', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('match_notified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('parcels_owner_or_guest', sql`owner_id is not null or guest_email is not null`)
    .addCheckConstraint('parcels_two_cities', sql`from_city_id <> to_city_id`)
    .execute();
  await createIndexes(db, 'parcels', {
    owner: { columns: ['owner_id'] },
    guest_email: { columns: ['guest_email'], where: ['owner_id', 'is', null] },
    awaiting_match: { columns: ['from_city_id', 'to_city_id', 'deadline'], where: ['match_notice_due', '=', true] },
  });

  await createTokenTable(db, 'parcel_guest_tokens', { owner: { column: 'parcel_id', table: 'parcels' }, hash: 'token_hash' })
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('parcel_images')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('parcel_id', 'integer', (col) => col.references('parcels.id').onDelete('set null'))
    .addColumn('uploader_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`))
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndexes(db, 'parcel_images', {
    parcel: { columns: ['parcel_id'] },
    unattached: { columns: ['created_at'], where: ['parcel_id', 'is', null] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['parcel_images', 'parcel_guest_tokens', 'parcels']);
}
