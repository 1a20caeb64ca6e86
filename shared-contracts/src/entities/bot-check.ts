export type BotCheckAction =
  | 'login'
  | 'register'
  | 'password_forgot'
  | 'password_reset'
  | 'create_trip'
  | 'create_parcel'
  | 'verify_phone'
  | 'verify_phone_code'
  | 'verify_password';

/** reCAPTCHA v3 fields any bot-checked call may carry. */
export interface BotCheckFields {
  google_recaptcha_token?: string;
  google_recaptcha_action?: BotCheckAction;
}
