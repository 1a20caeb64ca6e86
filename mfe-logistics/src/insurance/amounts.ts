import type { LanguageCode } from '@jetkiz/contracts';

const TIYN_PER_TENGE = 100;

/** Kazakhstan's conventions for ru and kk (GLOSSARY: tenge). */
const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };

/** Tenge with the locale's grouping and ₸ after the amount; kopeck-like tiyn only when there are any. */
export function formatTenge(tenge: number, language: LanguageCode): string {
  const whole = Number.isInteger(tenge);
  const number = new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(tenge);
  return `${number}\u00a0₸`;
}

/** Answers carry integer tiyn. */
export function formatTiyn(tiyn: number, language: LanguageCode): string {
  return formatTenge(tiyn / TIYN_PER_TENGE, language);
}
