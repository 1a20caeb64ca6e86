import { INTL_LOCALES, kazakhLongDate, TIYN_PER_TENGE, type LanguageCode } from '@jetkiz/contracts';

let kazakhData: boolean | null = null;

/**
 * Some browsers ship without Kazakh locale data (Debian's Chromium does) and then write '2026 M12 5' and '7,500'.
 * Kazakh groups digits as Russian does, so numbers fall back to ru-KZ and dates to CLDR's Kazakh pattern by hand.
 */
export function hasKazakhData(): boolean {
  kazakhData ??= Intl.DateTimeFormat.supportedLocalesOf(['kk-KZ']).length > 0 && Intl.NumberFormat.supportedLocalesOf(['kk-KZ']).length > 0;
  return kazakhData;
}

export function intlLocaleOf(language: LanguageCode, withKazakhData = hasKazakhData()): string {
  return language === 'kk' && !withKazakhData ? INTL_LOCALES.ru : INTL_LOCALES[language];
}

/** Whole tenge with the locale's grouping and ₸ after the amount: '12 500 ₸', '12,500 ₸'. */
export function formatTenge(amount: number, language: LanguageCode, withKazakhData = hasKazakhData()): string {
  const number = new Intl.NumberFormat(intlLocaleOf(language, withKazakhData), { maximumFractionDigits: 0 }).format(amount);
  return `${number}\u00a0₸`;
}

/**
 * An amount of the safe deal, which the API sends in tiyn, in tenge: '12 500 ₸'; tiyn, when there are any, after the
 * locale's decimal sign: '2 469,13 ₸'.
 */
export function formatTiyn(tiyn: number, language: LanguageCode, withKazakhData = hasKazakhData()): string {
  const whole = tiyn % TIYN_PER_TENGE === 0;
  const number = new Intl.NumberFormat(intlLocaleOf(language, withKazakhData), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(tiyn / TIYN_PER_TENGE);
  return `${number}\u00a0₸`;
}

export function formatPercent(rate: number, language: LanguageCode): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/**
 * A calendar date of the API (YYYY-MM-DD) as the locale writes it, e.g. '5 декабря 2026 г.'. Read as UTC noon and
 * written in UTC, so no time zone moves it to the day before.
 */
export function formatDate(isoDate: string, language: LanguageCode, withKazakhData = hasKazakhData()): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  if (language === 'kk' && !withKazakhData) return kazakhLongDate(year, month, day);
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return new Intl.DateTimeFormat(intlLocaleOf(language, withKazakhData), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone, the browser's own by default. */
function localDayOf(moment: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(moment);
}

/** The time of a moment of the API (ISO date-time) as the locale writes it: '15:00', '3:00 PM'. */
export function formatTime(iso: string, language: LanguageCode, timeZone?: string, withKazakhData = hasKazakhData()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(language, withKazakhData), { hour: 'numeric', minute: '2-digit', timeZone }).format(moment);
}

/** The calendar day of a moment of the API as formatDate writes it, in a time zone (the browser's own by default). */
export function formatDayOf(iso: string, language: LanguageCode, timeZone?: string, withKazakhData = hasKazakhData()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return formatDate(localDayOf(moment, timeZone), language, withKazakhData);
}

/** A moment of the API (ISO date-time) as the locale writes it: its date as formatDate does, and the time. */
export function formatDateTime(iso: string, language: LanguageCode, timeZone?: string, withKazakhData = hasKazakhData()): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return `${formatDayOf(iso, language, timeZone, withKazakhData)}, ${formatTime(iso, language, timeZone, withKazakhData)}`;
}
