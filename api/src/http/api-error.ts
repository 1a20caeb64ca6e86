import type { ApiErrorBody, ErrorType } from '@jetkiz/contracts';

/** An error answered as spec §8's body `{ error_type, error_message, validation_errors?, retry_after? }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: ErrorType,
    message: string,
    readonly extra: Omit<ApiErrorBody, 'error_type' | 'error_message'> & Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ApiErrorBody {
    return { error_type: this.errorType, error_message: this.message, ...this.extra };
  }
}

export function validationError(validationErrors: Record<string, string[]>, message = 'The given data was invalid.'): ApiError {
  return new ApiError(422, 'validation', message, { validation_errors: validationErrors });
}

export function unauthorized(message = 'Unauthenticated.'): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

export function tooManyRequests(retryAfterSeconds: number, message = 'Too many requests, try again later.'): ApiError {
  return new ApiError(429, 'too_many_requests', message, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/** 503 `service_busy`: the database's queue was full, the request was not run; `Retry-After` says when to come back. */
export function serviceBusy(retryAfterSeconds: number, message = 'The service is busy, try again shortly.'): ApiError {
  return new ApiError(503, 'service_busy', message, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) });
}
