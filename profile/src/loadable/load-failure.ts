import { retryAfterSecondsOf, toApiError } from '@jetkiz/contracts';

/** Why a load failed, and when the API said to try again. */
export interface LoadFailure {
  /** a key of the `common` namespace */
  errorKey: string;
  /** the Retry-After of a 429 or a busy 503, in seconds; null when the API gave none */
  retryAfterSeconds: number | null;
}

/** The failure of a load, from what its call threw. */
export function loadFailureOf(error: unknown): LoadFailure {
  const failure = toApiError(error);
  return { errorKey: failure.messageKey, retryAfterSeconds: retryAfterSecondsOf(failure) };
}
