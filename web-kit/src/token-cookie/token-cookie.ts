import { COOKIES } from '@jetkiz/contracts';
import Cookies from 'js-cookie';

export interface TokenCookieSettings {
  /** the parent domain the site and the profile host share (COOKIE_DOMAIN); null: this host only */
  domain: string | null;
  /** SECURE_COOKIES */
  secure: boolean;
}

/** Spec §9: a cookie the site and the profile host share is SameSite=Lax, Secure by setting, at the root of the parent domain. */
export function sharedCookieAttributes(days: number, { domain, secure }: TokenCookieSettings): Cookies.CookieAttributes {
  return {
    expires: days,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(domain ? { domain } : {}),
  };
}

/** Spec §9: z_token lives 365 days, shared across the parent domain. */
export function tokenCookieAttributes(settings: TokenCookieSettings): Cookies.CookieAttributes {
  return sharedCookieAttributes(COOKIES.token.days, settings);
}

export interface TokenCookie {
  read(): string | null;
  write(token: string): void;
  /** Removes the token for every host: the shared cookie, and a host-only one should an older visit have left it. */
  remove(): void;
}

/** The one z_token cookie the shell and the profile host both read and write. */
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
