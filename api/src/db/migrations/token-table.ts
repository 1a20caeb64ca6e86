import type { Kysely } from 'kysely';

/**
 * The start of a table of secrets handed out (a session's token, a guest's or a confirmation's link, a handoff code)
 * and kept only as their hash: the row's key, the row the secret belongs to (its secrets go when it goes) and the
 * unique hash. The caller adds the table's own columns and executes it. Migrations that already ran call this: never
 * change it, change the tables in a new migration.
 */
export function createTokenTable(
  db: Kysely<any>,
  table: string,
  { owner, hash }: { owner: { column: string; table: string }; hash: 'token_hash' | 'code_hash' },
) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn(owner.column, 'integer', (col) => col.notNull().references(`${owner.table}.id`).onDelete('cascade'))
    .addColumn(hash, 'text', (col) => col.notNull().unique());
}
