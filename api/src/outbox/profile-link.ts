import { languageOf } from '@jetkiz/contracts';
import type { SiteLocale } from '../http';

/** The profile host's routes have no locale prefix: it reads the language of a visit from this query parameter. */
const LANG_PARAM = 'lang';

/**
 * A link from a notice to the profile, opening it in the recipient's language (the one the notice is written in):
 * `profileLink('https://my.jetkiz.kz', 'kz', '/deals/3#chat')` → `https://my.jetkiz.kz/deals/3?lang=kk#chat`.
 * A query of `path` and the `query` given are kept; a `lang` already there gives way to the recipient's.
 */
export function profileLink(profileUrl: string, locale: SiteLocale, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${profileUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set(LANG_PARAM, languageOf(locale));
  return url.toString();
}
