import Cookies from 'js-cookie';
import { createTokenCookie, tokenCookieAttributes } from './token-cookie';

describe('tokenCookieAttributes', () => {
  it('match the main site: 365 days, SameSite=Lax, root path', () => {
    expect(tokenCookieAttributes({ domain: null, secure: false })).toEqual({ expires: 365, sameSite: 'Lax', secure: false, path: '/' });
  });

  it('are Secure and on the parent domain when configured', () => {
    expect(tokenCookieAttributes({ domain: '.jetkiz.kz', secure: true })).toMatchObject({ secure: true, domain: '.jetkiz.kz' });
  });
});

describe('createTokenCookie', () => {
  it('writes, reads and removes z_token', () => {
    const cookie = createTokenCookie({ domain: null, secure: false });
    cookie.write('token-1');
    expect(document.cookie).toContain('z_token=token-1');
    expect(cookie.read()).toBe('token-1');
    cookie.remove();
    expect(cookie.read()).toBeNull();
  });

  it('removes the shared cookie with its domain', () => {
    const remove = jest.spyOn(Cookies, 'remove');
    createTokenCookie({ domain: '.jetkiz.kz', secure: true }).remove();
    expect(remove).toHaveBeenCalledWith('z_token', { path: '/', domain: '.jetkiz.kz' });
    expect(remove).toHaveBeenCalledWith('z_token', { path: '/' });
    remove.mockRestore();
  });
});
