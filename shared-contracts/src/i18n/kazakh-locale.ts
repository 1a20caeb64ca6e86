import type { LanguageCode } from '../constants';

/** Intl locales of the site's languages: Kazakhstan's conventions for ru and kk (GLOSSARY: tenge). */
export const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };

/**
 * Where a browser lacks Kazakh locale data (Debian's Chromium does), numbers borrow ru-KZ (Kazakh groups digits as
 * Russian does) and dates are spelled by hand with CLDR's Kazakh names below.
 */
export const KAZAKH_NUMBER_FALLBACK = INTL_LOCALES.ru;

/** Month names as CLDR writes them in Kazakh dates ('2026 ж. 5 желтоқсан'). */
export const KAZAKH_MONTHS: readonly string[] = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];

/** Short weekday names as CLDR writes them in Kazakh, Sunday first (as `Date.getUTCDay`). */
export const KAZAKH_WEEKDAYS: readonly string[] = ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'];

/** A calendar day in CLDR's Kazakh long pattern: '2026 ж. 5 желтоқсан'. */
export function kazakhLongDate(year: number, month: number, day: number): string {
  return `${year} ж. ${day} ${KAZAKH_MONTHS[month - 1]}`;
}
