import { loadConfig } from '../../config';
import { reasonsForRejectLabels, SUMSUB_REASON_KEYS } from './sumsub-reasons';

describe('Sumsub settings', () => {
  it('refuse to start with VERIFICATION_PROVIDER=sumsub and a setting missing, one line per setting', () => {
    expect(() => loadConfig({ VERIFICATION_PROVIDER: 'sumsub', SUMSUB_APP_TOKEN: 'token' })).toThrow(
      /SUMSUB_SECRET_KEY must be set[^\n]*\n\s+- SUMSUB_WEBHOOK_SECRET must be set[^\n]*\n\s+- SUMSUB_LEVEL_NAME must be set/,
    );
    expect(() => loadConfig({ VERIFICATION_PROVIDER: 'sumsub', SUMSUB_API_URL: 'ftp://sumsub' })).toThrow(
      /SUMSUB_API_URL must be an http\(s\) URL/,
    );
  });

  it('are read with Sumsub as the default address, and not required by the other providers', () => {
    const config = loadConfig({
      VERIFICATION_PROVIDER: 'sumsub',
      SUMSUB_APP_TOKEN: 'token',
      SUMSUB_SECRET_KEY: 'secret',
      SUMSUB_WEBHOOK_SECRET: 'hook',
      SUMSUB_LEVEL_NAME: 'basic-kyc-level',
    });
    expect(config.sumsub).toEqual({
      appToken: 'token',
      secretKey: 'secret',
      webhookSecret: 'hook',
      apiUrl: 'https://api.sumsub.com',
      levelName: 'basic-kyc-level',
      timeoutMs: 15_000,
    });
    expect(() => loadConfig({})).not.toThrow();
  });
});

describe("Sumsub's rejectLabels", () => {
  it('become our reason keys, each once, with the general reason for labels told to no applicant and unknown ones', () => {
    expect(reasonsForRejectLabels(['SELFIE_MISMATCH', 'BAD_FACE_MATCHING', 'LOW_QUALITY'])).toEqual([
      SUMSUB_REASON_KEYS.selfieMismatch,
      SUMSUB_REASON_KEYS.documentUnreadable,
    ]);
    expect(reasonsForRejectLabels(['SANCTIONS', 'SOMETHING_NEW'])).toEqual([SUMSUB_REASON_KEYS.other]);
    expect(reasonsForRejectLabels(undefined)).toEqual([SUMSUB_REASON_KEYS.other]);
    expect(reasonsForRejectLabels(['DUPLICATE', 42, 'constructor'])).toEqual([SUMSUB_REASON_KEYS.duplicate, SUMSUB_REASON_KEYS.other]);
  });
});
