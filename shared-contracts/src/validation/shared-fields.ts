import { mixed, number, string, type TestContext } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { isIsoDate, isNotPast } from './dates';

export function numberField() {
  return number().typeError(MESSAGE_KEYS.onlyNumbersRequired);
}

export function cityIdField() {
  return numberField()
    .required(MESSAGE_KEYS.fieldRequired)
    .integer(MESSAGE_KEYS.onlyNumbersRequired)
    .min(1, MESSAGE_KEYS.invalidMinValue);
}

export function amountField() {
  return numberField().min(0, MESSAGE_KEYS.invalidMinValue);
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

/** A YYYY-MM-DD date, today in Kazakhstan or later. */
export function futureDateField() {
  return string()
    .required(MESSAGE_KEYS.fieldRequired)
    .test({ name: 'isoDate', message: MESSAGE_KEYS.untitledError, test: (value) => !value || isIsoDate(value) })
    .test({ name: 'notPast', message: MESSAGE_KEYS.dateInPast, test: (value) => !isIsoDate(value) || isNotPast(value) });
}

export function oneOfField<T extends string>(values: readonly T[]) {
  return mixed<T>()
    .required(MESSAGE_KEYS.fieldRequired)
    .oneOf(values, MESSAGE_KEYS.untitledError);
}
