import { ConfigError, parseProfileConfig } from './profile-config';

describe('parseProfileConfig', () => {
  it('reads the URLs without trailing slashes and defaults the cookie settings', () => {
    expect(parseProfileConfig({ apiUrl: 'http://localhost:4000/', siteUrl: 'https://jetkiz.kz/' })).toEqual({
      apiUrl: 'http://localhost:4000',
      siteUrl: 'https://jetkiz.kz',
      cookieDomain: null,
      secureCookies: false,
    });
  });

  it('reads the shared cookie domain and the Secure flag', () => {
    expect(
      parseProfileConfig({
        apiUrl: 'https://api.jetkiz.kz',
        siteUrl: 'https://jetkiz.kz',
        cookieDomain: '.jetkiz.kz',
        secureCookies: true,
      }),
    ).toMatchObject({ cookieDomain: '.jetkiz.kz', secureCookies: true });
  });

  it('refuses a config without the API or the site', () => {
    expect(() => parseProfileConfig({ siteUrl: 'https://jetkiz.kz' })).toThrow(ConfigError);
    expect(() => parseProfileConfig({ apiUrl: 'https://api.jetkiz.kz', siteUrl: 'not a url' })).toThrow(ConfigError);
    expect(() => parseProfileConfig(null)).toThrow(ConfigError);
  });
});
