import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db';
import { createTestDatabase } from './test-database';

/**
 * Production config with test speeds (cheap password hashing, fast job polling and retries) and per-IP limits
 * raised, since every injected request comes from one address; per-phone limits keep production values.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_N: '1024',
    JOB_POLL_MS: '20',
    JOB_RETRY_BASE_MS: '20',
    DATA_DIR: '/nonexistent-tests-use-their-own-schema',
    LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000',
    LIMIT_SMS_PER_IP_PER_HOUR: '1000',
    LIMIT_SMS_PER_IP_RANGE_PER_DAY: '100000',
    LIMIT_CODE_CHECKS_PER_IP_PER_MINUTE: '1000',
    LIMIT_FORMS_PER_IP_PER_HOUR: '1000',
    LIMIT_MARKETPLACE_PER_IP_PER_HOUR: '1000',
    IMAGES_DIR: path.join(os.tmpdir(), 'jetkiz-test-images'),
    // Tests read SMS codes and links at /dev/outbox; production refuses DEV_ROUTES, so a production config goes without.
    ...(env.NODE_ENV === 'production' ? {} : { DEV_ROUTES: '1' }),
    ...env,
  });
}

export async function buildTestApp(
  db: Db,
  env: Record<string, string> = {},
  overrides: Partial<Omit<AppDependencies, 'db' | 'config'>> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(env), ...overrides });
  await app.ready();
  return app;
}

export interface TestApp {
  db: Db;
  app: FastifyInstance;
}

type AppOverrides = Partial<Omit<AppDependencies, 'db' | 'config'>>;

/** An app's env, or what makes it when the app is built (from the address of a fake provider the test starts first). */
type TestEnv = Record<string, string> | (() => Record<string, string>);

/**
 * The usual life of a test file: a fresh database and an app on it before the first test (`ready` takes them and
 * does any further setup), the app closed after the last. `overrides` may be made from the database (a provider
 * wrapped around the simulator, which keeps its state there).
 */
export function setUpTestApp(
  ready: (test: TestApp) => unknown,
  env: TestEnv = {},
  overrides: AppOverrides | ((db: Db) => AppOverrides) = {},
): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const { db } = await createTestDatabase();
    app = await buildTestApp(db, typeof env === 'function' ? env() : env, typeof overrides === 'function' ? overrides(db) : overrides);
    await ready({ db, app });
  });
  afterAll(() => app?.close());
}

/** The least a production config takes: its required secrets, with providers' addresses that are never reached. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  CODE_HASH_SECRET: 'a-long-enough-production-secret',
  MOBIZON_API_KEY: 'unused',
  SMTP_URL: 'smtp://127.0.0.1:9',
  RECAPTCHA_SECRET: 'unused',
  PII_ENCRYPTION_KEY: '00'.repeat(32),
  PAYMENT_PROVIDER: 'ioka',
  IOKA_API_KEY: 'unused',
  IOKA_WEBHOOK_SECRET: 'unused',
  IOKA_API_URL: 'http://127.0.0.1:9',
  COURIER_PROVIDER: 'yandex',
  YANDEX_DELIVERY_TOKEN: 'unused',
  YANDEX_DELIVERY_URL: 'http://127.0.0.1:9',
  INSURER: 'rest',
  INSURER_API_URL: 'http://127.0.0.1:9',
  INSURER_API_KEY: 'unused',
  INSURER_CONTACT_NAME: 'Insurer',
  INSURER_CONTACT_PHONE: '77272000000',
  INSURER_CONTACT_EMAIL: 'help@insurer.example.kz',
  INSURER_CONTACT_URL: 'https://insurer.example.kz',
};
