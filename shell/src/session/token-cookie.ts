import { COOKIES } from '@jetkiz/contracts';
import Cookies from 'js-cookie';


export interface TokenCookieSettings {
  domain: string | null;
  secure: boolean;
}

/** Spec §9: z_token lives 365 days, SameSite=Lax, Secure by build setting, shared across the parent domain. */
export function tokenCookieAttributes({ domain, secure }: TokenCookieSettings): Cookies.CookieAttributes {
  return {
    expires: COOKIES.token.days,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(domain ? { domain } : {}),
  };
}

export function createTokenCookie(settings: TokenCookieSettings) {
  const attributes = tokenCookieAttributes(settings);
  return {
    read: (): string | null => Cookies.get(COOKIES.token.name) ?? null,
    write: (token: string): void => {
      Cookies.set(COOKIES.token.name, token, attributes);
    },
    remove: (): void => {
      Cookies.remove(COOKIES.token.name, { path: '/', ...(settings.domain ? { domain: settings.domain } : {}) });
    },
  };
}

export type TokenCookie = ReturnType<typeof createTokenCookie>;
