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

it.each<[string, Schema, unknown[]]>([
  ['phoneRule', phoneRule, ['+7 (701) 234-56-78', '77012345678']],
  ['emailRule', emailRule, ['a@b.kz', 'aigerim.s+jetkiz@mail.example.com']],
  ['minLengthRule(3)', minLengthRule(3), ['abc', 'abcd']],
  ['maxLengthRule(3)', maxLengthRule(3), ['abc']],
  ['exactLengthRule(4)', exactLengthRule(4), ['abcd']],
  ['onlyNumbersRule', onlyNumbersRule, ['0', '123456']],
  ['onlyLettersRule', onlyLettersRule, ['Anna Maria', 'Ёлкин', 'Анна-Мария', 'ӘәҒғҚқҢңӨөҰұҮүҺһІі']],
  ['minValueRule(500)', minValueRule(500), ['500', 501, '1000.5']],
  ['insuranceCostRule', insuranceCostRule, ['500']],
  ['smsCodeRule', smsCodeRule, ['1234', '0000']],
  [
    'firstNameRule',
    firstNameRule,
    ['Әйгерім', 'Құрманғазы', 'Ұлжан', 'Үміт', 'Іңкәр', 'Өмірзақ', 'Һәкім', 'Ғалия', 'Анна-Мария', 'John Smith', 'Ян'],
  ],
  ['iinRule', iinRule, ['900101300123']],
])('%s passes %j', (_name, rule, values) => expectValid(rule, values));

it.each<[string, Schema, string[], unknown[]]>([
  ['phoneRule', phoneRule, [K.phoneNotValid], ['+7 (701) 234-56', '87012345678', 'hello']],
  ['emailRule', emailRule, [K.emailNotValid], ['aigerim', 'a@b', 'a b@c.kz', '@c.kz']],
  ['minLengthRule(3)', minLengthRule(3), [K.minLengthNotValid], ['ab']],
  ['maxLengthRule(3)', maxLengthRule(3), [K.maxLengthNotValid], ['abcd']],
  ['exactLengthRule(4)', exactLengthRule(4), [K.invalidLength], ['abc', 'abcde']],
  ['onlyNumbersRule', onlyNumbersRule, [K.onlyNumbersRequired], ['12a', '1 2', '-1']],
  ['onlyLettersRule', onlyLettersRule, [K.onlyLettersRequired], ['Anna1', 'Анна!', 'a_b']],
  ['minValueRule(500)', minValueRule(500), [K.invalidMinValue], ['499', 0, 'abc']],
  ['insuranceCostRule', insuranceCostRule, [K.invalidMinValue], ['499']],
  ['smsCodeRule', smsCodeRule, [K.invalidLength], ['123', '12345']],
  ['smsCodeRule', smsCodeRule, [K.onlyNumbersRequired], ['12a4']],
  ['smsCodeRule', smsCodeRule, [K.invalidLength, K.onlyNumbersRequired], ['1a']],
  ['firstNameRule', firstNameRule, [K.onlyLettersRequired], ['Әйгерім1', 'Aigerim_']],
  ['firstNameRule', firstNameRule, [K.minLengthNotValid], ['Ә']],
  ['firstNameRule', firstNameRule, [K.maxLengthNotValid], ['a'.repeat(256)]],
  ['firstNameRule', firstNameRule, [K.minLengthNotValid, K.onlyLettersRequired], ['1']],
  ['iinRule', iinRule, [K.invalidLength], ['90010130012']],
  ['iinRule', iinRule, [K.onlyNumbersRequired], ['90010130012a']],
])('%s answers %j for %j', (_name, rule, keys, values) => {
  for (const value of values) expect([value, validateValue(rule, value)]).toEqual([value, keys]);
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
