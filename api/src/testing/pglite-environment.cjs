// Jest environment for API tests: one PGlite per worker process (a new one costs ~4 s and hundreds of MB),
// handed to every test file the worker runs; each file gets a schema of its own, dropped after the file.
// The environment module is loaded once per worker outside the test files' module registries, which is
// what lets the instance outlive a single file.
const { TestEnvironment } = require('jest-environment-node');

/** @type {Promise<import('@electric-sql/pglite').PGlite> | undefined} */
let pglitePromise;
let schemaCount = 0;
const shared = { currentSchema: undefined };

function getPglite() {
  pglitePromise ??= Promise.resolve().then(async () => {
    const { PGlite } = require('@electric-sql/pglite');
    const pglite = new PGlite();
    await pglite.waitReady;
    return pglite;
  });
  return pglitePromise;
}

class PgliteEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.schemas = [];
    const schemas = this.schemas;
    this.global.__jetkizTestDatabase = {
      shared,
      getPglite,
      nextSchema() {
        const schema = `test_${process.pid}_${++schemaCount}`;
        schemas.push(schema);
        return schema;
      },
    };
  }

  async teardown() {
    if (this.schemas.length > 0 && pglitePromise) {
      const pglite = await pglitePromise;
      for (const schema of this.schemas) await pglite.exec(`drop schema if exists "${schema}" cascade`);
      shared.currentSchema = undefined;
    }
    await super.teardown();
  }
}

module.exports = PgliteEnvironment;

/** Closes this process's PGlite (its timers would keep an in-band Jest run alive); workers simply exit. */
module.exports.closeWorkerDatabase = async function closeWorkerDatabase() {
  if (!pglitePromise) return;
  const pglite = await pglitePromise;
  pglitePromise = undefined;
  await pglite.close();
};
