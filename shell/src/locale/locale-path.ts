import { isLocaleCode } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';

/** `/about` → `/kz/about`; `/` → `/kz` */
export function withLocale(locale: LocaleCode, path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
}

/** The path without its locale prefix: `/ru/schedule/5` → `/schedule/5`. */
export function stripLocale(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length && isLocaleCode(segments[0] ?? '')) segments.shift();
  return `/${segments.join('/')}`;
}

/** `/ru/about?x=1#faq` → `/en/about?x=1#faq`: everything but the prefix is kept. */
export function switchLocaleInPath(fullPath: string, target: LocaleCode): string {
  const url = new URL(fullPath, 'http://jetkiz.local');
  return `${withLocale(target, stripLocale(url.pathname))}${url.search}${url.hash}`;
}
