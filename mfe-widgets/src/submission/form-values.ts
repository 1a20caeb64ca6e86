import { normalizePhone } from '@jetkiz/contracts';

/** '' → undefined, so `required` speaks for an empty field; anything else as the number it says (NaN fails the rule). */
export function numberOrUndefined(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

export function textOrUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Phones leave the form normalised (spec §5); an incomplete one is sent as typed, so its rule still fails. */
export function phoneOrUndefined(value: string): string | undefined {
  const text = textOrUndefined(value);
  return text === undefined ? undefined : normalizePhone(text);
}
