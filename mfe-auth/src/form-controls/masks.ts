import { PHONE_MASK, SMS_CODE_MASK, formatPhone } from '@jetkiz/contracts';
import type { Masked } from 'imask';

export interface FieldMask {
  /** An IMask pattern: '0' is a digit, anything else is fixed. */
  mask: string;
  prepare?: (chars: string, masked: Masked) => string;
}

/** Contracts write masks with '#' for a digit (spec §5); IMask writes '0'. */
function imaskPattern(mask: string): string {
  return mask.replaceAll('#', '0');
}

/**
 * Into an empty field, what is typed or pasted goes through the contracts' phone formatting: a first '7' is the
 * first digit of the number (not the '+7' IMask would otherwise take it for), and a whole number pasted or
 * autofilled ('+7 701…', '8 701…', '77011234567') keeps its ten national digits.
 */
function preparePhone(chars: string, masked: Masked): string {
  if (masked.value !== '') return chars;
  return formatPhone(chars) || chars;
}

export const PHONE_FIELD_MASK: FieldMask = { mask: imaskPattern(PHONE_MASK), prepare: preparePhone };
export const SMS_CODE_FIELD_MASK: FieldMask = { mask: imaskPattern(SMS_CODE_MASK) };
