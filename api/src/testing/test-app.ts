import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db';

/** Production config with test speeds: cheap password hashing, fast job polling and retries. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_N: '1024',
    JOB_POLL_MS: '20',
    JOB_RETRY_BASE_MS: '20',
    DATA_DIR: '/nonexistent-tests-use-their-own-schema',
    ...env,
  });
}

export async function buildTestApp(db: Db, env: Record<string, string> = {}, overrides: Partial<Omit<AppDependencies, 'db' | 'config'>> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(env), ...overrides });
  await app.ready();
  return app;
}
