import Cookies from 'js-cookie';
import { LocaleStore } from './locale-store';

function storeWith(initial: 'ru' | 'kz' | 'en') {
  const languages: string[] = [];
  const store = new LocaleStore(
    initial,
    { changeLanguage: async (language) => languages.push(language) },
    { siteUrl: 'https://jetkiz.kz', secureCookies: false },
  );
  return { store, languages };
}

describe('LocaleStore', () => {
  it('applies the starting locale to i18next, <html lang> and the cookie', async () => {
    const { store, languages } = storeWith('kz');
    await store.start();
    expect(languages).toEqual(['kk']);
    expect(document.documentElement.lang).toBe('kk');
    expect(Cookies.get('locale')).toBe('kz');
    expect(store.links.login).toBe('https://jetkiz.kz/kz?modal=login');
  });

  it('switches language and keeps ?lang= in step so a reload stays in it', async () => {
    window.history.replaceState(null, '', '/travels?lang=ru');
    const { store, languages } = storeWith('ru');
    await store.switchTo('en');
    expect(languages).toEqual(['en']);
    expect(store.language).toBe('en');
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.pathname).toBe('/travels');
    expect(Cookies.get('locale')).toBe('en');
  });
});
