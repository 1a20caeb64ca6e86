import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';

export type Db = Kysely<Database>;
/** A query runner: the database itself or a transaction on it. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

export interface DatabaseLocation {
  /** a postgres:// URL; unset means embedded PGlite in dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Opens Postgres when a URL is given, else the embedded PGlite persisted in dataDir. `db.destroy()` closes either. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Db {
  if (databaseUrl) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }) });
  }
  mkdirSync(dataDir, { recursive: true });
  let pglite: PGlite | undefined;
  const open = () => (pglite ??= new PGlite(dataDir));
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: open }) });
  embeddedDatabases.set(db, open);
  return db;
}

/** The PGlite behind each Db opened here without a URL: the chat LISTENs on it (a server is listened to by its URL). */
const embeddedDatabases = new WeakMap<Db, () => PGlite>();

/** The embedded PGlite of a Db from openDatabase; undefined for a Postgres server or a Db made elsewhere (tests). */
export function embeddedPgliteOf(db: Db): PGlite | undefined {
  return embeddedDatabases.get(db)?.();
}
