import type { FastifyRequest } from 'fastify';

/** The site's URL prefixes (spec §2); `kk` in Accept-Language maps to the `kz` prefix. */
export type SiteLocale = 'ru' | 'kz' | 'en';

/** The first supported language of Accept-Language, else ru (the site's default). */
export function requestLocale(request: FastifyRequest): SiteLocale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = part.split(';')[0].trim().toLowerCase().split('-')[0];
    if (language === 'ru' || language === 'en') return language;
    if (language === 'kk' || language === 'kz') return 'kz';
  }
  return 'ru';
}

export type Localized = Record<SiteLocale, string>;

/** A stored language (a parcel's, a trip's, a submission's) as a site locale; anything unknown is ru. */
export function siteLocaleOf(value: string): SiteLocale {
  return value === 'kz' || value === 'en' ? value : 'ru';
}
