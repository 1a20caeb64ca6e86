import { ERROR_TYPES, type ErrorType } from './error-type';
import { messageKeyFor } from './message-key-for';
import { MESSAGE_KEYS } from './message-keys';

describe('messageKeyFor', () => {
  it.each<[ErrorType, string]>([
    ['validation', MESSAGE_KEYS.somethingWentWrong],
    ['phone_confirmation', MESSAGE_KEYS.phoneNotConfirmed],
    ['phone_confirmed', MESSAGE_KEYS.phoneAlreadyRegistered],
    ['email_confirmation', MESSAGE_KEYS.loginAgainToConfirmEmail],
    ['email_confirmed', MESSAGE_KEYS.emailAlreadyConfirmed],
    ['token_expired', MESSAGE_KEYS.linkTimeIsExpired],
    ['register_ended', MESSAGE_KEYS.codeTimedOut],
    ['parcel_was_bound', MESSAGE_KEYS.parcelWasBound],
    ['invalid_code', MESSAGE_KEYS.invalidCode],
    ['recaptcha', MESSAGE_KEYS.recaptchaError],
    ['too_many_requests', MESSAGE_KEYS.tooManyRequests],
    ['not_found', MESSAGE_KEYS.notFound],
    ['forbidden', MESSAGE_KEYS.forbidden],
    ['could_not_calculate', MESSAGE_KEYS.couldNotCalculateShippingCost],
    ['cancel_refused', MESSAGE_KEYS.cancelError],
    ['service_busy', MESSAGE_KEYS.serviceBusy],
    ['server_error', MESSAGE_KEYS.tryAgainLater],
  ])('error type %s → %s', (errorType, key) => {
    expect(messageKeyFor(400, errorType)).toBe(key);
  });

  it('covers every error type', () => {
    const keys = ERROR_TYPES.map((errorType) => messageKeyFor(400, errorType));
    expect(keys.every((key) => Object.values(MESSAGE_KEYS).includes(key as never))).toBe(true);
  });

  it.each<[number | null, string]>([
    [null, MESSAGE_KEYS.somethingWentWrong],
    [400, MESSAGE_KEYS.somethingWentWrong],
    [403, MESSAGE_KEYS.forbidden],
    [404, MESSAGE_KEYS.notFound],
    [422, MESSAGE_KEYS.somethingWentWrong],
    [429, MESSAGE_KEYS.tooManyRequests],
    [500, MESSAGE_KEYS.tryAgainLater],
    [502, MESSAGE_KEYS.tryAgainLater],
    [503, MESSAGE_KEYS.tryAgainLater],
  ])('status %s without an error type → %s', (status, key) => {
    expect(messageKeyFor(status)).toBe(key);
  });

  it('reads 401 as wrong credentials only on login', () => {
    expect(messageKeyFor(401, 'unauthorized', { loginCall: true })).toBe(MESSAGE_KEYS.invalidCredentials);
    expect(messageKeyFor(401, null, { loginCall: true })).toBe(MESSAGE_KEYS.invalidCredentials);
    expect(messageKeyFor(401, 'unauthorized')).toBe(MESSAGE_KEYS.sessionExpired);
  });

  it('prefers the error type over the status', () => {
    expect(messageKeyFor(429, 'recaptcha')).toBe(MESSAGE_KEYS.recaptchaError);
    expect(messageKeyFor(500, 'token_expired')).toBe(MESSAGE_KEYS.linkTimeIsExpired);
  });

  it('keeps the spec keys verbatim', () => {
    expect(MESSAGE_KEYS.untitledError).toBe('Untitled Error');
    expect(MESSAGE_KEYS.successMallingSubscribe).toBe('successMallingSubscribe');
  });
});
