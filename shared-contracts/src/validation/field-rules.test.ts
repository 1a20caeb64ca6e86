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

// Issue 15 item 8: a new password after a reset follows the registration rule: 8 to 70 characters, a letter and a
// digit, not a common password.
const PASSWORD_PASSES = ['saule2026', 'құпия123', `a1${'x'.repeat(68)}`];
const PASSWORD_FAILS: [unknown, string[]][] = [
  ['abc1', [K.minLengthNotValid]],
  ['abcde1', [K.minLengthNotValid]],
  [`a1${'x'.repeat(69)}`, [K.maxLengthNotValid]],
  ['abcdefgh', [K.passwordNeedsLetterAndDigit]],
  ['12345678', [K.passwordNeedsLetterAndDigit]],
  ['1234', [K.minLengthNotValid, K.passwordNeedsLetterAndDigit]],
  ['qwerty123', [K.passwordTooCommon]],
];

describe.each<[string, Schema, unknown[], [unknown, string[]][]]>([
  [
    'phoneRule',
    phoneRule,
    ['+7 (701) 234-56-78', '77012345678'],
    [
      ['+7 (701) 234-56', [K.phoneNotValid]],
      ['87012345678', [K.phoneNotValid]],
      ['hello', [K.phoneNotValid]],
    ],
  ],
  [
    'emailRule',
    emailRule,
    ['a@b.kz', 'aigerim.s+jetkiz@mail.example.com'],
    [
      ['aigerim', [K.emailNotValid]],
      ['a@b', [K.emailNotValid]],
      ['a b@c.kz', [K.emailNotValid]],
      ['@c.kz', [K.emailNotValid]],
    ],
  ],
  ['minLengthRule(3)', minLengthRule(3), ['abc', 'abcd'], [['ab', [K.minLengthNotValid]]]],
  ['maxLengthRule(3)', maxLengthRule(3), ['abc'], [['abcd', [K.maxLengthNotValid]]]],
  [
    'exactLengthRule(4)',
    exactLengthRule(4),
    ['abcd'],
    [
      ['abc', [K.invalidLength]],
      ['abcde', [K.invalidLength]],
    ],
  ],
  [
    'onlyNumbersRule',
    onlyNumbersRule,
    ['0', '123456'],
    [
      ['12a', [K.onlyNumbersRequired]],
      ['1 2', [K.onlyNumbersRequired]],
      ['-1', [K.onlyNumbersRequired]],
    ],
  ],
  [
    'onlyLettersRule',
    onlyLettersRule,
    ['Anna Maria', 'Ёлкин', 'Анна-Мария', 'ӘәҒғҚқҢңӨөҰұҮүҺһІі'],
    [
      ['Anna1', [K.onlyLettersRequired]],
      ['Анна!', [K.onlyLettersRequired]],
      ['a_b', [K.onlyLettersRequired]],
    ],
  ],
  [
    'minValueRule(500)',
    minValueRule(500),
    ['500', 501, '1000.5'],
    [
      ['499', [K.invalidMinValue]],
      [0, [K.invalidMinValue]],
      ['abc', [K.invalidMinValue]],
    ],
  ],
  ['insuranceCostRule', insuranceCostRule, ['500'], [['499', [K.invalidMinValue]]]],
  [
    'smsCodeRule',
    smsCodeRule,
    ['1234', '0000'],
    [
      ['123', [K.invalidLength]],
      ['12345', [K.invalidLength]],
      ['12a4', [K.onlyNumbersRequired]],
      ['1a', [K.invalidLength, K.onlyNumbersRequired]],
    ],
  ],
  ['registerPasswordRule', registerPasswordRule, PASSWORD_PASSES, PASSWORD_FAILS],
  ['resetPasswordRule', resetPasswordRule, PASSWORD_PASSES, PASSWORD_FAILS],
  [
    'firstNameRule',
    firstNameRule,
    ['Әйгерім', 'Құрманғазы', 'Ұлжан', 'Үміт', 'Іңкәр', 'Өмірзақ', 'Һәкім', 'Ғалия', 'Анна-Мария', 'John Smith', 'Ян'],
    [
      ['Әйгерім1', [K.onlyLettersRequired]],
      ['Aigerim_', [K.onlyLettersRequired]],
      ['Ә', [K.minLengthNotValid]],
      ['a'.repeat(256), [K.maxLengthNotValid]],
      ['1', [K.minLengthNotValid, K.onlyLettersRequired]],
    ],
  ],
  [
    'iinRule',
    iinRule,
    ['900101300123'],
    [
      ['90010130012', [K.invalidLength]],
      ['90010130012a', [K.onlyNumbersRequired]],
    ],
  ],
])('%s', (_name, rule, passes, fails) => {
  it.each(passes)('passes %j', (value) => expectValid(rule, [value]));
  it.each(fails)('fails %j with %j', (value, keys) => expectErrors(rule, [[value, keys]]));
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
