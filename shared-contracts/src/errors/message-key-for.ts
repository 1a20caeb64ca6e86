import type { ErrorType } from './error-type';
import { MESSAGE_KEYS } from './message-keys';

export interface MessageKeyOptions {
  /** 401 means wrong credentials only on `POST /auth/login`; elsewhere the session has ended. */
  loginCall?: boolean;
}

const KEY_BY_ERROR_TYPE: Readonly<Record<ErrorType, string>> = {
  validation: MESSAGE_KEYS.somethingWentWrong,
  phone_confirmation: MESSAGE_KEYS.phoneNotConfirmed,
  phone_confirmed: MESSAGE_KEYS.phoneAlreadyRegistered,
  email_confirmation: MESSAGE_KEYS.loginAgainToConfirmEmail,
  email_confirmed: MESSAGE_KEYS.emailAlreadyConfirmed,
  token_expired: MESSAGE_KEYS.linkTimeIsExpired,
  register_ended: MESSAGE_KEYS.codeTimedOut,
  parcel_was_bound: MESSAGE_KEYS.parcelWasBound,
  invalid_code: MESSAGE_KEYS.invalidCode,
  recaptcha: MESSAGE_KEYS.recaptchaError,
  unauthorized: MESSAGE_KEYS.sessionExpired,
  too_many_requests: MESSAGE_KEYS.tooManyRequests,
  not_found: MESSAGE_KEYS.notFound,
  forbidden: MESSAGE_KEYS.forbidden,
  verification_required: MESSAGE_KEYS.verificationRequired,
  could_not_calculate: MESSAGE_KEYS.couldNotCalculateShippingCost,
  cancel_refused: MESSAGE_KEYS.cancelError,
  insurer_refused: MESSAGE_KEYS.insurerCannotConclude,
  service_busy: MESSAGE_KEYS.serviceBusy,
  server_error: MESSAGE_KEYS.tryAgainLater,
};

const KEY_BY_STATUS: Readonly<Record<number, string>> = {
  403: MESSAGE_KEYS.forbidden,
  404: MESSAGE_KEYS.notFound,
  429: MESSAGE_KEYS.tooManyRequests,
};

function keyForStatus(status: number): string {
  if (status >= 500) return MESSAGE_KEYS.tryAgainLater;
  return KEY_BY_STATUS[status] ?? MESSAGE_KEYS.somethingWentWrong;
}

/**
 * The one table from an error answer to the translation key shown to the user.
 * `status` null means no answer came (network error, CORS, timeout).
 */
export function messageKeyFor(status: number | null, errorType?: ErrorType | null, options: MessageKeyOptions = {}): string {
  if (status === null) return MESSAGE_KEYS.somethingWentWrong;
  if (status === 401) {
    return options.loginCall ? MESSAGE_KEYS.invalidCredentials : MESSAGE_KEYS.sessionExpired;
  }
  if (errorType) return KEY_BY_ERROR_TYPE[errorType];
  return keyForStatus(status);
}
