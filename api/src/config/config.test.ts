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
      devOutbox: true,
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
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0', databaseUrl: 'postgres://u:p@db:5432/jetkiz', siteUrl: 'https://jetkiz.kz' });
    expect(config.corsOrigins).toEqual(['https://jetkiz.kz', 'https://profile.jetkiz.kz', 'https://widgets.jetkiz.kz', 'https://partner.example', 'https://other.example']);
    expect(config.limits.login.limit).toBe(100);
    expect(config.recaptcha).toMatchObject({ secret: 's', minScore: 0.7 });
  });

  it('takes CORS_ORIGINS as the whole list when set', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example,https://b.example' }).corsOrigins).toEqual(['https://a.example', 'https://b.example']);
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

  it('refuses weak settings in production and turns the dev outbox off', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CODE_HASH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', CODE_HASH_SECRET: 'x'.repeat(32), PASSWORD_HASH_N: '1024' })).toThrow(/PASSWORD_HASH_N below/);
    const production = loadConfig({ NODE_ENV: 'production', CODE_HASH_SECRET: 'x'.repeat(32) });
    expect(production.devOutbox).toBe(false);
  });
});
