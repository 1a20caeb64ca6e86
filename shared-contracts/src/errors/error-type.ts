export type ErrorType =
  | 'validation'
  | 'phone_confirmation'
  | 'phone_confirmed'
  | 'email_confirmation'
  | 'email_confirmed'
  | 'token_expired'
  | 'register_ended'
  | 'parcel_was_bound'
  | 'invalid_code'
  | 'recaptcha'
  | 'unauthorized'
  | 'too_many_requests'
  | 'not_found'
  | 'forbidden'
  | 'verification_required'
  | 'could_not_calculate'
  | 'cancel_refused'
  | 'insurer_refused'
  | 'service_busy'
  | 'server_error';

export const ERROR_TYPES: readonly ErrorType[] = [
  'validation',
  'phone_confirmation',
  'phone_confirmed',
  'email_confirmation',
  'email_confirmed',
  'token_expired',
  'register_ended',
  'parcel_was_bound',
  'invalid_code',
  'recaptcha',
  'unauthorized',
  'too_many_requests',
  'not_found',
  'forbidden',
  'verification_required',
  'could_not_calculate',
  'cancel_refused',
  'insurer_refused',
  'service_busy',
  'server_error',
];

export function isErrorType(value: unknown): value is ErrorType {
  return ERROR_TYPES.includes(value as ErrorType);
}

/** The API's wire format for every error answer. */
export interface ApiErrorBody {
  error_type: ErrorType;
  error_message: string;
  /** field path → translation keys (422) */
  validation_errors?: Record<string, string[]>;
  /** seconds to wait (429, 503 service_busy) */
  retry_after?: number;
  /** why the insurer refused (422 insurer_refused): an InsuranceRefusalReason */
  reason?: string;
  /** how to reach the insurer (422 insurer_refused) */
  insurer_contact?: { name: string; phone: string; email: string; url: string };
}
