import type { AxiosError } from 'axios';
import { isErrorType, messageKeyFor, type ApiErrorBody, type MessageKeyOptions } from '../errors';
import { type InsuranceRefusal, isInsuranceRefusalReason } from '../insurance';
import type { ApiError } from './api-error';

function errorBodyOf(data: unknown): Partial<ApiErrorBody> {
  return typeof data === 'object' && data !== null ? (data as Partial<ApiErrorBody>) : {};
}

function retryAfterOf(body: Partial<ApiErrorBody>, header: unknown): number | null {
  if (typeof body.retry_after === 'number') return body.retry_after;
  const seconds = Number(header);
  return header != null && Number.isFinite(seconds) ? seconds : null;
}

function noAnswer(): ApiError {
  return {
    status: null,
    errorType: null,
    messageKey: messageKeyFor(null),
    serverMessage: null,
    fieldErrors: {},
    retryAfter: null,
  };
}

/** Recognises an axios error without importing axios, so a bundle that only reads errors does not carry it. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function insurerRefusalOf(body: Partial<ApiErrorBody>): InsuranceRefusal | undefined {
  if (body.error_type !== 'insurer_refused' || typeof body.insurer_contact !== 'object' || body.insurer_contact === null) return undefined;
  return { reason: isInsuranceRefusalReason(body.reason) ? body.reason : 'other', insurer_contact: body.insurer_contact };
}

/** Reduces anything a call can throw to what a screen shows; `loginCall` makes 401 mean wrong credentials. */
export function toApiError(error: unknown, options: MessageKeyOptions = {}): ApiError {
  if (!isHttpError(error) || !error.response) return noAnswer();
  const { status, data, headers } = error.response;
  const body = errorBodyOf(data);
  const errorType = isErrorType(body.error_type) ? body.error_type : null;
  return {
    status,
    errorType,
    messageKey: messageKeyFor(status, errorType, options),
    serverMessage: typeof body.error_message === 'string' ? body.error_message : null,
    fieldErrors: body.validation_errors ?? {},
    retryAfter: retryAfterOf(body, headers['retry-after']),
    ...(errorType === 'insurer_refused' ? { insurerRefusal: insurerRefusalOf(body) } : {}),
  };
}
