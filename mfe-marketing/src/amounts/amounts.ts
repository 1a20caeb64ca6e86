import { INTL_LOCALES, KAZAKH_NUMBER_FALLBACK, kazakhLongDate, type LanguageCode } from '@jetkiz/contracts';

/**
 * Some browsers list Kazakh but ship it without its number and date data (12,500.5 and '2026 M03 1' instead of
 * 12 500,5 and '2026 ж. 1 наурыз'); Kazakh writes numbers as ru-KZ does. So numbers on a Kazakh page are always
 * written as ru-KZ writes them, whatever Kazakh data the runtime has: the
 * prerendered page (Node, with full ICU: '20%') and the browser that hydrates it (Debian's Chromium, without: '20 %')
 * must write the same text.
 */
export function intlLocaleOf(language: LanguageCode): string {
  return language === 'kk' ? KAZAKH_NUMBER_FALLBACK : INTL_LOCALES[language];
}

/** Whole tenge with the locale's grouping and ₸ after the amount (GLOSSARY: tenge), e.g. '12 500 ₸', '12,500 ₸'. */
export function formatTenge(amount: number, language: LanguageCode): string {
  const number = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
  return `${number}\u00a0₸`;
}

/** A rate such as 0.2 as the locale writes a percentage: '20 %', '20%'. */
export function formatPercent(rate: number, language: LanguageCode): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A weight in kilograms with the locale's decimal sign: 1,5 or 1.5. */
export function formatKilograms(kg: number, language: LanguageCode): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 }).format(kg);
}

/** A calendar date ('2026-03-01') written out: '1 марта 2026 г.', '2026 ж. 1 наурыз', '1 March 2026'. */
export function formatLongDate(isoDate: string, language: LanguageCode): string {
  const date = new Date(`${isoDate}T00:00:00`);
  // CLDR's Kazakh pattern from our own month names: the same on the build's Node and in any browser, with or without
  // Kazakh locale data (the prerendered page and the browser hydrating it must write the same text).
  if (language === 'kk') {
    const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
    return kazakhLongDate(year, month, day);
  }
  const locale = language === 'en' ? 'en-GB' : INTL_LOCALES[language];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
