/**
 * What an alert says: a translation key (a string, or `{ key }`), or `{ text }`, the server's own words (an API
 * `error_message`, already in the user's language by Accept-Language), shown as they are and never looked up as a
 * key. `retryAfterSeconds` (the Retry-After of a 429, or of a 503 when the service is busy) adds when to try again.
 */
export type AlertMessage = string | { key: string; retryAfterSeconds?: number } | { text: string; retryAfterSeconds?: number };

/** What an alert needs of a failed call (the api client's ApiError). */
export interface FailedCall {
  status: number | null;
  messageKey: string;
  serverMessage: string | null;
  retryAfter: number | null;
}

export interface AlertOfErrorOptions {
  /** the answer's `error_message` is meant for the user (e.g. phone confirmation, spec §8), so it is shown as it is */
  serverText?: boolean;
}

/** Answers that say when to come back: too many requests (429) and a busy service (503). */
const RETRY_STATUSES: readonly (number | null)[] = [429, 503];

/** When a failed call said to try again (a 429's or a busy service's 503 Retry-After), in seconds; null otherwise. */
export function retryAfterSecondsOf(error: FailedCall): number | null {
  return RETRY_STATUSES.includes(error.status) && error.retryAfter !== null && error.retryAfter > 0 ? error.retryAfter : null;
}

/** The alert of a failed call: its message key, or the server's text where the call's answer speaks to the user, and when to try again. */
export function alertOfError(error: FailedCall, options: AlertOfErrorOptions = {}): AlertMessage {
  const retryAfterSeconds = retryAfterSecondsOf(error);
  const retry = retryAfterSeconds === null ? {} : { retryAfterSeconds };
  if (options.serverText && error.serverMessage) return { text: error.serverMessage, ...retry };
  return { key: error.messageKey, ...retry };
}
