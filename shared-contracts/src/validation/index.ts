export {
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
export { contactFormSchema, subscriptionSchema } from './contact-schemas';
export { isIsoDate, isNotPast, kazakhstanToday } from './dates';
export {
  emailRule,
  exactLengthRule,
  fieldRule,
  firstNameRule,
  iinRule,
  insuranceCostRule,
  isEmptyValue,
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
export type { FieldRule } from './field-rules';
export { parcelImagesErrors } from './images';
export type { ImageFile } from './images';
export { deadlineRule, isClassForType, isWeightInClass, parcelCreateSchema, parcelUpdateSchema } from './parcel-schema';
export { formatPhone, formatTypedPhone, isCompletePhone, normalizePhone } from './phone';
export { guestTripCreateSchema, tripCreateSchema } from './trip-schema';
export { toMessageKey, validateObject, validateValue } from './validate';
