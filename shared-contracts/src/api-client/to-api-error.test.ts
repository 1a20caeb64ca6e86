import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { MESSAGE_KEYS } from '../errors';
import { toApiError } from './to-api-error';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, headers: {}, statusText: '', config } as AxiosResponse;
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
}

describe('toApiError', () => {
  it('treats anything that is not an answered call as no answer', () => {
    expect(toApiError(new TypeError('boom'))).toMatchObject({ status: null, messageKey: MESSAGE_KEYS.somethingWentWrong });
    expect(toApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({ status: null });
  });

  it('ignores an unknown error type and a body that is not an object', () => {
    expect(toApiError(answered(400, { error_type: 'martian' }))).toMatchObject({
      errorType: null,
      messageKey: MESSAGE_KEYS.somethingWentWrong,
    });
    expect(toApiError(answered(404, 'Not Found'))).toMatchObject({ messageKey: MESSAGE_KEYS.notFound, serverMessage: null });
  });

  it('reads 401 as wrong credentials only for a login call', () => {
    expect(toApiError(answered(401, {}), { loginCall: true }).messageKey).toBe(MESSAGE_KEYS.invalidCredentials);
    expect(toApiError(answered(401, {})).messageKey).toBe(MESSAGE_KEYS.sessionExpired);
  });
});

describe('toApiError of an insurer refusal', () => {
  const insurerContact = { name: 'Insurer', phone: '77272000000', email: 'help@insurer.kz', url: 'https://insurer.kz' };

  it("keeps the insurer's reason and contact for the 'insurance error' modal", () => {
    const error = toApiError(
      answered(422, { error_type: 'insurer_refused', reason: 'route_not_covered', insurer_contact: insurerContact }),
    );
    expect(error).toMatchObject({
      messageKey: MESSAGE_KEYS.insurerCannotConclude,
      insurerRefusal: { reason: 'route_not_covered', insurer_contact: insurerContact },
    });
  });

  it('reads a reason it does not know as other', () => {
    const error = toApiError(answered(422, { error_type: 'insurer_refused', reason: 'martian', insurer_contact: insurerContact }));
    expect(error.insurerRefusal?.reason).toBe('other');
    expect(toApiError(answered(422, { error_type: 'validation' })).insurerRefusal).toBeUndefined();
  });
});
