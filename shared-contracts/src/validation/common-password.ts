import { COMMON_PASSWORDS_TEXT } from './common-passwords';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Words a guesser tries first against this service (ASVS 6.1.2): its name, the country, its biggest cities, what it
 * carries, and "password" in the site's languages. A password that is one of them plus digits or symbols
 * ("Jetkiz2026!", "алматы123") counts as common.
 */
export const CONTEXT_PASSWORD_WORDS: readonly string[] = [
  'jetkiz',
  'zhetkiz',
  'жеткиз',
  'жеткіз',
  'kazakhstan',
  'qazaqstan',
  'казахстан',
  'қазақстан',
  'almaty',
  'алматы',
  'astana',
  'астана',
  'shymkent',
  'шымкент',
  'parcel',
  'posylka',
  'посылка',
  'сәлемдеме',
  'password',
  'пароль',
  'құпиясөз',
  'йцукен',
];

const contextWords = new Set(CONTEXT_PASSWORD_WORDS);

/** True for one of the most common passwords, or a context word with only digits or symbols added, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || contextWords.has(lower.replace(/[^\p{L}]/gu, ''));
}
