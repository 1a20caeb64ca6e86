import { COOKIES, isLocaleCode } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';
import Cookies from 'js-cookie';
import { sharedCookieAttributes, type TokenCookieSettings } from '../token-cookie';

/** Where the locale cookie lives: the same parent domain (COOKIE_DOMAIN) and Secure setting as z_token. */
export type LocaleCookieSettings = TokenCookieSettings;

/** Spec §9: `locale` lives 365 days, SameSite=Lax, at the root; shared across the parent domain as z_token is. */
export function localeCookieAttributes(settings: LocaleCookieSettings): Cookies.CookieAttributes {
  return sharedCookieAttributes(COOKIES.locale.days, settings);
}

export interface LocaleCookie {
  /** the locale the user chose last, on either host; null when none or not a locale */
  read(): LocaleCode | null;
  write(locale: LocaleCode): void;
}

/** The one `locale` cookie the site and the profile host both read and write, so either follows the other's language. */
export function createLocaleCookie(settings: LocaleCookieSettings): LocaleCookie {
  const name = COOKIES.locale.name;
  return {
    read: () => {
      const value = Cookies.get(name);
      return value && isLocaleCode(value) ? value : null;
    },
    write: (locale) => {
      // A host-only cookie an older visit left would be sent beside the shared one, and might be read first.
      if (settings.domain) Cookies.remove(name, { path: '/' });
      Cookies.set(name, locale, localeCookieAttributes(settings));
    },
  };
}
