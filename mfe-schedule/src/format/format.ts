import { INTL_LOCALES, KAZAKH_MONTHS, KAZAKH_WEEKDAYS, TRAVELER_COMMISSION_RATE } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';

export function intlLocaleOf(language: LanguageCode): string {
  return INTL_LOCALES[language];
}

const hasData = new Map<string, boolean>();

/**
 * Some browsers ship without Kazakh locale data (Debian's Chromium among them) and write '125,000' and
 * '2026 M11 28, Sat' while still claiming the locale in `supportedLocalesOf`; so the data is tested by what it
 * writes. Kazakh writes numbers as Russian does, so numbers then borrow ru-KZ and dates are spelled here.
 */
export function hasKazakhData(): boolean {
  let known = hasData.get('kk');
  if (known === undefined) {
    const march = new Intl.DateTimeFormat(INTL_LOCALES.kk, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 2, 5)));
    known = march.toLocaleLowerCase('kk') === 'наурыз';
    hasData.set('kk', known);
  }
  return known;
}

function lacksData(language: LanguageCode): boolean {
  return language === 'kk' && !hasKazakhData();
}

function numberLocaleOf(language: LanguageCode): string {
  return lacksData(language) ? INTL_LOCALES.ru : intlLocaleOf(language);
}

/** A day as CLDR writes it in Kazakh ('2027 ж. 5 наурыз, жм'), for browsers without Kazakh data. */
export function kazakhDate(day: Date): string {
  return `${day.getUTCFullYear()} ж. ${day.getUTCDate()} ${KAZAKH_MONTHS[day.getUTCMonth()]}, ${KAZAKH_WEEKDAYS[day.getUTCDay()]}`;
}

/** Whole tenge with the locale's grouping and ₸ after the amount: '12 500 ₸', '12,500 ₸'. */
export function formatTenge(amount: number, language: LanguageCode): string {
  const number = new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
  return `${number}\u00a0₸`;
}

/** What the traveler keeps of a reward once the service's commission (spec §9: 20%) is taken. */
export function travelerKeeps(reward: number): number {
  return Math.round(reward * (1 - TRAVELER_COMMISSION_RATE));
}

/** A rate such as 0.2 as the locale writes a percentage: '20 %', '20%'. */
export function formatPercent(rate: number, language: LanguageCode): string {
  if (lacksData(language)) return `${formatKilograms(rate * 100, language)}%`;
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** An API date (YYYY-MM-DD, a calendar day with no time zone) as the locale writes it, weekday included. */
export function formatTripDate(isoDate: string, language: LanguageCode): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  if (lacksData(language)) return kazakhDate(day);
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** A moment (an ISO date-time) as the day it was in the visitor's time zone: '10 March 2031', '10 марта 2031 г.'. */
export function formatDay(isoDateTime: string, language: LanguageCode): string {
  const moment = new Date(isoDateTime);
  if (Number.isNaN(moment.getTime())) return isoDateTime;
  if (lacksData(language)) return `${moment.getFullYear()} ж. ${moment.getDate()} ${KAZAKH_MONTHS[moment.getMonth()]}`;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { day: 'numeric', month: 'long', year: 'numeric' }).format(moment);
}

/** A rating on the 1–5 scale with one decimal: '4,5' or '4.5'. */
export function formatRating(rating: number, language: LanguageCode): string {
  return new Intl.NumberFormat(numberLocaleOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A weight in kilograms with the locale's decimal sign: '1,5' or '1.5'. */
export function formatKilograms(kg: number, language: LanguageCode): string {
  return new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: 1 }).format(kg);
}

/** A glossary word at the start of a line: 'railway station' → 'Railway station', 'вокзал' → 'Вокзал'. */
export function capitalized(text: string, language: LanguageCode): string {
  return text.charAt(0).toLocaleUpperCase(intlLocaleOf(language)) + text.slice(1);
}
