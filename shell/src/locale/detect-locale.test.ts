import { detectLocale, localeOfBrowserLanguage } from './detect-locale';

describe('localeOfBrowserLanguage', () => {
  it.each([
    ['kk-KZ', 'kz'],
    ['kk', 'kz'],
    ['ru-RU', 'ru'],
    ['RU', 'ru'],
    ['en-GB', 'en'],
    ['de-DE', null],
    ['uk', null],
  ])('%s → %s', (tag, locale) => {
    expect(localeOfBrowserLanguage(tag)).toBe(locale);
  });
});

describe('detectLocale', () => {
  it('prefers the locale cookie', () => {
    expect(detectLocale('en', ['kk-KZ', 'ru'])).toBe('en');
  });

  it('ignores a cookie that is not a locale', () => {
    expect(detectLocale('fr', ['kk-KZ'])).toBe('kz');
  });

  it('takes the first browser language the site speaks', () => {
    expect(detectLocale(undefined, ['de-DE', 'en-US', 'ru'])).toBe('en');
  });

  it('falls back to ru', () => {
    expect(detectLocale(undefined, ['de-DE', 'fr'])).toBe('ru');
    expect(detectLocale(undefined, [])).toBe('ru');
  });
});
