import { object, ref } from 'yup';
import {
  firstNameRule,
  passwordConfirmationRule,
  registerPasswordRule,
  requiredEmailRule,
  requiredPhoneRule,
  requiredRule,
  resetPasswordRule,
  smsCodeRule,
} from './field-rules';

const passwordConfirmation = passwordConfirmationRule(ref('password'));

// The field groups the auth requests are made of.
const phoneField = { phone: requiredPhoneRule };
const confirmedPhone = { ...phoneField, code: smsCodeRule };
const newRegisterPassword = { password: registerPasswordRule, password_confirmation: passwordConfirmation };
const newResetPassword = { password: resetPasswordRule, password_confirmation: passwordConfirmation };
const contactDetails = { email: requiredEmailRule, first_name: firstNameRule };

export const loginSchema = object({ ...phoneField, password: requiredRule });

export const phoneConfirmationSendSchema = object(phoneField);

export const phoneConfirmationConfirmSchema = object(confirmedPhone);

export const registerSchema = object({ ...confirmedPhone, ...newRegisterPassword, ...contactDetails });

/**
 * Both the sign-up and the password-reset flows check a password here, so it holds the lower
 * (reset) bar; registration itself enforces the stricter one.
 */
export const passwordCheckSchema = object(newResetPassword);

export const passwordForgotSchema = object(phoneField);

export const passwordForgotCheckSchema = object(confirmedPhone);

export const passwordResetSchema = object({ ...confirmedPhone, ...newResetPassword });

/** The profile host trades the one-time code of a 'to cabinet' link for its own session. */
export const sessionHandoffExchangeSchema = object({
  code: requiredRule,
});

export const emailConfirmationConfirmSchema = object({
  token: requiredRule,
});

export const autoRegisterSendSchema = object({
  email: requiredEmailRule,
});
