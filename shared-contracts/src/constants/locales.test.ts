import { DEFAULT_LOCALE, FALLBACK_LANGUAGE, LOCALES, isLocaleCode, languageOf, localeOfLanguage } from './locales';

describe('locales', () => {
  it.each([
    ['kz', 'kk'],
    ['ru', 'ru'],
    ['en', 'en'],
  ] as const)('maps the %s prefix to the %s language and back', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
    expect(localeOfLanguage(language)).toBe(locale);
  });

  it('agrees with LOCALES', () => {
    for (const locale of LOCALES) expect(languageOf(locale.code)).toBe(locale.language);
    expect(LOCALES.map((locale) => locale.code)).toEqual(['ru', 'kz', 'en']);
  });

  it('recognises only the three prefixes', () => {
    expect(['ru', 'kz', 'en'].every(isLocaleCode)).toBe(true);
    expect(['kk', 'RU', '', null, 1].some(isLocaleCode)).toBe(false);
  });

  it('defaults to ru and falls back to en', () => {
    expect(DEFAULT_LOCALE).toBe('ru');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });
});
