import { mixed, string, type Reference, type StringSchema, type TestConfig } from 'yup';
import {
  FIRST_NAME_LENGTH,
  MIN_INSURANCE_COST,
  REGISTER_PASSWORD_LENGTH,
  RESET_PASSWORD_LENGTH,
  SMS_CODE_LENGTH,
  type LengthRange,
} from '../constants';
import { MESSAGE_KEYS } from '../errors';
import { isCommonPassword } from './common-password';
import type { JsonSchemaFragment } from './json-schema';
import { isCompletePhone } from './phone';
import { hasUnsafeCharacters } from './plain-text';

type Text = string | null | undefined;
export type FieldRule = StringSchema<Text>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LETTERS_PATTERN = /^[A-Za-zА-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі -]+$/;
const DIGITS_PATTERN = /^\d+$/;
/** The phones isCompletePhone accepts: +7 and ten digits starting with 7, with any of the mask's spaces, parentheses and hyphens. */
const PHONE_PATTERN = '^[\\s()+-]*7[\\s()+-]*7(?:[\\s()+-]*\\d){9}[\\s()+-]*$';
const IIN_LENGTH = 12;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A test every empty value passes: only `required` fails on emptiness (spec §5). `jsonSchema` is what the
 * test means in JSON Schema; toJsonSchema puts it in the API's schema and /docs, so a rule is written once.
 */
function whenFilled(name: string, message: string, isValid: (value: string) => boolean, jsonSchema?: JsonSchemaFragment): TestConfig<Text> {
  return {
    name,
    message,
    ...(jsonSchema ? { params: { jsonSchema } } : {}),
    test: (value) => isEmptyValue(value) || isValid(String(value)),
  };
}

/** No NUL or other control character, no lone surrogate (text that is not valid UTF-8): every text field. */
const plainTextTest: TestConfig<Text> = {
  name: 'plainText',
  message: MESSAGE_KEYS.invalidCharacters,
  test: (value) => typeof value !== 'string' || !hasUnsafeCharacters(value),
};

const requiredTest: TestConfig<unknown> = {
  name: 'required',
  message: MESSAGE_KEYS.fieldRequired,
  test: (value) => !isEmptyValue(value),
};

const minLengthTest = (min: number) =>
  whenFilled('minLength', MESSAGE_KEYS.minLengthNotValid, (value) => value.length >= min, { minLength: min });
const maxLengthTest = (max: number) =>
  whenFilled('maxLength', MESSAGE_KEYS.maxLengthNotValid, (value) => value.length <= max, { maxLength: max });
const exactLengthTest = (length: number) =>
  whenFilled('length', MESSAGE_KEYS.invalidLength, (value) => value.length === length, {
    minLength: length,
    maxLength: length,
  });
const onlyNumbersTest = whenFilled('onlyNumbers', MESSAGE_KEYS.onlyNumbersRequired, (value) => DIGITS_PATTERN.test(value), {
  pattern: DIGITS_PATTERN.source,
});
const onlyLettersTest = whenFilled('onlyLetters', MESSAGE_KEYS.onlyLettersRequired, (value) => LETTERS_PATTERN.test(value), {
  pattern: LETTERS_PATTERN.source,
});
const phoneTest = whenFilled('phone', MESSAGE_KEYS.phoneNotValid, isCompletePhone, { pattern: PHONE_PATTERN });
const emailTest = whenFilled('email', MESSAGE_KEYS.emailNotValid, (value) => EMAIL_PATTERN.test(value), {
  format: 'email',
  pattern: EMAIL_PATTERN.source,
});
const letterAndDigitTest = whenFilled(
  'letterAndDigit',
  MESSAGE_KEYS.passwordNeedsLetterAndDigit,
  (value) => /\p{L}/u.test(value) && /\d/.test(value),
  { pattern: '(?=.*\\p{L})(?=.*\\d)' },
);
const notCommonPasswordTest = whenFilled('notCommonPassword', MESSAGE_KEYS.passwordTooCommon, (value) => !isCommonPassword(value), {
  description: 'not one of the most common passwords',
});

function textRule(...tests: TestConfig<Text>[]): FieldRule {
  return tests.reduce<FieldRule>((rule, test) => rule.test(test), string().nullable().test(plainTextTest));
}

function lengthTests(range: LengthRange): TestConfig<Text>[] {
  return [minLengthTest(range.min), maxLengthTest(range.max)];
}

/** Builds a custom field rule; without a message a failure reads 'Untitled Error'. */
export function fieldRule(name: string, isValid: (value: string) => boolean, message: string = MESSAGE_KEYS.untitledError): FieldRule {
  return textRule(whenFilled(name, message, isValid));
}

export const requiredRule = textRule(requiredTest);
export const phoneRule = textRule(phoneTest);
export const requiredPhoneRule = textRule(requiredTest, phoneTest);
export const emailRule = textRule(emailTest);
export const requiredEmailRule = textRule(requiredTest, emailTest);
export const onlyNumbersRule = textRule(onlyNumbersTest);
export const onlyLettersRule = textRule(onlyLettersTest);
export const smsCodeRule = textRule(requiredTest, exactLengthTest(SMS_CODE_LENGTH), onlyNumbersTest);
export const registerPasswordRule = textRule(
  requiredTest,
  ...lengthTests(REGISTER_PASSWORD_LENGTH),
  letterAndDigitTest,
  notCommonPasswordTest,
);
/** Issue 15 item 8: a new password after a reset follows the registration rule (spec §5's 6 is overridden). */
export const resetPasswordRule = textRule(requiredTest, ...lengthTests(RESET_PASSWORD_LENGTH), letterAndDigitTest, notCommonPasswordTest);
export const firstNameRule = textRule(requiredTest, ...lengthTests(FIRST_NAME_LENGTH), onlyLettersTest);
export const iinRule = textRule(exactLengthTest(IIN_LENGTH), onlyNumbersTest);

export function minLengthRule(min: number): FieldRule {
  return textRule(minLengthTest(min));
}

export function maxLengthRule(max: number): FieldRule {
  return textRule(maxLengthTest(max));
}

export function exactLengthRule(length: number): FieldRule {
  return textRule(exactLengthTest(length));
}

/** Number typed as text or given as a number; anything that is not a number at least `min` fails. */
export function minValueRule(min: number) {
  return mixed<string | number>()
    .nullable()
    .meta({ jsonSchema: { type: 'number' } })
    .test({
      name: 'minValue',
      message: MESSAGE_KEYS.invalidMinValue,
      params: { jsonSchema: { minimum: min } },
      test: (value) => isEmptyValue(value) || Number(value) >= min,
    });
}

export const insuranceCostRule = minValueRule(MIN_INSURANCE_COST).test(requiredTest);

/**
 * Repeat-password rule. `other` is a yup ref (`ref('password')`) inside an object schema,
 * or a getter of the other field's value for a field model.
 */
export function passwordConfirmationRule(other: Reference<unknown> | (() => unknown)): FieldRule {
  return textRule(requiredTest, {
    name: 'passwordConfirmation',
    message: MESSAGE_KEYS.passwordMismatch,
    test(value) {
      if (isEmptyValue(value)) return true;
      const expected = typeof other === 'function' ? other() : this.resolve(other);
      return value === expected;
    },
  });
}
