import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect, type Transaction } from 'kysely';
import pg from 'pg';
import { createConnectionGate, type DatabaseQueueOptions } from './connection-gate';
import { gatedDialect } from './gated-dialect';
import type { Database } from './tables';

export type Db = Kysely<Database>;
/** A query runner: the database itself or a transaction on it. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

export interface DatabaseLocation {
  /** a postgres:// URL; unset means embedded PGlite in dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * The bounded queue in front of the connections (the API's own process); unset: no bound, and a Postgres pool of
   * DEFAULT_POOL_SIZE (scripts, tools).
   */
  databaseQueue?: DatabaseQueueOptions;
}

const DEFAULT_POOL_SIZE = 10;

/** Opens Postgres when a URL is given, else the embedded PGlite persisted in dataDir. `db.destroy()` closes either. */
export function openDatabase({ databaseUrl, dataDir, databaseQueue }: DatabaseLocation): Db {
  if (databaseUrl) {
    const max = databaseQueue?.poolSize ?? DEFAULT_POOL_SIZE;
    const dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max }) });
    return new Kysely<Database>({ dialect: bounded(dialect, databaseQueue && { ...databaseQueue, poolSize: max }) });
  }
  mkdirSync(dataDir, { recursive: true });
  let pglite: PGlite | undefined;
  const open = () => (pglite ??= new PGlite(dataDir));
  // PGlite runs one query at a time on its one connection, whatever the pool size says.
  const db = new Kysely<Database>({
    dialect: bounded(new PGliteDialect({ pglite: open }), databaseQueue && { ...databaseQueue, poolSize: 1 }),
  });
  embeddedDatabases.set(db, open);
  return db;
}

function bounded(dialect: Dialect, queue: DatabaseQueueOptions | undefined): Dialect {
  return queue ? gatedDialect(dialect, createConnectionGate(queue)) : dialect;
}

/** The PGlite behind each Db opened here without a URL: the chat LISTENs on it (a server is listened to by its URL). */
const embeddedDatabases = new WeakMap<Db, () => PGlite>();

/** The embedded PGlite of a Db from openDatabase; undefined for a Postgres server or a Db made elsewhere (tests). */
export function embeddedPgliteOf(db: Db): PGlite | undefined {
  return embeddedDatabases.get(db)?.();
}
