import { stripLocale, switchLocaleInPath, withLocale } from './locale-path';

describe('switchLocaleInPath', () => {
  it('changes only the prefix', () => {
    expect(switchLocaleInPath('/ru/about', 'en')).toBe('/en/about');
  });

  it('keeps the query and the hash', () => {
    expect(switchLocaleInPath('/kz/schedule/12?guest_token=abc#cards', 'ru')).toBe('/ru/schedule/12?guest_token=abc#cards');
  });

  it('handles the home page', () => {
    expect(switchLocaleInPath('/en', 'kz')).toBe('/kz');
    expect(switchLocaleInPath('/en/#faq', 'ru')).toBe('/ru#faq');
  });

  it('adds a prefix to a path that has none', () => {
    expect(switchLocaleInPath('/about', 'en')).toBe('/en/about');
  });
});

describe('withLocale and stripLocale', () => {
  it('are inverse', () => {
    expect(withLocale('kz', '/schedule/5')).toBe('/kz/schedule/5');
    expect(withLocale('ru', '/')).toBe('/ru');
    expect(stripLocale('/kz/schedule/5')).toBe('/schedule/5');
    expect(stripLocale('/en')).toBe('/');
  });
});
