const { createJestConfig } = require('@jetkiz/jest-config');

const base = createJestConfig({
  rootDir: __dirname,
  environment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
});

module.exports = {
  ...base,
  // One embedded Postgres per Jest worker, shared by the test files it runs; each file migrates its own schema.
  testEnvironment: '<rootDir>/src/testing/pglite-environment.cjs',
  globalTeardown: '<rootDir>/src/testing/global-teardown.cjs',
  // kysely ships ESM only; Jest runs CommonJS, so SWC transforms it like the other ESM-only packages.
  transformIgnorePatterns: ['/node_modules/(?!(yup|property-expr|tiny-case|toposort|kysely|content-disposition|cookie)/)'],
};
