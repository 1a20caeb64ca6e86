import { sql, type Kysely } from 'kysely';

/**
 * The traveler sample also keeps who may read which parcel (issue 21): any change of a parcel (its route, deadline,
 * load, owner, or the parcel gone) or of its guest tokens notifies `traveler_sample` with the payload 'parcels',
 * from the writer's own transaction, and every API process forgets those grants. One NOTIFY per statement.
 */
const WATCHED = [
  { table: 'parcels', events: 'update or delete' },
  { table: 'parcel_guest_tokens', events: 'insert or update or delete' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function traveler_sample_parcels_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('traveler_sample', 'parcels');
      return null;
    end $$`.execute(db);
  for (const { table, events } of WATCHED) {
    await sql`
      create trigger ${sql.id(`${table}_traveler_sample_notify`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function traveler_sample_parcels_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of WATCHED) {
    await sql`drop trigger ${sql.id(`${table}_traveler_sample_notify`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function traveler_sample_parcels_changed()`.execute(db);
}
