import type { Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations';

/**
 * The one migration order is the order of migrations/index.ts. Kysely runs migrations sorted by name and refuses a
 * database where a migration it has not run sorts before one it has; so each new name must sort after every earlier
 * one (a later "0004-…" after "0102-…" would break every existing database): checked here, before anything runs.
 */
export function checkMigrationOrder(names: readonly string[] = Object.keys(migrations)): void {
  for (let index = 1; index < names.length; index += 1) {
    // Plain code-unit comparison, as Kysely sorts them.
    if (!(names[index - 1] < names[index])) {
      throw new Error(
        `migration '${names[index]}' is listed after '${names[index - 1]}' but does not sort after it: ` +
          `name it after the last migration (migrations run in name order on existing databases)`,
      );
    }
  }
}

/** The migration names in the order they run. */
export function migrationNames(): string[] {
  checkMigrationOrder();
  return Object.keys(migrations);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
function migratorFor(db: Kysely<any>, schema?: string): Migrator {
  checkMigrationOrder();
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * Applies every pending migration. `schema` keeps the migration bookkeeping tables in that schema
 * (tests run each file in its own schema through search_path).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  return applied(await migratorFor(db, schema).migrateToLatest());
}

/** Migrates up (or down) to the named migration: a database as an earlier version left it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateTo(db: Kysely<any>, name: string, schema?: string): Promise<string[]> {
  return applied(await migratorFor(db, schema).migrateTo(name));
}
