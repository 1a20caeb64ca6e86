import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing';
import { checkMigrationOrder, migrateTo, migrateToLatest, migrationNames } from './migrate';

/** Tables, columns, indexes, constraints and row counts of a schema, with the schema's name taken out. */
async function shapeOf({ db, schema }: TestDatabase) {
  const unqualified = (text: string | null) => text?.split(`${schema}.`).join('') ?? null;
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = ${schema} order by table_name, column_name`.execute(db);
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = ${schema} order by indexname`.execute(db);
  const { rows: constraints } = await sql<{ table_name: string; conname: string; definition: string }>`
    select rel.relname as table_name, con.conname, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = ${schema} order by rel.relname, con.conname`.execute(db);
  const rowCounts: Record<string, number> = {};
  for (const table of new Set(columns.map((column) => column.table_name))) {
    if (table.startsWith('kysely_')) continue;
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(`${schema}.${table}`)}`.execute(db);
    rowCounts[table] = rows[0].count;
  }
  const { rows: applied } = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)} order by name`.execute(
    db,
  );
  return {
    columns: columns.map((column) => ({ ...column, column_default: unqualified(column.column_default) })),
    indexes: indexes.map((index) => ({ ...index, indexdef: unqualified(index.indexdef) })),
    constraints: constraints.map((constraint) => ({ ...constraint, definition: unqualified(constraint.definition) })),
    rowCounts,
    applied: applied.map((row) => row.name),
  };
}

describe('migrations', () => {
  const names = migrationNames();
  let fresh: Awaited<ReturnType<typeof shapeOf>>;

  beforeAll(async () => {
    const database = await createTestDatabase({ migrate: false });
    expect(await migrateToLatest(database.db, database.schema)).toEqual(names);
    fresh = await shapeOf(database);
  });

  it('list every migration once, each named after the one before, so name order is the list order', () => {
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual(names);
    expect(fresh.applied).toEqual(names);
  });

  it.each(names.map((name, index) => [name, index]))(
    'bring a database that an earlier version left at %s to the same latest state as a fresh one',
    async (name, index) => {
      const database = await createTestDatabase({ migrate: false });
      expect(await migrateTo(database.db, name as string, database.schema)).toEqual(names.slice(0, (index as number) + 1));
      expect(await migrateToLatest(database.db, database.schema)).toEqual(names.slice((index as number) + 1));
      expect(await shapeOf(database)).toEqual(fresh);
      expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
    },
  );

  it('refuse a list where a new migration would sort before one an existing database has run', () => {
    expect(() => checkMigrationOrder(['0001-cities', '0100-trips', '0101-parcels'])).not.toThrow();
    expect(() => checkMigrationOrder(['0001-cities', '0100-trips', '0004-late-addition'])).toThrow(/0004-late-addition.*0100-trips/);
    expect(() => checkMigrationOrder(['0001-cities', '0001-cities'])).toThrow();
  });
});
