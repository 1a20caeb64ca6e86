import { mixed, number, string, type TestContext } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { amountFromText } from './amount-text';
import { isIsoDate, isNotPast, isWithinPlanningHorizon, PLANNING_HORIZON_YEARS } from './dates';
import { hasUnsafeCharacters } from './plain-text';

/** Rewards and offered amounts are whole tenge in this range (issue 15 item 11). */
export const MIN_AMOUNT_TENGE = 1;
export const MAX_AMOUNT_TENGE = 10_000_000;

/** Any text of a request: no NUL, control character or lone surrogate (see plain-text.ts). */
export function plainTextField() {
  return string().test({
    name: 'plainText',
    message: MESSAGE_KEYS.invalidCharacters,
    test: (value) => typeof value !== 'string' || !hasUnsafeCharacters(value),
  });
}

/**
 * Text of at most `max` characters after trimming; a blank one breaks `.required()`'s sibling rule 'notBlank'.
 * Checked without yup's trim(), whose transform throws on a value that is no string (a 422, never a 500).
 */
export function trimmedTextField(max: number) {
  return plainTextField()
    .test({ name: 'notBlank', message: MESSAGE_KEYS.fieldRequired, test: (value) => typeof value !== 'string' || value.trim() !== '' })
    .test({
      name: 'maxLength',
      message: MESSAGE_KEYS.maxLengthNotValid,
      params: { jsonSchema: { maxLength: max } },
      test: (value) => typeof value !== 'string' || value.trim().length <= max,
    });
}

/** Optional text of at most `max` characters after trimming; blank is no text. */
export function optionalTrimmedTextField(max: number) {
  return plainTextField().test({
    name: 'maxLength',
    message: MESSAGE_KEYS.maxLengthNotValid,
    params: { jsonSchema: { maxLength: max } },
    test: (value) => typeof value !== 'string' || value.trim().length <= max,
  });
}

export function numberField() {
  return number().typeError(MESSAGE_KEYS.onlyNumbersRequired);
}

export function cityIdField() {
  return numberField().required(MESSAGE_KEYS.fieldRequired).integer(MESSAGE_KEYS.onlyNumbersRequired).min(1, MESSAGE_KEYS.invalidMinValue);
}

/**
 * Whole tenge from 1 to 10,000,000; Infinity, NaN, '1e9' and 0.5 fail like any number out of range. Grouped digits are
 * read as amountFromText reads a field ('5 000' is 5000), so a form and the API agree on what a written amount says.
 */
export function amountField() {
  return numberField()
    .transform((value: unknown, original: unknown) => {
      const written = typeof original === 'string' ? amountFromText(original) : undefined;
      return written !== undefined && Number.isFinite(written) ? written : value;
    })
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(MIN_AMOUNT_TENGE, MESSAGE_KEYS.invalidMinValue)
    .max(MAX_AMOUNT_TENGE, MESSAGE_KEYS.invalidMaxValue)
    .meta({ description: 'whole tenge' });
}

/** A city different from the one named by `from_city_id` on the same object. */
export function destinationCityField() {
  return cityIdField().test({
    name: 'sameCities',
    message: MESSAGE_KEYS.sameCities,
    test(value, context: TestContext) {
      return value !== (context.parent as { from_city_id?: unknown }).from_city_id;
    },
  });
}

const dateDescription = `YYYY-MM-DD, a real date from today in Kazakhstan to ${PLANNING_HORIZON_YEARS} years ahead`;

/** A real calendar date written YYYY-MM-DD, at most two years ahead; empty passes (required is its own rule). */
export function plannedDateField() {
  return plainTextField()
    .test({
      name: 'isoDate',
      message: MESSAGE_KEYS.untitledError,
      params: { jsonSchema: { format: 'date', description: dateDescription } },
      test: (value) => !value || isIsoDate(value),
    })
    .test({
      name: 'notTooFar',
      message: MESSAGE_KEYS.dateTooFar,
      test: (value) => !value || !isIsoDate(value) || isWithinPlanningHorizon(value),
    });
}

/** A YYYY-MM-DD date, today in Kazakhstan or later, at most two years ahead. */
export function futureDateField() {
  return plannedDateField()
    .required(MESSAGE_KEYS.fieldRequired)
    .test({ name: 'notPast', message: MESSAGE_KEYS.dateInPast, test: (value) => !isIsoDate(value) || isNotPast(value) });
}

export function oneOfField<T extends string>(values: readonly T[]) {
  return mixed<T>().required(MESSAGE_KEYS.fieldRequired).oneOf(values, MESSAGE_KEYS.untitledError);
}
