import { ref, object, type Schema } from 'yup';
import { MESSAGE_KEYS as K } from '../errors';
import {
  emailRule,
  exactLengthRule,
  fieldRule,
  firstNameRule,
  iinRule,
  insuranceCostRule,
  maxLengthRule,
  minLengthRule,
  minValueRule,
  onlyLettersRule,
  onlyNumbersRule,
  passwordConfirmationRule,
  phoneRule,
  registerPasswordRule,
  requiredEmailRule,
  requiredPhoneRule,
  requiredRule,
  resetPasswordRule,
  smsCodeRule,
} from './field-rules';
import { validateObject, validateValue } from './validate';

const EMPTY_VALUES = ['', undefined, null];

function expectValid(rule: Schema, values: unknown[]) {
  for (const value of values) expect([value, validateValue(rule, value)]).toEqual([value, []]);
}

function expectErrors(rule: Schema, cases: [unknown, string[]][]) {
  for (const [value, keys] of cases) expect([value, validateValue(rule, value)]).toEqual([value, keys]);
}

describe('empty values', () => {
  it.each<[string, Schema]>([
    ['phoneRule', phoneRule],
    ['emailRule', emailRule],
    ['onlyNumbersRule', onlyNumbersRule],
    ['onlyLettersRule', onlyLettersRule],
    ['minLengthRule', minLengthRule(3)],
    ['maxLengthRule', maxLengthRule(1)],
    ['exactLengthRule', exactLengthRule(4)],
    ['minValueRule', minValueRule(500)],
    ['iinRule', iinRule],
  ])('pass %s, which does not require', (_name, rule) => {
    expectValid(rule, EMPTY_VALUES);
  });

  it.each<[string, Schema]>([
    ['requiredRule', requiredRule],
    ['requiredPhoneRule', requiredPhoneRule],
    ['requiredEmailRule', requiredEmailRule],
    ['smsCodeRule', smsCodeRule],
    ['registerPasswordRule', registerPasswordRule],
    ['resetPasswordRule', resetPasswordRule],
    ['firstNameRule', firstNameRule],
    ['insuranceCostRule', insuranceCostRule],
  ])('fail only as required in %s', (_name, rule) => {
    for (const value of [...EMPTY_VALUES, '   ']) expect(validateValue(rule, value)).toEqual([K.fieldRequired]);
  });
});

describe('requiredRule', () => {
  it('passes any filled value', () => expectValid(requiredRule, ['a', ' x ']));
});

describe('phoneRule', () => {
  it('passes a phone that fills the mask', () => expectValid(phoneRule, ['+7 (701) 234-56-78', '77012345678']));
  it('fails a partial or foreign phone', () =>
    expectErrors(phoneRule, [
      ['+7 (701) 234-56', [K.phoneNotValid]],
      ['87012345678', [K.phoneNotValid]],
      ['hello', [K.phoneNotValid]],
    ]));
});

describe('emailRule', () => {
  it('passes e-mails', () => expectValid(emailRule, ['a@b.kz', 'aigerim.s+jetkiz@mail.example.com']));
  it('fails what is not an e-mail', () =>
    expectErrors(emailRule, [
      ['aigerim', [K.emailNotValid]],
      ['a@b', [K.emailNotValid]],
      ['a b@c.kz', [K.emailNotValid]],
      ['@c.kz', [K.emailNotValid]],
    ]));
});

describe('length rules', () => {
  it('min length', () => {
    expectValid(minLengthRule(3), ['abc', 'abcd']);
    expectErrors(minLengthRule(3), [['ab', [K.minLengthNotValid]]]);
  });

  it('max length', () => {
    expectValid(maxLengthRule(3), ['abc']);
    expectErrors(maxLengthRule(3), [['abcd', [K.maxLengthNotValid]]]);
  });

  it('exact length', () => {
    expectValid(exactLengthRule(4), ['abcd']);
    expectErrors(exactLengthRule(4), [
      ['abc', [K.invalidLength]],
      ['abcde', [K.invalidLength]],
    ]);
  });
});

describe('onlyNumbersRule', () => {
  it('passes digits', () => expectValid(onlyNumbersRule, ['0', '123456']));
  it('fails anything else', () =>
    expectErrors(onlyNumbersRule, [
      ['12a', [K.onlyNumbersRequired]],
      ['1 2', [K.onlyNumbersRequired]],
      ['-1', [K.onlyNumbersRequired]],
    ]));
});

