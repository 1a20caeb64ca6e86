import { ConfigError, parseShellConfig } from './host-config';

const valid = {
  apiUrl: 'http://localhost:4000',
  profileUrl: 'http://localhost:3100',
  widgetsUrl: 'http://localhost:3004',
  siteUrl: 'http://localhost:3000',
  remotes: { mfe_marketing: 'http://localhost:3001/mf-manifest.json' },
};

describe('parseShellConfig', () => {
  it('reads the remotes and defaults the optional settings', () => {
    expect(parseShellConfig(valid)).toEqual({
      ...valid,
      partnerOrigins: [],
      cookieDomain: null,
      secureCookies: false,
      googleTagId: null,
      metaPixelId: null,
    });
  });

  it('reads the analytics and pixel ids when they are set', () => {
    expect(parseShellConfig({ ...valid, googleTagId: 'G-TEST1', metaPixelId: '' })).toMatchObject({
      googleTagId: 'G-TEST1',
      metaPixelId: null,
    });
  });

  it("reads the bot check's site key; an empty one is none", () => {
    expect(parseShellConfig({ ...valid, recaptchaSiteKey: 'site-key' }).recaptchaSiteKey).toBe('site-key');
    expect(parseShellConfig({ ...valid, recaptchaSiteKey: '' }).recaptchaSiteKey).toBeUndefined();
  });

  it("reads the promo video's id; an empty one is none", () => {
    expect(parseShellConfig({ ...valid, promoVideoId: 'dQw4w9WgXcQ' }).promoVideoId).toBe('dQw4w9WgXcQ');
    expect(parseShellConfig({ ...valid, promoVideoId: '' }).promoVideoId).toBeUndefined();
    expect(parseShellConfig(valid).promoVideoId).toBeUndefined();
  });

  it('refuses a config without the API URL', () => {
    expect(() => parseShellConfig({ ...valid, apiUrl: '' })).toThrow(ConfigError);
  });

  it('refuses a config without remotes', () => {
    expect(() => parseShellConfig({ ...valid, remotes: undefined })).toThrow(ConfigError);
  });
});
