import { ConfigError, loadConfig } from '../config';
import { PRODUCTION_ENV } from '../testing';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
  }
  return [];
};

describe('payment settings', () => {
  it('defaults to the simulator with a development webhook secret', () => {
    const { payments } = loadConfig({});
    expect(payments.provider).toBe('simulator');
    expect(payments.simulator.webhookSecret).toMatch(/dev/);
    expect(payments.ioka).toEqual({ apiUrl: 'https://api.ioka.kz', apiKey: undefined, webhookSecret: undefined, timeoutMs: 15_000 });
  });

  it('refuses to start with ioka and a missing key or webhook secret', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'ioka' })).toEqual([
      'IOKA_API_KEY must be set when PAYMENT_PROVIDER is ioka',
      'IOKA_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is ioka',
    ]);
    expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toEqual(["PAYMENT_PROVIDER must be one of simulator, ioka, got 'stripe'"]);
    expect(refusal({ PAYMENT_PROVIDER: 'ioka', IOKA_API_KEY: 'k', IOKA_WEBHOOK_SECRET: 's', IOKA_API_URL: 'ftp://x' })).toEqual([
      "IOKA_API_URL must be an http(s) URL, got 'ftp://x'",
    ]);
    const { payments } = loadConfig({
      PAYMENT_PROVIDER: 'ioka',
      IOKA_API_KEY: 'k',
      IOKA_WEBHOOK_SECRET: 's',
      IOKA_API_URL: 'http://127.0.0.1:9/',
      IOKA_TIMEOUT_MS: '500',
    });
    expect(payments).toMatchObject({
      provider: 'ioka',
      ioka: { apiUrl: 'http://127.0.0.1:9', apiKey: 'k', webhookSecret: 's', timeoutMs: 500 },
    });
  });

  it('refuses the simulator in production, where money is real', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'simulator' })).toThrow(
      /PAYMENT_PROVIDER=simulator takes no real money/,
    );
    expect(loadConfig(PRODUCTION_ENV).payments.provider).toBe('ioka');
  });
});
