import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: 'localhost',
      port: 4000,
      databaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      profileUrl: 'http://localhost:3100',
      corsOrigins: ['http://localhost:3000', 'http://localhost:3100', 'http://localhost:3004'],
      passwordHash: { N: 2 ** 17, r: 8, p: 1 },
      phoneCode: { ttlSeconds: 300, maxAttempts: 5, resendSeconds: 60 },
      limits: { login: { limit: 5, windowSeconds: 60 } },
      devRoutes: false,
      docsPublic: true,
      sms: { provider: 'outbox', from: undefined, mobizon: { apiKey: undefined, apiUrl: 'https://api.mobizon.kz' } },
    });
    expect(config.dataDir.endsWith(path.join('.data', 'pglite'))).toBe(true);
  });

  it('reads env, adding partner origins to the CORS list', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/jetkiz',
      SITE_URL: 'https://jetkiz.kz/',
      PROFILE_URL: 'https://profile.jetkiz.kz',
      WIDGETS_URL: 'https://widgets.jetkiz.kz',
      PARTNER_ORIGINS: 'https://partner.example/some/page, https://other.example',
      LIMIT_LOGIN_PER_MINUTE: '100',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_MIN_SCORE: '0.7',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/jetkiz',
      siteUrl: 'https://jetkiz.kz',
    });
    expect(config.corsOrigins).toEqual([
      'https://jetkiz.kz',
      'https://profile.jetkiz.kz',
      'https://widgets.jetkiz.kz',
      'https://partner.example',
      'https://other.example',
    ]);
    expect(config.limits.login.limit).toBe(100);
    expect(config.recaptcha).toMatchObject({ secret: 's', minScore: 0.7 });
  });

  it('takes CORS_ORIGINS as the whole list when set', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example,https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'ftp://x', LIMIT_LOGIN_PER_MINUTE: '0', NODE_ENV: 'staging', PASSWORD_HASH_N: '1000' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toHaveLength(5);
    for (const name of ['NODE_ENV', 'SITE_URL', 'PASSWORD_HASH_N must be a power of two', 'PORT', 'LIMIT_LOGIN_PER_MINUTE']) {
      expect(problems).toContainEqual(expect.stringContaining(name));
    }
  });

  it('refuses weak settings in production', () => {
    expect(() => loadConfig({ ...productionEnv, CODE_HASH_SECRET: undefined })).toThrow(/CODE_HASH_SECRET/);
    expect(() => loadConfig({ ...productionEnv, PASSWORD_HASH_N: '1024' })).toThrow(/PASSWORD_HASH_N below/);
  });

  it('fails closed in production: one line per missing outside service or secret', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    const { problems } = error as ConfigError;
    expect(problems).toEqual([
      expect.stringContaining('CODE_HASH_SECRET'),
      expect.stringContaining('MOBIZON_API_KEY'),
      expect.stringContaining('PAYMENT_PROVIDER'),
      expect.stringContaining('COURIER_PROVIDER'),
      expect.stringContaining('PII_ENCRYPTION_KEY'),
      expect.stringContaining('SMTP_URL'),
      expect.stringContaining('RECAPTCHA_SECRET'),
      expect.stringContaining('INSURER'),
    ]);
    expect(() => loadConfig({ ...productionEnv, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER=outbox/);
  });

  it('starts in production with every outside service set: no /dev routes, no public Swagger UI', () => {
    const production = loadConfig(productionEnv);
    expect(production).toMatchObject({ devRoutes: false, docsPublic: false, sms: { provider: 'mobizon', mobizon: { apiKey: 'k' } } });
    expect(loadConfig({ ...productionEnv, DOCS_PUBLIC: '1' }).docsPublic).toBe(true);
  });

  it('reads PII_ENCRYPTION_KEY as 32 bytes of hex or base64, with a development key outside production', () => {
    expect(loadConfig(productionEnv).piiEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ ...productionEnv, PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).piiEncryptionKey).toEqual(
      Buffer.alloc(32, 1),
    );
    expect(() => loadConfig({ ...productionEnv, PII_ENCRYPTION_KEY: 'short' })).toThrow(/PII_ENCRYPTION_KEY must be 32 bytes/);
    expect(loadConfig({}).piiEncryptionKey).toHaveLength(32);
    expect(loadConfig({}).verificationProvider).toBe('local');
  });

  it('serves /dev routes only with DEV_ROUTES=1, and refuses DEV_ROUTES=1 in production', () => {
    expect(loadConfig({ DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(false);
    expect(() => loadConfig({ ...productionEnv, DEV_ROUTES: '1' })).toThrow(/DEV_ROUTES must not be set in production/);
  });

  it('reads the SMS provider settings', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'mobizon',
      MOBIZON_API_KEY: 'key',
      MOBIZON_API_URL: 'http://127.0.0.1:9/',
      SMS_FROM: 'Jetkiz',
    });
    expect(config.sms).toEqual({
      provider: 'mobizon',
      from: 'Jetkiz',
      mobizon: { apiKey: 'key', apiUrl: 'http://127.0.0.1:9', timeoutMs: 10_000 },
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'mobizon' })).toThrow(/MOBIZON_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be one of outbox, mobizon/);
  });
});

