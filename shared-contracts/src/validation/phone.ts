import { PHONE_MASK } from '../constants';

const MASK_SLOT = '#';
const NATIONAL_DIGITS = 10;
const TRUNK_PREFIXES = ['7', '8'];
/** Every number in Kazakhstan's plan starts with 7 after the country code (70x, 747, 77x mobiles, 7xx areas). */
const NATIONAL_FIRST_DIGIT = '7';

/** The 10 national digits of anything typed or pasted: '+7 (701…', '8701…', '7701…' or '701…'. */
export function nationalDigitsOf(input: string): string {
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

/**
 * True when the value fills the whole mask with a number of Kazakhstan's plan: +7, then ten digits starting with 7.
 * A number a mask mangled ('8 701…' read as '+7 (870) …') fails, as it starts with another digit.
 */
export function isCompletePhone(value: string): boolean {
  return new RegExp(`^7${NATIONAL_FIRST_DIGIT}\\d{${NATIONAL_DIGITS - 1}}$`).test(normalizePhone(value));
}

/** What the phone field's mask knows while someone types or pastes into it. */
export interface PhoneInputState {
  /** the digits already in the field before the cursor, the country code 7 included ('' for an empty field) */
  digitsBefore: string;
  /** the country code was typed as a bare '7' (not '+7' or the trunk '8'), so it may yet be the national number's first digit */
  countryTypedAsSeven: boolean;
}

/**
 * What a phone mask (+7 (###) ###-##-##) should insert for a typed key or pasted text: the country code 7 first, then
 * national digits. A whole number ('8 701 234 56 78', '+7 701…', '7701…', '701…') becomes '7' and its national digits;
 * a first '8' or '+' is the country code; a bare first '7' is taken for the country code until the next key shows it
 * was the national number's own 7 (no national number starts with another digit).
 */
export function phoneInputFor(chunk: string, state: PhoneInputState): string {
  const digits = chunk.replace(/\D/g, '');
  if (state.digitsBefore === '') {
    if (digits.length >= NATIONAL_DIGITS) return `7${nationalDigitsOf(chunk)}`;
    const trimmed = chunk.trim();
    if (trimmed.startsWith('+') || trimmed.startsWith('7')) return trimmed;
    if (trimmed.startsWith('8')) return `+7${trimmed.slice(1)}`;
    return digits ? `7${chunk}` : chunk;
  }
  const nationalNotYetStarted = state.digitsBefore === '7' && state.countryTypedAsSeven;
  if (nationalNotYetStarted && /^\d/.test(chunk) && !chunk.startsWith(NATIONAL_FIRST_DIGIT)) return `7${chunk}`;
  return chunk;
}

/**
 * The number as it should stay once the field is left. A bare first 7 was taken for the country code; if the digits
 * after it are then one short, that 7 was the national number's own ('777 123 45 67' typed without a prefix), and the
 * digits typed are the whole national number. Anything else stays as it is (null).
 */
export function phoneOnLeaving(state: { digitsBefore: string; startedWithSeven: boolean }): string | null {
  const oneShort = state.digitsBefore.length === NATIONAL_DIGITS;
  return oneShort && state.startedWithSeven && state.digitsBefore.startsWith(NATIONAL_FIRST_DIGIT) ? `7${state.digitsBefore}` : null;
}
