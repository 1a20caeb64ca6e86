import Cookies from 'js-cookie';
import { LocaleStore } from './locale-store';

afterEach(() => {
  document.cookie = 'locale=; path=/; max-age=0';
});

function store(cookieSettings = { domain: null as string | null, secure: false }) {
  const shown: string[] = [];
  const locale = new LocaleStore(
    'ru',
    async (language) => {
      shown.push(language);
    },
    () => undefined,
    cookieSettings,
  );
  return { locale, shown };
}

describe('LocaleStore.follow', () => {
  it('shows the language, sets <html lang> and remembers the locale in the cookie', () => {
    const { locale, shown } = store();
    locale.follow('kz');
    expect(shown).toEqual(['kk']);
    expect(document.documentElement.lang).toBe('kk');
    expect(Cookies.get('locale')).toBe('kz');
  });

  it('writes the cookie on the parent domain the profile host shares (COOKIE_DOMAIN)', () => {
    const set = jest.spyOn(Cookies, 'set');
    store({ domain: '.jetkiz.kz', secure: true }).locale.follow('en');
    expect(set).toHaveBeenCalledWith('locale', 'en', expect.objectContaining({ domain: '.jetkiz.kz', secure: true, sameSite: 'Lax' }));
    set.mockRestore();
  });
});