const productionEnv: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  CODE_HASH_SECRET: 'x'.repeat(32),
  MOBIZON_API_KEY: 'k',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  RECAPTCHA_SECRET: 'r',
  PII_ENCRYPTION_KEY: 'ab'.repeat(32),
  PAYMENT_PROVIDER: 'ioka',
  IOKA_API_KEY: 'k',
  IOKA_WEBHOOK_SECRET: 'w',
  COURIER_PROVIDER: 'yandex',
  YANDEX_DELIVERY_TOKEN: 't',
  INSURER: 'rest',
  INSURER_API_URL: 'http://127.0.0.1:9',
  INSURER_API_KEY: 'k',
  INSURER_CONTACT_NAME: 'Insurer',
  INSURER_CONTACT_PHONE: '77272000000',
  INSURER_CONTACT_EMAIL: 'help@insurer.example.kz',
  INSURER_CONTACT_URL: 'https://insurer.example.kz',
};

describe('the courier settings', () => {
  it('default to the simulator stepping every 20 seconds, and read Yandex Delivery with its token', () => {
    expect(loadConfig({}).courier).toEqual({
      provider: 'simulator',
      simulator: { stepSeconds: 20 },
      yandex: { url: 'https://b2b.taxi.yandex.net', token: undefined, timeoutMs: 10_000 },
    });
    expect(loadConfig({ COURIER_SIM_STEP_SECONDS: '0' }).courier.simulator.stepSeconds).toBe(0);
    const yandex = loadConfig({ COURIER_PROVIDER: 'yandex', YANDEX_DELIVERY_TOKEN: 't', YANDEX_DELIVERY_URL: 'http://127.0.0.1:9/' });
    expect(yandex.courier).toMatchObject({ provider: 'yandex', yandex: { url: 'http://127.0.0.1:9', token: 't' } });
  });

  it('refuses Yandex without a token, an unknown provider or pace, and the simulator in production', () => {
    expect(() => loadConfig({ COURIER_PROVIDER: 'yandex' })).toThrow(/YANDEX_DELIVERY_TOKEN/);
    expect(() => loadConfig({ COURIER_PROVIDER: 'pigeon' })).toThrow(/COURIER_PROVIDER/);
    expect(() => loadConfig({ COURIER_SIM_STEP_SECONDS: '-1' })).toThrow(/COURIER_SIM_STEP_SECONDS/);
    expect(() => loadConfig({ ...productionEnv, COURIER_PROVIDER: 'simulator' })).toThrow(/COURIER_PROVIDER=simulator/);
    expect(loadConfig(productionEnv).courier.provider).toBe('yandex');
  });
});

