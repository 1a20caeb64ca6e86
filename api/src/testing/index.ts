export { createTestDatabase } from './test-database';
export type { TestDatabase } from './test-database';
export { buildTestApp, testConfig } from './test-app';
