import { PHONE_MASK } from '../constants';

const MASK_SLOT = '#';
const NATIONAL_DIGITS = 10;
const TRUNK_PREFIXES = ['7', '8'];

/** The 10 national digits of anything typed or pasted: '+7 (701…', '8701…', '7701…' or '701…'. */
function nationalDigitsOf(input: string): string {
  const trimmed = input.trim();
  if (trimmed.startsWith('+7')) return trimmed.slice(2).replace(/\D/g, '').slice(0, NATIONAL_DIGITS);
  const digits = trimmed.replace(/\D/g, '');
  const hasTrunk = digits.length === NATIONAL_DIGITS + 1 && TRUNK_PREFIXES.includes(digits[0]!);
  return (hasTrunk ? digits.slice(1) : digits).slice(0, NATIONAL_DIGITS);
}

/** Fills PHONE_MASK as far as there are digits: '7012345678' → '+7 (701) 234-56-78'. */
export function formatPhone(input: string): string {
  const digits = nationalDigitsOf(input);
  if (!digits) return '';
  let formatted = '';
  let next = 0;
  for (const char of PHONE_MASK) {
    if (next === digits.length) break;
    formatted += char === MASK_SLOT ? digits[next++] : char;
  }
  return formatted;
}

/** What the API receives: the masked phone without spaces, parentheses, hyphens and '+'. */
export function normalizePhone(masked: string): string {
  return masked.replace(/[\s()+-]/g, '');
}

/** True when the value fills the whole mask: +7 and ten more digits. */
export function isCompletePhone(value: string): boolean {
  return /^7\d{10}$/.test(normalizePhone(value));
}

const NATIONAL_FIRST_DIGIT = '7';

/**
 * What a phone field shows while the visitor types or pastes, keystroke by keystroke. Every number in Kazakhstan
 * starts with 7, so a leading 8 is the trunk prefix, and an eleventh digit after '77' means the first 7 was the
 * country code typed by hand ('8 701…' and '7 701…' both end as '+7 (701) …'); a lone '8' or '+' starts the mask.
 */
export function formatTypedPhone(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  let national = trimmed.startsWith('+7') ? digits.slice(1) : digits;
  if (national.startsWith('8')) national = national.slice(1);
  if (national.length > NATIONAL_DIGITS && national.startsWith(NATIONAL_FIRST_DIGIT.repeat(2))) national = national.slice(1);
  if (national) return formatPhone(national.slice(0, NATIONAL_DIGITS));
  return ['8', '+', '+7'].includes(trimmed) ? '+7 (' : '';
}
