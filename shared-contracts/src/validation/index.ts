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
  sessionHandoffExchangeSchema,
} from './auth-schemas';
export { contactFormSchema, subscriptionSchema } from './contact-schemas';
export { isCommonPassword } from './common-password';
export {
  bindEntitySchema,
  cityEntitySchema,
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
export { isIsoDate, isNotPast, isWithinPlanningHorizon, kazakhstanToday, latestPlannableDate, PLANNING_HORIZON_YEARS } from './dates';
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
export { toJsonSchema } from './json-schema';
export type { JsonSchema, JsonSchemaFragment } from './json-schema';
export { hasUnsafeCharacters } from './plain-text';
export {
  bindCreateSchema,
  devJobsQuerySchema,
  devOutboxQuerySchema,
  guestTokenQuerySchema,
  idParamsSchema,
  imageKeyParamsSchema,
  isRowId,
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
export type { ImageFile } from './images';
export { deadlineRule, isClassForType, isWeightInClass, parcelCreateSchema, parcelUpdateSchema } from './parcel-schema';
export { formatPhone, isCompletePhone, nationalDigitsOf, normalizePhone, phoneInputFor, phoneOnLeaving } from './phone';
export type { PhoneInputState } from './phone';
export { guestTripCreateSchema, tripCreateSchema } from './trip-schema';
export { toMessageKey, validateObject, validateValue } from './validate';
export { birthDateOfIin, hasValidIinChecksum } from './iin';
export {
  ageOn,
  DOCUMENT_NUMBER_FORMATS,
  isDocumentNumberValid,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_MIN_AGE,
  verificationSchema,
} from './verification-schema';
