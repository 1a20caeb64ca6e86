import type { LocaleCode } from '../constants';

/** The profile host's routes have no locale prefix: the language rides in this query parameter. */
export const LANG_PARAM = 'lang';

/**
 * An absolute address on the profile host in the user's language, for every link to it (the site, its remotes and the
 * API's notices): `profileLink('https://my.jetkiz.kz', 'kz', '/deals/3#chat')` → `https://my.jetkiz.kz/deals/3?lang=kz#chat`.
 * The query and fragment of `path`, the `query` given and a path the profile is served under are kept; a `lang`
 * already there gives way.
 */
export function profileLink(profileUrl: string, locale: LocaleCode, path = '/', query: Record<string, string> = {}): string {
  const url = new URL(path.replace(/^\/+/, ''), profileUrl.replace(/\/*$/, '/'));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set(LANG_PARAM, locale);
  return url.toString();
}

/**
 * An absolute address on the site in the user's language, for every link from the profile host: under the locale
 * prefix (spec §2). `siteLink('https://jetkiz.kz', 'kz', '/schedule/12?x=1')` → `https://jetkiz.kz/kz/schedule/12?x=1`.
 */
export function siteLink(siteUrl: string, locale: LocaleCode, path = '/'): string {
  const { pathname, search, hash } = new URL(path, 'http://path.only');
  const rest = pathname.replace(/^\/+|\/+$/g, '');
  return `${siteUrl.replace(/\/+$/, '')}/${locale}${rest ? `/${rest}` : ''}${search}${hash}`;
}
