import { PHONE_MASK, SMS_CODE_LENGTH, phoneInputFor, phoneOnLeaving } from '@jetkiz/contracts';
import type { FactoryOpts, Masked } from 'imask';

/** PHONE_MASK in imask's words: '+{7}' keeps the country code in the value, every '#' takes a digit. */
const PHONE_PATTERN = PHONE_MASK.replace('+7', '+{7}').replace(/#/g, '0');

/** What the contracts' phone rule needs to know of the mask at the cursor. */
function stateOf(masked: Masked) {
  return { digitsBefore: masked.unmaskedValue, countryTypedAsSeven: masked.rawInputValue === '7' };
}

/** The phone mask +7 (###) ###-##-##: '8 701 234 56 78', '+7 701…', '7701…' typed or pasted all end as '+7 (701) 234-56-78'. */
export const PHONE_MASK_OPTIONS: FactoryOpts = {
  mask: PHONE_PATTERN,
  prepare: (chunk, masked) => phoneInputFor(chunk, stateOf(masked)),
  commit: (_value, masked) => {
    const whole = phoneOnLeaving({ digitsBefore: masked.unmaskedValue, startedWithSeven: masked.rawInputValue.startsWith('7') });
    if (whole) masked.unmaskedValue = whole;
  },
};

/** A one-time code of `length` digits (spec §5: mask ####). */
export function codeMaskOptions(length: number = SMS_CODE_LENGTH): FactoryOpts {
  return { mask: '0'.repeat(length) };
}
