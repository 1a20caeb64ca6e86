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
const BOT_CHECK = { google_recaptcha_token: 't', google_recaptcha_action: 'login' };
const repeated = (password: string) => ({ password, password_confirmation: password });
const REGISTRATION = { phone: PHONE, code: '1234', ...repeated('secret12'), email: 'aigerim@example.kz', first_name: 'Әйгерім' };
const REGISTRATION_BROKEN = { ...REGISTRATION, password: 'secretpw', password_confirmation: 'other', email: 'no', first_name: 'Ә1' };
const RESET = { phone: PHONE, code: '1234', ...repeated('saule2026') };
const REQUIRED = [K.fieldRequired];

// Each request: a body, and the keys its schema answers per field ({} when it passes).
it.each<[string, Schema, object, Record<string, string[]>]>([
  ['login: a phone and a password', loginSchema, { phone: '+7 (701) 234-56-78', password: 'x' }, {}],
  ['login: both required', loginSchema, {}, { phone: REQUIRED, password: REQUIRED }],
  ['login: the phone checked', loginSchema, { phone: '7701', password: 'x' }, { phone: [K.phoneNotValid] }],
  ['login: bot-check fields let through', loginSchema, { phone: PHONE, password: 'x', ...BOT_CHECK }, {}],
  ['phone confirmation send: a phone', phoneConfirmationSendSchema, { phone: PHONE }, {}],
  ['phone confirmation send: the phone required', phoneConfirmationSendSchema, { phone: '' }, { phone: REQUIRED }],
  ['phone confirmation: a phone and a four-digit code', phoneConfirmationConfirmSchema, { phone: PHONE, code: '1234' }, {}],
  ['phone confirmation: the code checked', phoneConfirmationConfirmSchema, { phone: PHONE, code: '12' }, { code: [K.invalidLength] }],
  ['registration: a full registration', registerSchema, REGISTRATION, {}],
  [
    'registration: every broken field reported',
    registerSchema,
    REGISTRATION_BROKEN,
    {
      password: [K.passwordNeedsLetterAndDigit],
      password_confirmation: [K.passwordMismatch],
      email: [K.emailNotValid],
      first_name: [K.onlyLettersRequired],
    },
  ],
  ['registration password step: the registration bar', registerPasswordSchema, repeated('abc123'), { password: [K.minLengthNotValid] }],
  ['additional step: an e-mail and a name', registerAdditionalSchema, { email: 'a@b.kz', first_name: 'Құрманғазы' }, {}],
  ['additional step: both required', registerAdditionalSchema, { email: '', first_name: '' }, { email: REQUIRED, first_name: REQUIRED }],
  ['password check: a password and its repetition', passwordCheckSchema, repeated('saule2026'), {}],
  [
    'password check: the repetition compared',
    passwordCheckSchema,
    { password: 'saule2026', password_confirmation: 'saule2027' },
    { password_confirmation: [K.passwordMismatch] },
  ],
  ['password forgot: a phone', passwordForgotSchema, { phone: '123' }, { phone: [K.phoneNotValid] }],
  ['password forgot check: a code', passwordForgotCheckSchema, { phone: PHONE, code: 'abcd' }, { code: [K.onlyNumbersRequired] }],
  // The reset follows the registration rule: 8 to 70, a letter and a digit, not a common password.
  ['password reset: a new password', passwordResetSchema, RESET, {}],
  ['e-mail confirmation: a token', emailConfirmationConfirmSchema, {}, { token: REQUIRED }],
  ['auto-register: an e-mail', autoRegisterSendSchema, { email: 'x' }, { email: [K.emailNotValid] }],
])('%s', (_title, schema, body, errors) => {
  expect(validateObject(schema, body)).toEqual(errors);
});

it.each([
  ['abc1', K.minLengthNotValid],
  ['abcdefgh', K.passwordNeedsLetterAndDigit],
  ['password1', K.passwordTooCommon],
])('password reset refuses %j with %s', (password, key) => {
  expect(validateObject(passwordResetSchema, { ...RESET, ...repeated(password) })).toEqual({ password: [key] });
});
