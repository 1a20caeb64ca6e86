import { MESSAGE_KEYS as K } from '../errors';
import * as authSchemas from './auth-schemas';
import { validateObject } from './validate';

const PHONE = '77012345678';
const BOT_CHECK = { google_recaptcha_token: 't', google_recaptcha_action: 'login' };
const repeated = (password: string) => ({ password, password_confirmation: password });
const REGISTRATION = { phone: PHONE, code: '1234', ...repeated('secret12'), email: 'aigerim@example.kz', first_name: 'Әйгерім' };
const REGISTRATION_BROKEN = { ...REGISTRATION, password: 'secretpw', password_confirmation: 'other', email: 'no', first_name: 'Ә1' };
const RESET = { phone: PHONE, code: '1234', ...repeated('saule2026') };
const REQUIRED = [K.fieldRequired];

// Each request: a body, and the keys its schema answers per field ({} when it passes).
it.each<[keyof typeof authSchemas, string, object, Record<string, string[]>]>([
  ['loginSchema', 'a phone and a password', { phone: '+7 (701) 234-56-78', password: 'x' }, {}],
  ['loginSchema', 'both required', {}, { phone: REQUIRED, password: REQUIRED }],
  ['loginSchema', 'the phone checked', { phone: '7701', password: 'x' }, { phone: [K.phoneNotValid] }],
  ['loginSchema', 'bot-check fields let through', { phone: PHONE, password: 'x', ...BOT_CHECK }, {}],
  ['phoneConfirmationSendSchema', 'a phone', { phone: PHONE }, {}],
  ['phoneConfirmationSendSchema', 'the phone required', { phone: '' }, { phone: REQUIRED }],
  ['phoneConfirmationConfirmSchema', 'a phone and a four-digit code', { phone: PHONE, code: '1234' }, {}],
  ['phoneConfirmationConfirmSchema', 'the code checked', { phone: PHONE, code: '12' }, { code: [K.invalidLength] }],
  ['registerSchema', 'a full registration', REGISTRATION, {}],
  [
    'registerSchema',
    'every broken field reported',
    REGISTRATION_BROKEN,
    {
      password: [K.passwordNeedsLetterAndDigit],
      password_confirmation: [K.passwordMismatch],
      email: [K.emailNotValid],
      first_name: [K.onlyLettersRequired],
    },
  ],
  ['passwordCheckSchema', 'a password and its repetition', repeated('saule2026'), {}],
  [
    'passwordCheckSchema',
    'the repetition compared',
    { password: 'saule2026', password_confirmation: 'saule2027' },
    { password_confirmation: [K.passwordMismatch] },
  ],
  ['passwordForgotSchema', 'a phone', { phone: '123' }, { phone: [K.phoneNotValid] }],
  ['passwordForgotCheckSchema', 'a code', { phone: PHONE, code: 'abcd' }, { code: [K.onlyNumbersRequired] }],
  // The reset follows the registration rule: 8 to 70, a letter and a digit, not a common password.
  ['passwordResetSchema', 'a new password', RESET, {}],
  ['emailConfirmationConfirmSchema', 'a token', {}, { token: REQUIRED }],
  ['autoRegisterSendSchema', 'an e-mail', { email: 'x' }, { email: [K.emailNotValid] }],
])('%s: %s', (schema, _title, body, errors) => {
  expect(validateObject(authSchemas[schema], body)).toEqual(errors);
});

it.each([
  ['abc1', K.minLengthNotValid],
  ['abcdefgh', K.passwordNeedsLetterAndDigit],
  ['password1', K.passwordTooCommon],
])('password reset refuses %j with %s', (password, key) => {
  expect(validateObject(authSchemas.passwordResetSchema, { ...RESET, ...repeated(password) })).toEqual({ password: [key] });
});
