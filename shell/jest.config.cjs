const { createJestConfig } = require('@jetkiz/jest-config');

module.exports = createJestConfig({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jsdom-scrolling.ts'],
});
