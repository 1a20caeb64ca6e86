import { ref, object, type Schema } from 'yup';
import { MESSAGE_KEYS as K } from '../errors';
import * as rules from './field-rules';
import { validateObject, validateValue } from './validate';

const EMPTY_VALUES = ['', undefined, null];

/** The rules under test by name; one built from a number is named with it. */
const RULES = {
  ...rules,
  'minLengthRule(3)': rules.minLengthRule(3),
  'maxLengthRule(3)': rules.maxLengthRule(3),
  'exactLengthRule(4)': rules.exactLengthRule(4),
  'minValueRule(500)': rules.minValueRule(500),
};
type RuleName = { [K in keyof typeof RULES]: (typeof RULES)[K] extends Schema ? K : never }[keyof typeof RULES];

function expectValid(rule: Schema, values: unknown[]) {
  for (const value of values) expect([value, validateValue(rule, value)]).toEqual([value, []]);
}

function expectErrors(rule: Schema, cases: [unknown, string[]][]) {
  for (const [value, keys] of cases) expect([value, validateValue(rule, value)]).toEqual([value, keys]);
}

describe('empty values', () => {
  it.each<RuleName>([
    'phoneRule',
    'emailRule',
    'onlyNumbersRule',
    'onlyLettersRule',
    'minLengthRule(3)',
    'maxLengthRule(3)',
    'exactLengthRule(4)',
    'minValueRule(500)',
    'iinRule',
  ])('pass %s, which does not require', (name) => {
    expectValid(RULES[name], EMPTY_VALUES);
  });

  it.each<RuleName>([
    'requiredRule',
    'requiredPhoneRule',
    'requiredEmailRule',
    'smsCodeRule',
    'registerPasswordRule',
    'resetPasswordRule',
    'firstNameRule',
    'insuranceCostRule',
  ])('fail only as required in %s', (name) => {
    for (const value of [...EMPTY_VALUES, '   ']) expect(validateValue(RULES[name], value)).toEqual([K.fieldRequired]);
  });
});

describe('requiredRule', () => {
  it('passes any filled value', () => expectValid(rules.requiredRule, ['a', ' x ']));
});

it.each<[RuleName, unknown[]]>([
  ['phoneRule', ['+7 (701) 234-56-78', '77012345678']],
  ['emailRule', ['a@b.kz', 'aigerim.s+jetkiz@mail.example.com']],
  ['minLengthRule(3)', ['abc', 'abcd']],
  ['maxLengthRule(3)', ['abc']],
  ['exactLengthRule(4)', ['abcd']],
  ['onlyNumbersRule', ['0', '123456']],
  ['onlyLettersRule', ['Anna Maria', 'Ёлкин', 'Анна-Мария', 'ӘәҒғҚқҢңӨөҰұҮүҺһІі']],
  ['minValueRule(500)', ['500', 501, '1000.5']],
  ['insuranceCostRule', ['500']],
  ['smsCodeRule', ['1234', '0000']],
  ['firstNameRule', ['Әйгерім', 'Құрманғазы', 'Ұлжан', 'Үміт', 'Іңкәр', 'Өмірзақ', 'Һәкім', 'Ғалия', 'Анна-Мария', 'John Smith', 'Ян']],
  ['iinRule', ['900101300123']],
])('%s passes %j', (name, values) => expectValid(RULES[name], values));

it.each<[RuleName, string[], unknown[]]>([
  ['phoneRule', [K.phoneNotValid], ['+7 (701) 234-56', '87012345678', 'hello']],
  ['emailRule', [K.emailNotValid], ['aigerim', 'a@b', 'a b@c.kz', '@c.kz']],
  ['minLengthRule(3)', [K.minLengthNotValid], ['ab']],
  ['maxLengthRule(3)', [K.maxLengthNotValid], ['abcd']],
  ['exactLengthRule(4)', [K.invalidLength], ['abc', 'abcde']],
  ['onlyNumbersRule', [K.onlyNumbersRequired], ['12a', '1 2', '-1']],
  ['onlyLettersRule', [K.onlyLettersRequired], ['Anna1', 'Анна!', 'a_b']],
  ['minValueRule(500)', [K.invalidMinValue], ['499', 0, 'abc']],
  ['insuranceCostRule', [K.invalidMinValue], ['499']],
  ['smsCodeRule', [K.invalidLength], ['123', '12345']],
  ['smsCodeRule', [K.onlyNumbersRequired], ['12a4']],
  ['smsCodeRule', [K.invalidLength, K.onlyNumbersRequired], ['1a']],
  ['firstNameRule', [K.onlyLettersRequired], ['Әйгерім1', 'Aigerim_']],
  ['firstNameRule', [K.minLengthNotValid], ['Ә']],
  ['firstNameRule', [K.maxLengthNotValid], ['a'.repeat(256)]],
  ['firstNameRule', [K.minLengthNotValid, K.onlyLettersRequired], ['1']],
  ['iinRule', [K.invalidLength], ['90010130012']],
  ['iinRule', [K.onlyNumbersRequired], ['90010130012a']],
])('%s answers %j for %j', (name, keys, values) => {
  for (const value of values) expect([value, validateValue(RULES[name], value)]).toEqual([value, keys]);
});

// Issue 15 item 8: a new password after a reset follows the registration rule.
describe.each<RuleName>(['registerPasswordRule', 'resetPasswordRule'])('%s', (name) => {
  const rule = RULES[name];
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
    const rule = rules.passwordConfirmationRule(() => password);
    expectValid(rule, ['secret12']);
    password = 'changed1';
    expectErrors(rule, [
      ['secret12', [K.passwordMismatch]],
      ['', [K.fieldRequired]],
    ]);
  });

  it('compares with a sibling field through a ref', () => {
    const schema = object({ password: rules.requiredRule, repeat: rules.passwordConfirmationRule(ref('password')) });
    expect(validateObject(schema, { password: 'a', repeat: 'a' })).toEqual({});
    expect(validateObject(schema, { password: 'a', repeat: 'b' })).toEqual({ repeat: [K.passwordMismatch] });
  });
});

describe('a rule without a message', () => {
  it('fails with Untitled Error', () => {
    expectErrors(
      rules.fieldRule('even', (value) => value.length % 2 === 0),
      [['abc', [K.untitledError]]],
    );
  });
});
