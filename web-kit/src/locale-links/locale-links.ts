import type { LocaleCode } from '@jetkiz/contracts';

/** The profile host's routes have no locale prefix: the language rides in this query parameter. */
export const LANG_PARAM = 'lang';

/**
 * An absolute address on the profile host in the user's language, for every link from the site (and its remotes):
 * `profileLink('https://my.jetkiz.kz', 'kz', '/deals/3#chat')` → `https://my.jetkiz.kz/deals/3?lang=kz#chat`.
 */
export function profileLink(profileUrl: string, locale: LocaleCode, path = '/', query: Record<string, string> = {}): string {
  const url = new URL(path, profileUrl);
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
