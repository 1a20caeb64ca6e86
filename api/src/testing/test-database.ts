import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type { Dialect, PGlite, PGliteQueryOptions, PGliteTransaction } from 'kysely';
import pg from 'pg';
import { gatedDialect, migrateToLatest, type ConnectionGate, type Database, type Db } from '../db';

/** What the Jest environment (pglite-environment.cjs) puts on the global of every test file. */
interface WorkerDatabase {
  shared: { currentSchema: string | undefined };
  getPglite(): Promise<PGlite>;
  nextSchema(): string;
  /** TEST_DATABASE_URL: the tests run on that Postgres server instead of PGlite */
  postgresUrl: string | undefined;
  /** pools the environment ends after the file */
  pools: { end(): Promise<void> }[];
}

export interface TestDatabase {
  db: Db;
  schema: string;
  /** Another Kysely on the same schema, as a second API process would have. */
  connectAgain(): Db;
  /** Every row of every table of this schema, for checks over the whole database. */
  dumpTables(): Promise<Record<string, Record<string, unknown>[]>>;
}

/**
 * A freshly migrated database for one test file: a schema of its own in the worker's shared PGlite (or, with
 * TEST_DATABASE_URL, on that Postgres server); `migrate: false` leaves it empty. Closing is the environment's job (the schema is dropped after the file).
 */
export async function createTestDatabase({
  migrate = true,
  gate,
}: {
  migrate?: boolean;
  /** the bounded queue in front of the connections of `db` (as the API's own process has); the others go without */
  gate?: ConnectionGate;
} = {}): Promise<TestDatabase> {
  const worker = (globalThis as unknown as { __jetkizTestDatabase?: WorkerDatabase }).__jetkizTestDatabase;
  if (!worker) throw new Error('createTestDatabase needs the api Jest environment (src/testing/pglite-environment.cjs)');
  const schema = worker.nextSchema();
  const dialectOf = worker.postgresUrl ? await postgresSchema(worker, worker.postgresUrl, schema) : await pgliteSchema(worker, schema);
  const connect = () => new Kysely<Database>({ dialect: dialectOf() });
  const db = gate ? new Kysely<Database>({ dialect: gatedDialect(dialectOf(), gate) }) : connect();
  if (migrate) await migrateToLatest(db, schema);
  return {
    db,
    schema,
    connectAgain: connect,
    async dumpTables() {
      const { rows: tables } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = ${schema} order by table_name`.execute(db);
      const dump: Record<string, Record<string, unknown>[]> = {};
      for (const { table_name } of tables) {
        dump[table_name] = (await sql<Record<string, unknown>>`select * from ${sql.table(`${schema}.${table_name}`)}`.execute(db)).rows;
      }
      return dump;
    },
  };
}

async function pgliteSchema(worker: WorkerDatabase, schema: string): Promise<() => Dialect> {
  const pglite = await worker.getPglite();
  await pglite.query(`create schema "${schema}"`);
  const bridge = new SchemaBridge(pglite, schema, worker.shared);
  return () => new PGliteDialect({ pglite: bridge });
}

async function postgresSchema(worker: WorkerDatabase, url: string, schema: string): Promise<() => Dialect> {
  const dialect = () => {
    const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}`, allowExitOnIdle: true });
    worker.pools.push(pool);
    return new PostgresDialect({ pool });
  };
  await sql`create schema ${sql.id(schema)}`.execute(new Kysely<Database>({ dialect: dialect() }));
  return dialect;
}

/**
 * Presents the worker's PGlite to Kysely with this file's schema on the search_path, and carries values across
 * the realm boundary: the PGlite lives in the environment's realm, so its Dates are not this realm's Dates.
 */
class SchemaBridge implements PGlite {
  readonly ready = true;
  readonly waitReady = Promise.resolve();
  readonly closed = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly schema: string,
    private readonly shared: { currentSchema: string | undefined },
  ) {}

  async query<T>(query: string, params?: unknown[], options?: PGliteQueryOptions) {
    await this.useSchema(this.pglite);
    return toThisRealm(await this.pglite.query<T>(query, toOtherRealm(params), options));
  }

  async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(async (tx) => {
      await this.useSchema(tx);
      return callback({
        query: async (query, params, options) => toThisRealm(await tx.query(query, toOtherRealm(params), options)),
        rollback: () => tx.rollback(),
      });
    });
  }

  async close(): Promise<void> {
    // The worker's PGlite outlives this file; the environment drops the schema.
  }

  private async useSchema(runner: Pick<PGlite, 'query'>): Promise<void> {
    if (this.shared.currentSchema === this.schema) return;
    await runner.query(`set search_path to "${this.schema}"`);
    this.shared.currentSchema = this.schema;
  }
}

function toOtherRealm(params: unknown[] | undefined): unknown[] | undefined {
  return params?.map((value) => (isDate(value) ? value.toISOString() : value));
}

function toThisRealm<R extends { rows: unknown[] }>(result: R): R {
  for (const row of result.rows as Record<string, unknown>[]) {
    for (const [column, value] of Object.entries(row)) {
      if (isDate(value) && !(value instanceof Date)) row[column] = new Date((value as Date).getTime());
    }
  }
  return result;
}

function isDate(value: unknown): value is { getTime(): number; toISOString(): string } {
  return Object.prototype.toString.call(value) === '[object Date]';
}