describe('onlyLettersRule', () => {
  it('passes Latin, Russian, Kazakh letters, spaces and hyphens', () =>
    expectValid(onlyLettersRule, ['Anna Maria', 'Ёлкин', 'Анна-Мария', 'ӘәҒғҚқҢңӨөҰұҮүҺһІі']));
  it('fails digits and symbols', () =>
    expectErrors(onlyLettersRule, [
      ['Anna1', [K.onlyLettersRequired]],
      ['Анна!', [K.onlyLettersRequired]],
      ['a_b', [K.onlyLettersRequired]],
    ]));
});

describe('minValueRule', () => {
  it('passes values at least the minimum, typed or numeric', () => expectValid(minValueRule(500), ['500', 501, '1000.5']));
  it('fails smaller or non-numeric values', () =>
    expectErrors(minValueRule(500), [
      ['499', [K.invalidMinValue]],
      [0, [K.invalidMinValue]],
      ['abc', [K.invalidMinValue]],
    ]));
  it('insurance cost is at least 500 tenge', () => {
    expectValid(insuranceCostRule, ['500']);
    expectErrors(insuranceCostRule, [['499', [K.invalidMinValue]]]);
  });
});

describe('smsCodeRule', () => {
  it('passes four digits', () => expectValid(smsCodeRule, ['1234', '0000']));
  it('fails other lengths and non-digits', () =>
    expectErrors(smsCodeRule, [
      ['123', [K.invalidLength]],
      ['12345', [K.invalidLength]],
      ['12a4', [K.onlyNumbersRequired]],
      ['1a', [K.invalidLength, K.onlyNumbersRequired]],
    ]));
});

// Issue 15 item 8: a new password after a reset follows the registration rule.
describe.each<[string, Schema]>([
  ['registerPasswordRule', registerPasswordRule],
  ['resetPasswordRule', resetPasswordRule],
])('%s', (_name, rule) => {
  it('passes 8 to 70 characters with a letter and a digit', () => expectValid(rule, ['saule2026', 'құпия123', `a1${'x'.repeat(68)}`]));
  it('fails short, long, letter-only, digit-only and common passwords', () =>
    expectErrors(rule, [
      ['abc1', [K.minLengthNotValid]],
      ['abcde1', [K.minLengthNotValid]],
      [`a1${'x'.repeat(69)}`, [K.maxLengthNotValid]],
      ['abcdefgh', [K.passwordNeedsLetterAndDigit]],
      ['12345678', [K.passwordNeedsLetterAndDigit]],
      ['1234', [K.minLengthNotValid, K.passwordNeedsLetterAndDigit]],
      ['qwerty123', [K.passwordTooCommon]],
    ]));
});

describe('firstNameRule', () => {
  it.each(['Әйгерім', 'Құрманғазы', 'Ұлжан', 'Үміт', 'Іңкәр', 'Өмірзақ', 'Һәкім', 'Ғалия', 'Анна-Мария', 'John Smith', 'Ян'])(
    'passes %s',
    (name) => expectValid(firstNameRule, [name]),
  );

  it('fails digits, symbols and wrong lengths', () =>
    expectErrors(firstNameRule, [
      ['Әйгерім1', [K.onlyLettersRequired]],
      ['Aigerim_', [K.onlyLettersRequired]],
      ['Ә', [K.minLengthNotValid]],
      ['a'.repeat(256), [K.maxLengthNotValid]],
      ['1', [K.minLengthNotValid, K.onlyLettersRequired]],
    ]));
});

describe('iinRule', () => {
  it('passes 12 digits', () => expectValid(iinRule, ['900101300123']));
  it('fails other values', () =>
    expectErrors(iinRule, [
      ['90010130012', [K.invalidLength]],
      ['90010130012a', [K.onlyNumbersRequired]],
    ]));
});

describe('passwordConfirmationRule', () => {
  it('compares with another field through a getter', () => {
    let password = 'secret12';
    const rule = passwordConfirmationRule(() => password);
    expectValid(rule, ['secret12']);
    password = 'changed1';
    expectErrors(rule, [
      ['secret12', [K.passwordMismatch]],
      ['', [K.fieldRequired]],
    ]);
  });

  it('compares with a sibling field through a ref', () => {
    const schema = object({ password: requiredRule, repeat: passwordConfirmationRule(ref('password')) });
    expect(validateObject(schema, { password: 'a', repeat: 'a' })).toEqual({});
    expect(validateObject(schema, { password: 'a', repeat: 'b' })).toEqual({ repeat: [K.passwordMismatch] });
  });
});

describe('a rule without a message', () => {
  it('fails with Untitled Error', () => {
    expectErrors(
      fieldRule('even', (value) => value.length % 2 === 0),
      [['abc', [K.untitledError]]],
    );
  });
});
