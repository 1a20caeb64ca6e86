import type { ApiError } from '../api-client';
import { alertOfError } from './alert-of-error';

const failure = (fields: Partial<ApiError>): ApiError => ({
  status: 422,
  errorType: null,
  messageKey: 'somethingWentWrong',
  serverMessage: null,
  fieldErrors: {},
  retryAfter: null,
  ...fields,
});

describe('alertOfError', () => {
  it("shows the message key, not the server's text, unless the call's answer speaks to the user", () => {
    expect(alertOfError(failure({ serverMessage: 'Validation failed' }))).toEqual({ key: 'somethingWentWrong' });
  });

  it("shows the server's text as text, never as a key (spec §8: phone confirmation)", () => {
    const error = failure({ errorType: 'phone_confirmation', messageKey: 'phoneNotConfirmed', serverMessage: 'Код отправлен, подождите' });
    expect(alertOfError(error, { serverText: true })).toEqual({ text: 'Код отправлен, подождите' });
    expect(alertOfError({ ...error, serverMessage: null }, { serverText: true })).toEqual({ key: 'phoneNotConfirmed' });
  });

  it("adds a 429's Retry-After, so the alert says when to try again", () => {
    expect(alertOfError(failure({ status: 429, messageKey: 'tooManyRequests', retryAfter: 90 }))).toEqual({
      key: 'tooManyRequests',
      retryAfterSeconds: 90,
    });
    expect(alertOfError(failure({ status: 429, messageKey: 'tooManyRequests', retryAfter: null }))).toEqual({ key: 'tooManyRequests' });
  });

  it("adds a busy service's Retry-After (503 service_busy), so the alert says when to try again", () => {
    expect(alertOfError(failure({ status: 503, errorType: 'service_busy', messageKey: 'serviceBusy', retryAfter: 4 }))).toEqual({
      key: 'serviceBusy',
      retryAfterSeconds: 4,
    });
    expect(alertOfError(failure({ status: 500, messageKey: 'tryAgainLater', retryAfter: 4 }))).toEqual({ key: 'tryAgainLater' });
  });
});