describe('the courier claims settings', () => {
  it('default to tracking after 5 s, doubling up to 2 minutes, refunds within 7 days, a given-up fee capture or void again after an hour up to 24 times, 30 estimates a minute per IP', () => {
    expect(loadConfig({}).logistics).toEqual({
      trackFirstSeconds: 5,
      trackFactor: 2,
      trackMaxSeconds: 120,
      refundDays: 7,
      paymentRetryMinutes: 60,
      paymentMaxRetries: 24,
      estimatesPerIp: { limit: 30, windowSeconds: 60 },
    });
    const set = loadConfig({
      COURIER_TRACK_FIRST_SECONDS: '1',
      COURIER_TRACK_FACTOR: '3',
      COURIER_TRACK_MAX_SECONDS: '30',
      COURIER_REFUND_DAYS: '5',
      COURIER_PAYMENT_RETRY_MINUTES: '15',
      COURIER_PAYMENT_MAX_RETRIES: '3',
      LIMIT_COURIER_ESTIMATES_PER_IP_PER_MINUTE: '10',
    });
    expect(set.logistics).toEqual({
      trackFirstSeconds: 1,
      trackFactor: 3,
      trackMaxSeconds: 30,
      refundDays: 5,
      paymentRetryMinutes: 15,
      paymentMaxRetries: 3,
      estimatesPerIp: { limit: 10, windowSeconds: 60 },
    });
  });

  it("refuses a refund later than spec §9's 7 days, a cap below the first wait, payment re-queues outside 1 to 1000, and values that are not numbers", () => {
    expect(() => loadConfig({ COURIER_REFUND_DAYS: '8' })).toThrow(/COURIER_REFUND_DAYS/);
    expect(() => loadConfig({ COURIER_TRACK_FIRST_SECONDS: '60', COURIER_TRACK_MAX_SECONDS: '10' })).toThrow(/COURIER_TRACK_MAX_SECONDS/);
    expect(() => loadConfig({ COURIER_TRACK_FACTOR: 'fast' })).toThrow(/COURIER_TRACK_FACTOR/);
    expect(() => loadConfig({ COURIER_PAYMENT_RETRY_MINUTES: '0' })).toThrow(/COURIER_PAYMENT_RETRY_MINUTES/);
    expect(() => loadConfig({ COURIER_PAYMENT_MAX_RETRIES: '0' })).toThrow(/COURIER_PAYMENT_MAX_RETRIES/);
    expect(() => loadConfig({ COURIER_PAYMENT_MAX_RETRIES: '1001' })).toThrow(/COURIER_PAYMENT_MAX_RETRIES/);
    expect(() => loadConfig({ COURIER_PAYMENT_MAX_RETRIES: 'forever' })).toThrow(/COURIER_PAYMENT_MAX_RETRIES/);
    expect(loadConfig({ COURIER_PAYMENT_MAX_RETRIES: '1' }).logistics.paymentMaxRetries).toBe(1);
    expect(loadConfig({ COURIER_PAYMENT_MAX_RETRIES: '1000' }).logistics.paymentMaxRetries).toBe(1000);
    expect(() => loadConfig({ LIMIT_COURIER_ESTIMATES_PER_IP_PER_MINUTE: '0' })).toThrow(/LIMIT_COURIER_ESTIMATES_PER_IP_PER_MINUTE/);
  });
});

describe('the insurer settings', () => {
  it('default to the simulator with its contact, and read the REST adapter with its key, address and contact', () => {
    expect(loadConfig({}).insurance).toMatchObject({ insurer: 'simulator', rest: { timeoutMs: 10_000, apiKey: undefined } });
    const rest = loadConfig({ ...productionEnv, NODE_ENV: 'development', INSURER_API_URL: 'http://127.0.0.1:9/' }).insurance;
    expect(rest).toEqual({
      insurer: 'rest',
      rest: { url: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 10_000 },
      contact: { name: 'Insurer', phone: '77272000000', email: 'help@insurer.example.kz', url: 'https://insurer.example.kz' },
      paymentExpiryMinutes: 60,
    });
    expect(loadConfig({ INSURANCE_PAYMENT_EXPIRY_MINUTES: '15' }).insurance.paymentExpiryMinutes).toBe(15);
  });

  it('refuses the REST adapter without its key, address or contact, a bad contact, the simulator in production, and a waiting time under 5 minutes', () => {
    expect(() => loadConfig({ INSURER: 'rest' })).toThrow(/INSURER_API_KEY/);
    expect(() => loadConfig({ ...productionEnv, INSURER_CONTACT_EMAIL: undefined })).toThrow(/INSURER_CONTACT_EMAIL/);
    expect(() => loadConfig({ INSURER_CONTACT_PHONE: '+7 (727) 200-00-00' })).toThrow(/INSURER_CONTACT_PHONE/);
    expect(() => loadConfig({ INSURER: 'lloyds' })).toThrow(/INSURER must be one of simulator, rest/);
    expect(() => loadConfig({ ...productionEnv, INSURER: 'simulator' })).toThrow(/INSURER=simulator/);
    expect(() => loadConfig({ INSURANCE_PAYMENT_EXPIRY_MINUTES: '4' })).toThrow(/INSURANCE_PAYMENT_EXPIRY_MINUTES/);
  });
});

describe('the queue in front of the database', () => {
  it('defaults to a pool of 10, 100 waiting queries and a 3 s wait, and reads its env', () => {
    expect(loadConfig({}).databaseQueue).toEqual({ poolSize: 10, queueLimit: 100, queueTimeoutMs: 3000 });
    const set = loadConfig({ DATABASE_POOL_SIZE: '20', DATABASE_QUEUE_LIMIT: '0', DATABASE_QUEUE_TIMEOUT_MS: '500' });
    expect(set.databaseQueue).toEqual({ poolSize: 20, queueLimit: 0, queueTimeoutMs: 500 });
  });

  it('refuses a pool of none and a wait of nothing', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_QUEUE_TIMEOUT_MS: '0' })).toThrow(/DATABASE_QUEUE_TIMEOUT_MS/);
  });
});
