import { detectLocale, localeOfTag } from './detect-locale';

describe('localeOfTag', () => {
  it('reads site prefixes and language tags', () => {
    expect(localeOfTag('kz')).toBe('kz');
    expect(localeOfTag('kk-KZ')).toBe('kz');
    expect(localeOfTag('ru-KZ')).toBe('ru');
    expect(localeOfTag('EN_us')).toBe('en');
    expect(localeOfTag('de')).toBeNull();
    expect(localeOfTag(null)).toBeNull();
  });
});

describe('detectLocale', () => {
  it('prefers ?lang= over the cookie and the browser', () => {
    expect(detectLocale({ query: 'en', cookie: 'kz', browserLanguages: ['ru'] })).toBe('en');
  });

  it('follows the main site locale cookie next', () => {
    expect(detectLocale({ query: null, cookie: 'kz', browserLanguages: ['en-US'] })).toBe('kz');
    expect(detectLocale({ query: 'xx', cookie: 'en', browserLanguages: ['ru'] })).toBe('en');
  });

  it('then the first browser language it speaks, then ru', () => {
    expect(detectLocale({ query: null, cookie: 'zz', browserLanguages: ['de-DE', 'kk-KZ', 'en'] })).toBe('kz');
    expect(detectLocale({ query: null, cookie: undefined, browserLanguages: ['de', 'fr'] })).toBe('ru');
  });
});
