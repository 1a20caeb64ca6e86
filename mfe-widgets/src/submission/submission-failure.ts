import { MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import { BotCheckError } from '@jetkiz/contracts';

/** What went wrong with a create call, as the form deals with it (spec §4, §8). */
export type SubmissionFailure = { kind: 'fields'; fieldErrors: Record<string, string[]> } | { kind: 'recaptcha' } | { kind: 'failed' };

export function submissionFailureOf(error: unknown): SubmissionFailure {
  if (error instanceof BotCheckError) return { kind: 'recaptcha' };
  const apiError = toApiError(error);
  if (apiError.errorType === 'recaptcha' || apiError.messageKey === MESSAGE_KEYS.recaptchaError) return { kind: 'recaptcha' };
  if (apiError.status === 422 && Object.keys(apiError.fieldErrors).length > 0) return { kind: 'fields', fieldErrors: apiError.fieldErrors };
  return { kind: 'failed' };
}

/** The key the widget shows itself when no site shows the alert for it. */
export function failureMessageKey(failure: SubmissionFailure): string {
  return failure.kind === 'recaptcha' ? MESSAGE_KEYS.recaptchaError : MESSAGE_KEYS.somethingWentWrongTryAgain;
}
