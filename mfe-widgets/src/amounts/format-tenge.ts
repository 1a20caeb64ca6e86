import { amountText, type LanguageCode } from '@jetkiz/contracts';

/** Whole tenge with the locale's grouping and ₸ after the amount: '12 500 ₸', '12,500 ₸'. */
export function formatTenge(amount: number, language: LanguageCode): string {
  return `${amountText(amount, language)}\u00a0₸`;
}
