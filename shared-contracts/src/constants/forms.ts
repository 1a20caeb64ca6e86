export interface LengthRange {
  min: number;
  max: number;
}

export const PHONE_MASK = '+7 (###) ###-##-##';
export const SMS_CODE_LENGTH = 4;
export const REGISTER_PASSWORD_LENGTH: Readonly<LengthRange> = { min: 8, max: 70 };
export const RESET_PASSWORD_LENGTH: Readonly<LengthRange> = { min: 8, max: 70 };
export const FIRST_NAME_LENGTH: Readonly<LengthRange> = { min: 2, max: 255 };
export const RESET_RESEND_TIMEOUT_SECONDS = 60;
