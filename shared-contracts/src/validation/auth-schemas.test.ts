import type { Schema } from 'yup';
import { MESSAGE_KEYS as K } from '../errors';
import {
  autoRegisterSendSchema,
  emailConfirmationConfirmSchema,
  loginSchema,
  passwordCheckSchema,
  passwordForgotCheckSchema,
  passwordForgotSchema,
  passwordResetSchema,
  phoneConfirmationConfirmSchema,
  phoneConfirmationSendSchema,
  registerAdditionalSchema,
  registerPasswordSchema,
  registerSchema,
} from './auth-schemas';
import { validateObject } from './validate';

const PHONE = '77012345678';
const REGISTRATION = {
  phone: PHONE,
  code: '1234',
  password: 'secret12',
  password_confirmation: 'secret12',
  email: 'aigerim@example.kz',
  first_name: 'Әйгерім',
};
const RESET = { phone: PHONE, code: '1234', password: 'saule2026', password_confirmation: 'saule2026' };

// Each request: a body, and the keys its schema answers per field ({} when it passes).
it.each<[string, Schema, object, Record<string, string[]>]>([
  ['login takes a phone and a password', loginSchema, { phone: '+7 (701) 234-56-78', password: 'x' }, {}],
  ['login requires both', loginSchema, {}, { phone: [K.fieldRequired], password: [K.fieldRequired] }],
  ['login checks the phone', loginSchema, { phone: '7701', password: 'x' }, { phone: [K.phoneNotValid] }],
  [
    'login lets bot-check fields through',
    loginSchema,
    { phone: PHONE, password: 'x', google_recaptcha_token: 't', google_recaptcha_action: 'login' },
    {},
  ],
  ['phone confirmation send takes a phone', phoneConfirmationSendSchema, { phone: PHONE }, {}],
  ['phone confirmation send needs one', phoneConfirmationSendSchema, { phone: '' }, { phone: [K.fieldRequired] }],
  ['phone confirmation takes a phone and a four-digit code', phoneConfirmationConfirmSchema, { phone: PHONE, code: '1234' }, {}],
  ['phone confirmation checks the code', phoneConfirmationConfirmSchema, { phone: PHONE, code: '12' }, { code: [K.invalidLength] }],
  ['registration accepts a full registration', registerSchema, REGISTRATION, {}],
  [
    'registration reports every broken field',
    registerSchema,
    { ...REGISTRATION, password: 'secretpw', password_confirmation: 'other', email: 'no', first_name: 'Ә1' },
    {
      password: [K.passwordNeedsLetterAndDigit],
      password_confirmation: [K.passwordMismatch],
      email: [K.emailNotValid],
      first_name: [K.onlyLettersRequired],
    },
  ],
  [
    'the registration password step holds the registration bar',
    registerPasswordSchema,
    { password: 'abc123', password_confirmation: 'abc123' },
    { password: [K.minLengthNotValid] },
  ],
  [
    'the registration additional step takes an e-mail and a name',
    registerAdditionalSchema,
    { email: 'a@b.kz', first_name: 'Құрманғазы' },
    {},
  ],
  [
    'the registration additional step requires both',
    registerAdditionalSchema,
    { email: '', first_name: '' },
    { email: [K.fieldRequired], first_name: [K.fieldRequired] },
  ],
  [
    'password check passes a password and its repetition',
    passwordCheckSchema,
    { password: 'saule2026', password_confirmation: 'saule2026' },
    {},
  ],
  [
    'password check compares them',
    passwordCheckSchema,
    { password: 'saule2026', password_confirmation: 'saule2027' },
    { password_confirmation: [K.passwordMismatch] },
  ],
  ['password forgot needs a phone', passwordForgotSchema, { phone: '123' }, { phone: [K.phoneNotValid] }],
  ['password forgot check needs a code', passwordForgotCheckSchema, { phone: PHONE, code: 'abcd' }, { code: [K.onlyNumbersRequired] }],
  // The reset follows the registration rule: 8 to 70, a letter and a digit, not a common password.
  ['password reset takes a new password', passwordResetSchema, RESET, {}],
  ['e-mail confirmation needs a token', emailConfirmationConfirmSchema, {}, { token: [K.fieldRequired] }],
  ['auto-register needs an e-mail', autoRegisterSendSchema, { email: 'x' }, { email: [K.emailNotValid] }],
])('%s', (_title, schema, body, errors) => {
  expect(validateObject(schema, body)).toEqual(errors);
});

it.each([
  ['abc1', K.minLengthNotValid],
  ['abcdefgh', K.passwordNeedsLetterAndDigit],
  ['password1', K.passwordTooCommon],
])('password reset refuses %j with %s', (password, key) => {
  expect(validateObject(passwordResetSchema, { ...RESET, password, password_confirmation: password })).toEqual({ password: [key] });
});
