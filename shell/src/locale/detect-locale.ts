import { COOKIES, DEFAULT_LOCALE, isLocaleCode, localeOfLanguage } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';
import Cookies from 'js-cookie';

/** Maps a browser language tag (`kk-KZ`, `ru`, `en-US` …) to a site locale, or null when we don't speak it. */
export function localeOfBrowserLanguage(tag: string): LocaleCode | null {
  const primary = tag.toLowerCase().split('-')[0];
  if (primary === 'kz') return 'kz';
  return primary === 'ru' || primary === 'kk' || primary === 'en' ? localeOfLanguage(primary) : null;
}

/** Spec §2: the locale cookie first, then the browser's languages in order, then ru. */
export function detectLocale(cookieValue: string | undefined, browserLanguages: readonly string[]): LocaleCode {
  if (cookieValue && isLocaleCode(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const locale = localeOfBrowserLanguage(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function detectBrowserLocale(): LocaleCode {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLocale(Cookies.get(COOKIES.locale.name), languages);
}
