import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';

/** Where a failed courier call is written down: the status and error type only, never the person's data. */
export type FailureLog = (context: string, error: unknown) => void;

export const logCourierFailure: FailureLog = (context, error) => {
  const { status, errorType } = toApiError(error);
  console.error(`[courier] ${context} failed`, { status, errorType: errorType ?? errorTypeOf(error) });
};

/** The API's own error type, also the courier ones the shared list does not name (`could_not_calculate`, `cancel_refused`). */
export function errorTypeOf(error: unknown): string | null {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof body !== 'object' || body === null) return null;
  const type = (body as { error_type?: unknown }).error_type;
  return typeof type === 'string' ? type : null;
}

/** A 422 that names no field: the provider could not price these points (spec §8: could not calculate shipping cost). */
export function estimateFailureKey(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 422 || errorTypeOf(error) === 'could_not_calculate') return MESSAGE_KEYS.couldNotCalculateShippingCost;
  return apiError.messageKey;
}
