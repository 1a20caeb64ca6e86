import type { LanguageCode } from '../constants';
import { INTL_LOCALES, KAZAKH_NUMBER_FALLBACK } from '../i18n';

/**
 * Whole tenge as people write them: plain digits, or digits in groups of three split by a space (also the no-break
 * spaces U+00A0 and U+202F that Intl writes), a comma or a dot: '5000', '5 000', '5 000', '5,000', '1.250.000'.
 */
const GROUPED_DIGITS = /^\d{1,3}(?:([\s,.])\d{3})?(?:\1\d{3})*$/;
const PLAIN_DIGITS = /^\d+$/;

/**
 * The number an amount field's text says: '' → undefined (required speaks for it), grouped or plain digits → the
 * integer, anything else → NaN, which fails the amount rule ('5,5' and '-5' are no whole tenge; '-5' keeps its sign
 * so the minimum speaks).
 */
export function amountFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const unsigned = trimmed.replace(/^-/, '');
  if (PLAIN_DIGITS.test(unsigned) || GROUPED_DIGITS.test(unsigned)) {
    const value = Number(unsigned.replace(/\D/g, ''));
    return trimmed.startsWith('-') ? -value : value;
  }
  return Number.NaN;
}

function groupingLocaleOf(language: LanguageCode): string {
  const locale = INTL_LOCALES[language];
  // A browser without Kazakh data writes '5,000' under kk-KZ; Kazakh groups digits as Russian does.
  if (language === 'kk' && new Intl.NumberFormat(locale).format(1000) === '1,000') return KAZAKH_NUMBER_FALLBACK;
  return locale;
}

/** An amount as the language groups its digits (Intl): '5 000' in ru and kk, '5,000' in en. */
export function amountText(amount: number, language: LanguageCode): string {
  return new Intl.NumberFormat(groupingLocaleOf(language), { maximumFractionDigits: 0 }).format(amount);
}

/** What an amount field shows once left: the same amount grouped as the language writes it; other text as it is. */
export function groupedAmountText(text: string, language: LanguageCode): string {
  const amount = amountFromText(text);
  return amount === undefined || !Number.isFinite(amount) || amount < 0 ? text : amountText(amount, language);
}
