import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A NOTIFY sent from the writer's own transaction: one trigger function that notifies `channel` with `payload`, and a
 * trigger per watched table (`<table>_<channel>_notify`) that calls it once per statement, so a bulk load sends one and
 * identical ones in a transaction fold; Postgres delivers it at commit only. Migrations that already ran call this:
 * never change it, change the triggers in a new migration.
 */
export interface NotifyTrigger {
  /** The trigger function's name. */
  name: string;
  channel: string;
  payload: string;
  /** Each table, and the events on it (in `create trigger`'s words) that send the NOTIFY. */
  watched: readonly { table: string; events: string }[];
}

export async function createNotifyTrigger(db: Kysely<any>, { name, channel, payload, watched }: NotifyTrigger): Promise<void> {
  await sql`
    create function ${sql.raw(name)}() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(channel)}, ${sql.lit(payload)});
      return null;
    end $$`.execute(db);
  for (const { table, events } of watched) {
    await sql`
      create trigger ${sql.id(`${table}_${channel}_notify`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function ${sql.raw(name)}()`.execute(db);
  }
}

export async function dropNotifyTrigger(db: Kysely<any>, { name, channel, watched }: NotifyTrigger): Promise<void> {
  for (const { table } of watched) {
    await sql`drop trigger ${sql.id(`${table}_${channel}_notify`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function ${sql.raw(name)}()`.execute(db);
}

/** A migration that makes one notify trigger, and whose down drops it again. */
export function notifyTriggerMigration(trigger: NotifyTrigger): Required<Migration> {
  return {
    up: (db) => createNotifyTrigger(db, trigger),
    down: (db) => dropNotifyTrigger(db, trigger),
  };
}
