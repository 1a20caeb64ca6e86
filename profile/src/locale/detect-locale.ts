import { COOKIES, DEFAULT_LOCALE, isLocaleCode, LANG_PARAM } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';
import Cookies from 'js-cookie';

/** `ru`, `kz`, `en` as the site writes them, and the language codes `kk`, `ru-KZ` … as browsers and people do. */
export function localeOfTag(tag: string | null | undefined): LocaleCode | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'kk' || primary === 'kz') return 'kz';
  return isLocaleCode(primary) ? primary : null;
}

export interface LocaleHints {
  /** `?lang=` of the address the user arrived at: every link from the site carries it */
  query: string | null;
  /** the main site's `locale` cookie (shared on the parent domain) */
  cookie: string | undefined;
  browserLanguages: readonly string[];
}

/** The profile opens in the user's language: `?lang=`, then the site's locale cookie, then the browser, then ru. */
export function detectLocale({ query, cookie, browserLanguages }: LocaleHints): LocaleCode {
  const chosen = localeOfTag(query) ?? (cookie && isLocaleCode(cookie) ? cookie : null);
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function detectPageLocale(): LocaleCode {
  return detectLocale({
    query: new URLSearchParams(window.location.search).get(LANG_PARAM),
    cookie: Cookies.get(COOKIES.locale.name),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}
