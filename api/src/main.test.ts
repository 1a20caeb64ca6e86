import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnApi } from './testing';

/** Everything production needs, pointed at local addresses nothing here answers on: the API must only start. */
const productionEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  CODE_HASH_SECRET: 'a-production-code-hash-secret-of-some-length',
  SMS_PROVIDER: 'mobizon',
  MOBIZON_API_KEY: 'kz-fake-key',
  MOBIZON_API_URL: 'http://127.0.0.1:9',
  SMTP_URL: 'smtp://127.0.0.1:9',
  RECAPTCHA_SECRET: 'fake-recaptcha-secret',
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
  PII_ENCRYPTION_KEY: '5a'.repeat(32),
  PAYMENT_PROVIDER: 'ioka',
  IOKA_API_KEY: 'fake-ioka-key',
  IOKA_WEBHOOK_SECRET: 'fake-ioka-webhook-secret',
  IOKA_API_URL: 'http://127.0.0.1:9',
  COURIER_PROVIDER: 'yandex',
  YANDEX_DELIVERY_TOKEN: 'fake-yandex-token',
  YANDEX_DELIVERY_URL: 'http://127.0.0.1:9',
  INSURER: 'rest',
  INSURER_API_URL: 'http://127.0.0.1:9',
  INSURER_API_KEY: 'fake-insurer-key',
  INSURER_CONTACT_NAME: 'Insurer',
  INSURER_CONTACT_PHONE: '77272000000',
  INSURER_CONTACT_EMAIL: 'help@insurer.example.kz',
  INSURER_CONTACT_URL: 'https://insurer.example.kz',
};

describe('starting the API with NODE_ENV=production', () => {
  it('refuses to start without an SMS provider, e-mail sender, bot check secret and code secret, one line each', async () => {
    const api = await spawnApi({ NODE_ENV: 'production' });
    const code = await api.exited;
    const { stderr } = api.output();
    expect(code).not.toBe(0);
    const lines = stderr.split('\n');
    for (const setting of [
      'MOBIZON_API_KEY',
      'SMTP_URL',
      'RECAPTCHA_SECRET',
      'CODE_HASH_SECRET',
      'PII_ENCRYPTION_KEY',
      'PAYMENT_PROVIDER',
      'COURIER_PROVIDER',
      'INSURER=simulator',
    ]) {
      expect(lines.filter((line) => line.includes(setting))).toHaveLength(1);
    }
  }, 60_000);

  it('refuses DEV_ROUTES=1 and the outbox-only SMS provider', async () => {
    const api = await spawnApi({ ...productionEnv, SMS_PROVIDER: 'outbox', DEV_ROUTES: '1', DATA_DIR: '/nonexistent-not-reached' });
    expect(await api.exited).not.toBe(0);
    expect(api.output().stderr).toMatch(/DEV_ROUTES must not be set in production/);
    expect(api.output().stderr).toMatch(/SMS_PROVIDER=outbox/);
  }, 60_000);

  it('starts with every setting given, without /dev routes or Swagger UI', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jetkiz-production-start-'));
    const port = await freePort();
    const api = await spawnApi({ ...productionEnv, PORT: String(port), DATA_DIR: dataDir, IMAGES_DIR: path.join(dataDir, 'images') });
    const base = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 45_000;
      for (;;) {
        const health = await fetch(`${base}/health`).catch(() => undefined);
        if (health?.ok) break;
        if (api.child.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not start: ${JSON.stringify(api.output())}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      for (const url of ['/dev/outbox?to=77010000000', '/dev/jobs', '/docs', '/docs/json', '/docs/static/index.html']) {
        const response = await fetch(base + url);
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
      }
      expect((await fetch(`${base}/cities`)).status).toBe(200);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
