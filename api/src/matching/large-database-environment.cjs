// Jest environment for a test file that loads a data set too big for the worker's shared embedded Postgres: it
// also offers a PGlite of the file's own (made here, outside the test's module registry, which PGlite needs),
// closed when the file ends so its memory goes with it.
const PgliteEnvironment = require('../testing/pglite-environment.cjs');

class LargeDatabaseEnvironment extends PgliteEnvironment {
  async setup() {
    await super.setup();
    const owned = (this.ownedPglites = []);
    this.global.__jetkizOpenOwnPglite = async () => {
      const { PGlite } = require('@electric-sql/pglite');
      const pglite = new PGlite();
      await pglite.waitReady;
      owned.push(pglite);
      return pglite;
    };
  }

  async teardown() {
    for (const pglite of this.ownedPglites.splice(0)) if (!pglite.closed) await pglite.close();
    await super.teardown();
  }
}

module.exports = LargeDatabaseEnvironment;
