import type { LanguageCode } from '@jetkiz/contracts';

/** Kazakhstan's conventions for ru and kk (GLOSSARY: tenge). */
const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };

/** Whole tenge with the locale's grouping and ₸ after the amount: '12 500 ₸', '12,500 ₸'. */
export function formatTenge(amount: number, language: LanguageCode): string {
  const number = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 0 }).format(amount);
  return `${number}\u00a0₸`;
}
