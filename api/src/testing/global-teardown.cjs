// Runs in Jest's main process: when tests ran in band, the shared PGlite lives here and must be closed.
const { closeWorkerDatabase } = require('./pglite-environment.cjs');

module.exports = closeWorkerDatabase;
