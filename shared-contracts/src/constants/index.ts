export {
  ALLOWED_IMAGE_EXTENSIONS,
  ALLOWED_IMAGE_MIME_TYPES,
  COPYRIGHT_START_YEAR,
  COURIER_REFUND_DAYS,
  MAX_IMAGES_TOTAL_BYTES,
  MAX_PARCEL_WEIGHT_KG,
  MIN_INSURANCE_COST,
  PARCEL_CLASSES,
  REFUND_WORKING_DAYS,
  TRAVELER_COMMISSION_RATE,
} from './business';
export { KZT } from './currency';
export type { Currency } from './currency';
export { PRICE_LIST, priceListAmount } from './price-list';
export {
  FIRST_NAME_LENGTH,
  PHONE_MASK,
  REGISTER_PASSWORD_LENGTH,
  RESET_PASSWORD_LENGTH,
  RESET_RESEND_TIMEOUT_SECONDS,
  SMS_CODE_LENGTH,
} from './forms';
export type { LengthRange } from './forms';
export { DEFAULT_LOCALE, FALLBACK_LANGUAGE, LOCALES, isLocaleCode, languageOf, localeOfLanguage } from './locales';
export type { LanguageCode, Locale, LocaleCode } from './locales';
export { COOKIES, PROFILE_TYPE_TRAVELER, STORAGE_KEYS } from './storage';
export { ALERT_DURATION_MS, CHUNK_RELOAD_GUARD_MS, PREFETCH_IDLE_MS, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from './timing';
