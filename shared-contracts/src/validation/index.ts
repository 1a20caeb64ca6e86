import * as schemaFields from './schema-fields';

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
  registerSchema,
  sessionHandoffExchangeSchema,
} from './auth-schemas';
export { contactFormSchema, subscriptionSchema } from './contact-schemas';
export {
  BIND_STATUSES,
  bindEntitySchema,
  cityEntitySchema,
  DEAL_STAGES,
  myParcelEntitySchema,
  myTripEntitySchema,
  parcelEntitySchema,
  parcelImageEntitySchema,
  partySummaryEntitySchema,
  travelerCardEntitySchema,
  tripEntitySchema,
  userEntitySchema,
  verificationEntitySchema,
} from './entity-schemas';
export { isIsoDate, kazakhstanToday } from './dates';
export {
  emailRule,
  fieldRule,
  firstNameRule,
  iinRule,
  isEmptyValue,
  maxLengthRule,
  onlyLettersRule,
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
export { toJsonSchema } from './json-schema';
export type { JsonSchema } from './json-schema';
export { hasUnsafeCharacters } from './plain-text';
export {
  bindCreateSchema,
  devJobsQuerySchema,
  devOutboxQuerySchema,
  guestTokenQuerySchema,
  idParamsSchema,
  imageKeyParamsSchema,
  LARGEST_ROW_ID,
  recommendedPriceQuerySchema,
  TRIP_LIST_MAX_PAGE,
  TRIP_LIST_MAX_PER_PAGE,
  tripConfirmSchema,
  tripListQuerySchema,
} from './request-schemas';
export { amountFromText, amountText, groupedAmountText } from './amount-text';
export { MAX_AMOUNT_TENGE, MIN_AMOUNT_TENGE, optionalTrimmedTextField, plainTextField, trimmedTextField } from './shared-fields';
export { parcelImagesErrors } from './images';
export { deadlineRule, parcelCreateSchema, parcelUpdateSchema } from './parcel-schema';
export { formatPhone, normalizePhone, phoneInputFor, phoneOnLeaving } from './phone';
export { guestTripCreateSchema, tripCreateSchema } from './trip-schema';
export { validateObject, validateValue } from './validate';
export { birthDateOfIin, hasValidIinChecksum } from './iin';
export { isDocumentNumberValid, VERIFICATION_DOCUMENT_TYPES, verificationSchema } from './verification-schema';
export { schemaFields };
