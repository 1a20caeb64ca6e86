import type { Kysely } from 'kysely';

/**
 * The start of a table of what one bind has (its payments, short links, courier claims, insurance policies): the row's
 * key, a text id the API makes, and the bind, which `onDelete` lets go with its rows or keeps while they exist. The
 * caller adds the table's own columns and executes it. Migrations that already ran call this: never change it, change
 * the tables in a new migration.
 */
export function createBindRecordTable(db: Kysely<any>, table: string, { onDelete }: { onDelete: 'cascade' | 'restrict' }) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete(onDelete));
}
