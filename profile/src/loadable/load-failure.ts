import { COMMON_NAMESPACE, retryAfterSecondsOf, toApiError } from '@jetkiz/contracts';
import type { ApiError } from '@jetkiz/contracts';
import type { TextRef } from '../i18n';

/** Why a load (or an action) failed, and when the API said to try again. */
export interface LoadFailure {
  /** a key of `namespace` */
  errorKey: string;
  /** the namespace of `errorKey`; the `common` one when none is given */
  namespace?: TextRef['namespace'];
  /** the Retry-After of a 429 or a busy 503, in seconds; null when the API gave none */
  retryAfterSeconds: number | null;
}

/** The failure of a load, from what its call threw. */
export function loadFailureOf(error: unknown): LoadFailure {
  return failureOf(toApiError(error));
}

/**
 * The failure of a call as the API answered it: the reason given (else the API's own), with the seconds its
 * Retry-After said to wait, so an action's error says when to try again the same way a load's does.
 */
export function failureOf(failure: ApiError, reason?: TextRef): LoadFailure {
  const retryAfterSeconds = retryAfterSecondsOf(failure);
  if (!reason || reason.namespace === COMMON_NAMESPACE) return { errorKey: reason?.key ?? failure.messageKey, retryAfterSeconds };
  return { errorKey: reason.key, namespace: reason.namespace, retryAfterSeconds };
}
