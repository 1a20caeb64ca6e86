import Cookies from 'js-cookie';
import { detectPageLocale } from './detect-locale';
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

  it('writes the cookie on the parent domain the site shares (COOKIE_DOMAIN), so the site follows a switch made here', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const store = new LocaleStore(
      'ru',
      { changeLanguage: async () => undefined },
      { siteUrl: 'https://jetkiz.kz', secureCookies: true, cookieDomain: '.jetkiz.kz' },
    );
    await store.switchTo('kz');
    expect(set).toHaveBeenLastCalledWith('locale', 'kz', expect.objectContaining({ domain: '.jetkiz.kz', secure: true, sameSite: 'Lax' }));
    expect(store.links.home).toBe('https://jetkiz.kz/kz');
    set.mockRestore();
  });

  it("opens a notice's link in the language it names (lang=kk, the language code, as well as the locale kz links write) over the stored one, and keeps it", async () => {
    Cookies.set('locale', 'ru');
    window.history.replaceState(null, '', '/deals/3?lang=kk#chat');
    const { store, languages } = storeWith(detectPageLocale());
    await store.start();
    expect(languages).toEqual(['kk']);
    expect(Cookies.get('locale')).toBe('kz');
    window.history.replaceState(null, '', '/travels');
    expect(detectPageLocale()).toBe('kz');
  });
});
