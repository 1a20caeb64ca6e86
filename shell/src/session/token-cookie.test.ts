import { createTokenCookie, tokenCookieAttributes } from './token-cookie';

describe('tokenCookieAttributes', () => {
  it('follows spec §9: 365 days, SameSite=Lax, root path', () => {
    expect(tokenCookieAttributes({ domain: null, secure: false })).toEqual({ expires: 365, sameSite: 'Lax', secure: false, path: '/' });
  });

  it('is Secure and shared with the parent domain when configured', () => {
    expect(tokenCookieAttributes({ domain: '.jetkiz.kz', secure: true })).toEqual({
      expires: 365,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      domain: '.jetkiz.kz',
    });
  });
});

describe('createTokenCookie', () => {
  it('writes, reads and removes z_token', () => {
    const cookie = createTokenCookie({ domain: null, secure: false });
    cookie.write('token-123');
    expect(document.cookie).toContain('z_token=token-123');
    expect(cookie.read()).toBe('token-123');
    cookie.remove();
    expect(cookie.read()).toBeNull();
  });
});
