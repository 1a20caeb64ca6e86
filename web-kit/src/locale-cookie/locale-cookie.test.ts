import Cookies from 'js-cookie';
import { createLocaleCookie, localeCookieAttributes } from './locale-cookie';

afterEach(() => {
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('localeCookieAttributes', () => {
  it('keep the locale 365 days at the root, SameSite=Lax, on this host when no parent domain is set', () => {
    expect(localeCookieAttributes({ domain: null, secure: false })).toEqual({ expires: 365, sameSite: 'Lax', secure: false, path: '/' });
  });

  it('share it across the parent domain, Secure, when configured as the token cookie is', () => {
    expect(localeCookieAttributes({ domain: '.jetkiz.kz', secure: true })).toEqual({
      expires: 365,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      domain: '.jetkiz.kz',
    });
  });
});

describe('createLocaleCookie', () => {
  it('writes and reads the locale', () => {
    const cookie = createLocaleCookie({ domain: null, secure: false });
    expect(cookie.read()).toBeNull();
    cookie.write('kz');
    expect(document.cookie).toContain('locale=kz');
    expect(cookie.read()).toBe('kz');
  });

  it('reads nothing that is not a locale', () => {
    document.cookie = 'locale=fr; path=/';
    expect(createLocaleCookie({ domain: null, secure: false }).read()).toBeNull();
  });

  it('writes on the parent domain, taking away a host-only cookie an older visit left', () => {
    const set = jest.spyOn(Cookies, 'set');
    const remove = jest.spyOn(Cookies, 'remove');
    createLocaleCookie({ domain: '.jetkiz.kz', secure: true }).write('en');
    expect(remove).toHaveBeenCalledWith('locale', { path: '/' });
    expect(set).toHaveBeenCalledWith('locale', 'en', expect.objectContaining({ domain: '.jetkiz.kz', secure: true, path: '/' }));
    set.mockRestore();
    remove.mockRestore();
  });
});
