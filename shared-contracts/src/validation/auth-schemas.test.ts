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

describe('loginSchema', () => {
  it('requires phone and password', () => {
    expect(validateObject(loginSchema, { phone: '+7 (701) 234-56-78', password: 'x' })).toEqual({});
    expect(validateObject(loginSchema, {})).toEqual({ phone: [K.fieldRequired], password: [K.fieldRequired] });
    expect(validateObject(loginSchema, { phone: '7701', password: 'x' })).toEqual({ phone: [K.phoneNotValid] });
  });

  it('lets bot-check fields through', () => {
    const body = { phone: PHONE, password: 'x', google_recaptcha_token: 't', google_recaptcha_action: 'login' };
    expect(validateObject(loginSchema, body)).toEqual({});
  });
});

describe('phone confirmation', () => {
  it('send needs a phone', () => {
    expect(validateObject(phoneConfirmationSendSchema, { phone: PHONE })).toEqual({});
    expect(validateObject(phoneConfirmationSendSchema, { phone: '' })).toEqual({ phone: [K.fieldRequired] });
  });

  it('confirm needs a phone and a four-digit code', () => {
    expect(validateObject(phoneConfirmationConfirmSchema, { phone: PHONE, code: '1234' })).toEqual({});
    expect(validateObject(phoneConfirmationConfirmSchema, { phone: PHONE, code: '12' })).toEqual({ code: [K.invalidLength] });
  });
});

describe('registration', () => {
  const valid = {
    phone: PHONE,
    code: '1234',
    password: 'secret12',
    password_confirmation: 'secret12',
    email: 'aigerim@example.kz',
    first_name: 'Әйгерім',
  };

  it('accepts a full registration', () => {
    expect(validateObject(registerSchema, valid)).toEqual({});
  });

  it('reports every broken field', () => {
    const broken = { ...valid, password: 'secretpw', password_confirmation: 'other', email: 'no', first_name: 'Ә1' };
    expect(validateObject(registerSchema, broken)).toEqual({
      password: [K.passwordNeedsLetterAndDigit],
      password_confirmation: [K.passwordMismatch],
      email: [K.emailNotValid],
      first_name: [K.onlyLettersRequired],
    });
  });

  it('checks the password step with the registration bar', () => {
    expect(validateObject(registerPasswordSchema, { password: 'abc123', password_confirmation: 'abc123' })).toEqual({
      password: [K.minLengthNotValid],
    });
  });

  it('checks the additional step', () => {
    expect(validateObject(registerAdditionalSchema, { email: 'a@b.kz', first_name: 'Құрманғазы' })).toEqual({});
    expect(validateObject(registerAdditionalSchema, { email: '', first_name: '' })).toEqual({
      email: [K.fieldRequired],
      first_name: [K.fieldRequired],
    });
  });
});

describe('password recovery', () => {
  it('checks a password against its repetition', () => {
    expect(validateObject(passwordCheckSchema, { password: 'saule2026', password_confirmation: 'saule2026' })).toEqual({});
    expect(validateObject(passwordCheckSchema, { password: 'saule2026', password_confirmation: 'saule2027' })).toEqual({
      password_confirmation: [K.passwordMismatch],
    });
  });

  it('forgot needs a phone, forgot check a code', () => {
    expect(validateObject(passwordForgotSchema, { phone: '123' })).toEqual({ phone: [K.phoneNotValid] });
    expect(validateObject(passwordForgotCheckSchema, { phone: PHONE, code: 'abcd' })).toEqual({ code: [K.onlyNumbersRequired] });
  });

  it('reset follows the registration rule: 8 to 70, a letter and a digit, not a common password', () => {
    const reset = { phone: PHONE, code: '1234', password: 'saule2026', password_confirmation: 'saule2026' };
    expect(validateObject(passwordResetSchema, reset)).toEqual({});
    expect(validateObject(passwordResetSchema, { ...reset, password: 'abc1', password_confirmation: 'abc1' })).toEqual({
      password: [K.minLengthNotValid],
    });
    expect(validateObject(passwordResetSchema, { ...reset, password: 'abcdefgh', password_confirmation: 'abcdefgh' })).toEqual({
      password: [K.passwordNeedsLetterAndDigit],
    });
    expect(validateObject(passwordResetSchema, { ...reset, password: 'password1', password_confirmation: 'password1' })).toEqual({
      password: [K.passwordTooCommon],
    });
  });
});

describe('e-mail', () => {
  it('confirmation needs a token, auto-register an e-mail', () => {
    expect(validateObject(emailConfirmationConfirmSchema, {})).toEqual({ token: [K.fieldRequired] });
    expect(validateObject(autoRegisterSendSchema, { email: 'x' })).toEqual({ email: [K.emailNotValid] });
  });
});
