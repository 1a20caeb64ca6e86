import type { Kysely } from 'kysely';

/** A down's drop of the tables its up made: one statement a table, in the order given (a table before those it references). */
export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.schema.dropTable(table).execute();
  }
}
