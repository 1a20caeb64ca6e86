// Jest environment for API tests: one PGlite per worker process (a new one costs ~4 s and hundreds of MB),
// handed to every test file the worker runs; each file gets a schema of its own, dropped after the file.
// With TEST_DATABASE_URL set, the schemas are made on that Postgres server instead (e.g. in CI).
// The environment module is loaded once per worker outside the test files' module registries, which is
// what lets the instance outlive a single file.
const { randomBytes } = require('node:crypto');
const { TestEnvironment } = require('jest-environment-node');

/** @type {Promise<import('@electric-sql/pglite').PGlite> | undefined} */
let pglitePromise;
let schemaCount = 0;
const RUN_TAG = randomBytes(4).toString('hex');
let idleClose;
const shared = { currentSchema: undefined };
// PGlite keeps a timer armed, which would keep a finished worker alive until Jest kills it; so the instance is
// closed once no test file has started for a moment after the last one ended (files follow within milliseconds).
const IDLE_CLOSE_MS = 300;

function getPglite() {
  pglitePromise ??= Promise.resolve().then(async () => {
    if (process.env.JETKIZ_TEST_DB_DEBUG) process.stderr.write(`[pglite] new instance in worker ${process.pid}\n`);
    const { PGlite } = require('@electric-sql/pglite');
    const pglite = new PGlite();
    await pglite.waitReady;
    return pglite;
  });
  return pglitePromise;
}

class PgliteEnvironment extends TestEnvironment {
  async setup() {
    clearTimeout(idleClose);
    await super.setup();
    this.schemas = [];
    this.pools = [];
    const schemas = this.schemas;
    this.global.__jetkizTestDatabase = {
      shared,
      getPglite,
      postgresUrl: process.env.TEST_DATABASE_URL || undefined,
      pools: this.pools,
      nextSchema() {
        // pid alone repeats across runs and machines sharing one server: a random part keeps two runs apart
        const schema = `test_${process.pid}_${RUN_TAG}_${++schemaCount}`;
        schemas.push(schema);
        return schema;
      },
    };
  }

  async teardown() {
    if (this.pools.length > 0) await dropOnPostgres(this.schemas, this.pools);
    if (this.schemas.length > 0 && pglitePromise) {
      const pglite = await pglitePromise;
      for (const schema of this.schemas) await pglite.exec(`drop schema if exists "${schema}" cascade`);
      shared.currentSchema = undefined;
    }
    if (pglitePromise) idleClose = setTimeout(closeWorkerDatabase, IDLE_CLOSE_MS);
    await super.teardown();
  }
}

/** TEST_DATABASE_URL runs: drop the file's schemas and end its connection pools. */
async function dropOnPostgres(schemas, pools) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  // A test may have ended its pool itself (Kysely's destroy()); ending one twice throws.
  await Promise.all(pools.filter((pool) => !pool.ended).map((pool) => pool.end()));
  await client.connect();
  for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}

module.exports = PgliteEnvironment;

/** Closes this process's PGlite; a later test file starts a new one. */
async function closeWorkerDatabase() {
  if (!pglitePromise) return;
  const closing = pglitePromise;
  pglitePromise = undefined;
  await (await closing).close();
}

module.exports.closeWorkerDatabase = closeWorkerDatabase;
