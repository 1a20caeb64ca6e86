import { COOKIES } from '@jetkiz/contracts';
import Cookies from 'js-cookie';

export interface TokenCookieSettings {
  /** the parent domain shared with the main site; null: this host only */
  domain: string | null;
  secure: boolean;
}

/** Spec §9: the same z_token the main site writes: 365 days, SameSite=Lax, Secure by setting, on the parent domain. */
export function tokenCookieAttributes({ domain, secure }: TokenCookieSettings): Cookies.CookieAttributes {
  return {
    expires: COOKIES.token.days,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(domain ? { domain } : {}),
  };
}

export interface TokenCookie {
  read(): string | null;
  write(token: string): void;
  /** Removes the token for both hosts: the shared cookie, and a host-only one should an older visit have left it. */
  remove(): void;
}

export function createTokenCookie(settings: TokenCookieSettings): TokenCookie {
  const name = COOKIES.token.name;
  return {
    read: () => Cookies.get(name) || null,
    write: (token) => {
      Cookies.set(name, token, tokenCookieAttributes(settings));
    },
    remove: () => {
      if (settings.domain) Cookies.remove(name, { path: '/', domain: settings.domain });
      Cookies.remove(name, { path: '/' });
    },
  };
}
