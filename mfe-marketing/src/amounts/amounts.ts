import { INTL_LOCALES, KAZAKH_NUMBER_FALLBACK, type LanguageCode } from '@jetkiz/contracts';

/**
 * Some browsers list Kazakh but ship it without its number and date data (12,500.5 and '2026 M03 1' instead of
 * 12 500,5 and '2026 ж. 1 наурыз'). Kazakh writes numbers as ru-KZ does, so that is the fallback.
 */
function hasKazakhData(): boolean {
  const decimal = new Intl.NumberFormat(INTL_LOCALES.kk).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',';
}

export function intlLocaleOf(language: LanguageCode): string {
  if (language === 'kk' && !hasKazakhData()) return KAZAKH_NUMBER_FALLBACK;
  return INTL_LOCALES[language];
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
  // Without Kazakh month names, a numeric date beats Russian ones on a Kazakh page.
  if (language === 'kk' && !hasKazakhData()) {
    return new Intl.DateTimeFormat(KAZAKH_NUMBER_FALLBACK, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  }
  const locale = language === 'en' ? 'en-GB' : INTL_LOCALES[language];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
