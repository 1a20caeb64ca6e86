import type { LanguageCode } from '@jetkiz/contracts';

/** Kazakhstan's conventions for ru and kk (GLOSSARY: tenge). */
const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };
const TIYN_PER_TENGE = 100;

/** Tiyn as tenge with the locale's grouping and ₸ after the amount: '12 500 ₸', '12,500 ₸'. */
export function formatTenge(tiyn: number, language: LanguageCode): string {
  const tenge = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 2 }).format(tiyn / TIYN_PER_TENGE);
  return `${tenge}\u00a0₸`;
}

/** '4.2 km' in the locale's words and digits. */
export function formatDistance(meters: number, language: LanguageCode): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
    meters / 1000,
  );
}

/** '25 min' in the locale's words. */
export function formatMinutes(minutes: number, language: LanguageCode): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
}

/** A YYYY-MM-DD day as the locale writes it: '3 December 2026'. */
export function formatDay(day: string, language: LanguageCode): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** The day of a moment (ISO date-time) as formatDay writes it, in a time zone (the browser's own by default). */
export function formatDayOf(moment: string, language: LanguageCode, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(moment));
  return formatDay(day, language);
}
