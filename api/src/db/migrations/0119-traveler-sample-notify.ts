import { sql, type Kysely } from 'kysely';

/**
 * The traveler sample's cards are cached per API process (issue 21); every process drops them when a NOTIFY on
 * `traveler_sample` arrives. The triggers send it from the very transaction of any change the sample reads (a
 * trip, its traveler's public id or avatar, a rating, a verification), whoever the writer is, and Postgres delivers
 * it at commit only. One NOTIFY per statement: a bulk load sends one, and identical ones in a transaction fold.
 */
const WATCHED = [
  { table: 'trips', events: 'insert or update or delete' },
  { table: 'users', events: 'update of public_id, avatar_url or delete' },
  { table: 'user_ratings', events: 'insert or update or delete' },
  { table: 'verification_submissions', events: 'insert or update of status, user_id or delete' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function traveler_sample_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('traveler_sample', '');
      return null;
    end $$`.execute(db);
  for (const { table, events } of WATCHED) {
    await sql`
      create trigger ${sql.id(`${table}_traveler_sample_notify`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function traveler_sample_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of WATCHED) {
    await sql`drop trigger ${sql.id(`${table}_traveler_sample_notify`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function traveler_sample_changed()`.execute(db);
}
