import { sql, type Kysely } from 'kysely';
import { createIndexes } from './table-indexes';

/** The statuses of a live bind here; 0110 adds the deal's (its down comes back to these). */
export const LIVE_STATUSES = ['pending', 'accepted'];

/** At most one live bind per parcel, even when two requests race: the second insert fails (parcel_was_bound). */
export async function createLiveParcelIndex(db: Kysely<any>, liveStatuses: readonly string[]): Promise<void> {
  await createIndexes(db, 'binds', {
    live_parcel: {
      columns: ['parcel_id'],
      unique: true,
      where: ['status', 'in', sql`(${sql.join(liveStatuses.map((status) => sql.lit(status)))})`],
    },
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('binds')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('trip_id', 'integer', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'cancelled')`))
    .addColumn('reward', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await createLiveParcelIndex(db, LIVE_STATUSES);
  await createIndexes(db, 'binds', { parcel: { columns: ['parcel_id', 'id'] }, trip: { columns: ['trip_id'] } });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('binds').execute();
}
