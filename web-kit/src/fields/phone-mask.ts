import { PHONE_MASK, SMS_CODE_LENGTH, formatPhone, phoneInputFor, phoneOnLeaving } from '@jetkiz/contracts';
import type { FactoryOpts, Masked } from 'imask';

/** PHONE_MASK in imask's words: '+{7}' keeps the country code in the value, every '#' takes a digit. */
const PHONE_PATTERN = PHONE_MASK.replace('+7', '+{7}').replace(/#/g, '0');

/** What the contracts' phone rule needs to know of the mask at the cursor. */
function stateOf(masked: Masked) {
  return { digitsBefore: masked.unmaskedValue, countryTypedAsSeven: masked.rawInputValue === '7' };
}

/** A field's imask options, and how its text reads in the moment before imask has loaded (as a whole, like a paste). */
export interface FieldMask {
  options: FactoryOpts;
  whileLoading: (text: string) => string;
}

/** The phone mask +7 (###) ###-##-##: '8 701 234 56 78', '+7 701…', '7701…' typed or pasted all end as '+7 (701) 234-56-78'. */
const PHONE_MASK_OPTIONS: FactoryOpts = {
  mask: PHONE_PATTERN,
  prepare: (chunk, masked) => phoneInputFor(chunk, stateOf(masked)),
  commit: (_value, masked) => {
    const whole = phoneOnLeaving({ digitsBefore: masked.unmaskedValue, startedWithSeven: masked.rawInputValue.startsWith('7') });
    if (whole) masked.unmaskedValue = whole;
  },
};

export const PHONE_FIELD_MASK: FieldMask = { options: PHONE_MASK_OPTIONS, whileLoading: formatPhone };

/** A one-time code of `length` digits (spec §5: mask ####). */
export function codeFieldMask(length: number = SMS_CODE_LENGTH): FieldMask {
  return { options: { mask: '0'.repeat(length) }, whileLoading: (text) => text.replace(/\D/g, '').slice(0, length) };
}
