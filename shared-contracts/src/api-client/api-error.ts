import type { ErrorType } from '../errors';
import type { InsuranceRefusal } from '../insurance';

/** Any failed call, reduced to what a screen needs to show it. */
export interface ApiError {
  /** null when no answer came */
  status: number | null;
  errorType: ErrorType | null;
  /** translation key of the `common` namespace */
  messageKey: string;
  serverMessage: string | null;
  /** field path → translation keys (422) */
  fieldErrors: Record<string, string[]>;
  /** seconds, from a 429 or a busy service's 503 (Retry-After) */
  retryAfter: number | null;
  /** the insurer's reason and contact, from a 422 `insurer_refused` (the 'insurance error' modal) */
  insurerRefusal?: InsuranceRefusal;
}
