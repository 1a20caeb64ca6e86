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

export const loginSchema = object({
  phone: requiredPhoneRule,
  password: requiredRule,
});

export const phoneConfirmationSendSchema = object({
  phone: requiredPhoneRule,
});

export const phoneConfirmationConfirmSchema = object({
  phone: requiredPhoneRule,
  code: smsCodeRule,
});

/** The register-verify-password step. */
export const registerPasswordSchema = object({
  password: registerPasswordRule,
  password_confirmation: passwordConfirmation,
});

/** The register-additional step. */
export const registerAdditionalSchema = object({
  email: requiredEmailRule,
  first_name: firstNameRule,
});

export const registerSchema = object({
  phone: requiredPhoneRule,
  code: smsCodeRule,
  password: registerPasswordRule,
  password_confirmation: passwordConfirmation,
  email: requiredEmailRule,
  first_name: firstNameRule,
});

/**
 * Both the sign-up and the password-reset flows check a password here, so it holds the lower
 * (reset) bar; registration itself enforces the stricter one.
 */
export const passwordCheckSchema = object({
  password: resetPasswordRule,
  password_confirmation: passwordConfirmation,
});

export const passwordForgotSchema = object({
  phone: requiredPhoneRule,
});

export const passwordForgotCheckSchema = object({
  phone: requiredPhoneRule,
  code: smsCodeRule,
});

export const passwordResetSchema = object({
  phone: requiredPhoneRule,
  code: smsCodeRule,
  password: resetPasswordRule,
  password_confirmation: passwordConfirmation,
});

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
