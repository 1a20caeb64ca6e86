import { MESSAGE_KEYS } from '../errors';
import { createApiClient } from './create-api-client';
import { startRecordingServer, type RecordingServer } from './testing';
import { toApiError } from './to-api-error';
import type { ApiClient } from './api-client';

let server: RecordingServer;
let token: string | null;
let onUnauthorized: jest.Mock;
let api: ApiClient;

beforeEach(async () => {
  server = await startRecordingServer();
  token = null;
  onUnauthorized = jest.fn();
  api = createApiClient({
    baseUrl: server.url,
    getToken: () => token,
    getLanguage: () => 'kk',
    onUnauthorized,
  });
});

afterEach(() => server.close());

function lastCall() {
  const call = server.calls.at(-1);
  if (!call) throw new Error('no call reached the server');
  return call;
}

async function failureOf(call: Promise<unknown>, loginCall = false) {
  try {
    await call;
  } catch (error) {
    return toApiError(error, { loginCall });
  }
  throw new Error('the call did not fail');
}

describe('headers', () => {
  it('sends Accept and Accept-Language and no Authorization without a token', async () => {
    await api.cities();
    const { headers } = lastCall();
    expect(headers.accept).toBe('application/json');
    expect(headers['accept-language']).toBe('kk');
    expect(headers.authorization).toBeUndefined();
  });

  it('sends the bearer token when one exists, read at call time', async () => {
    token = 'secret-token';
    await api.me.get();
    expect(lastCall().headers.authorization).toBe('Bearer secret-token');
  });
});

describe('calls', () => {
  it('answers with the body of the response', async () => {
    server.answer('GET', '/cities', { status: 200, body: [{ id: 1, name_ru: 'Алматы' }] });
    await expect(api.cities()).resolves.toEqual([{ id: 1, name_ru: 'Алматы' }]);
  });

  it('posts the login body as JSON', async () => {
    server.answer('POST', '/auth/login', { status: 200, body: { token: 't1' } });
    const answer = await api.auth.login({ phone: '77012345678', password: 'secret12' });
    expect(answer.token).toBe('t1');
    expect(lastCall().method).toBe('POST');
    expect(JSON.parse(lastCall().body)).toEqual({ phone: '77012345678', password: 'secret12' });
  });

  it('passes the guest token as a query parameter only when given', async () => {
    await api.parcels.get(7, { guest_token: 'g-1' });
    expect(lastCall().path).toBe('/parcels/7');
    expect(lastCall().query.get('guest_token')).toBe('g-1');
    await api.parcels.sample(7);
    expect(lastCall().path).toBe('/parcels/7/trips/sample');
    expect(lastCall().query.has('guest_token')).toBe(false);
  });

  it('binds a parcel to a trip', async () => {
    await api.parcels.bind(7, { trip_id: 3 }, { guest_token: 'g-1' });
    expect(lastCall().path).toBe('/parcels/7/trips/binds');
    expect(JSON.parse(lastCall().body)).toEqual({ trip_id: 3 });
  });

  it("moves a guest's parcel deadline with the guest token", async () => {
    await api.parcels.update(7, { deadline: '2030-01-02' }, { guest_token: 'g-1' });
    expect(lastCall().method).toBe('PATCH');
    expect(lastCall().path).toBe('/parcels/7');
    expect(lastCall().query.get('guest_token')).toBe('g-1');
    expect(JSON.parse(lastCall().body)).toEqual({ deadline: '2030-01-02' });
  });

  it('lists trips with the query', async () => {
    await api.trips.list({ from: 1, to: 2, page: 3 });
    expect(lastCall().path).toBe('/trips');
    expect(Object.fromEntries(lastCall().query)).toEqual({ from: '1', to: '2', page: '3' });
  });

  it('uploads images as multipart images[]', async () => {
    await api.parcels.uploadImages([new Blob(['png-bytes'], { type: 'image/png' })]);
    const call = lastCall();
    expect(call.path).toBe('/parcels/images');
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toContain('name="images[]"');
    expect(call.body).toContain('png-bytes');
  });

  it.each([
    ['accept', 'POST', '/binds/4/accept'],
    ['decline', 'POST', '/binds/4/decline'],
    ['cancel', 'POST', '/binds/4/cancel'],
  ] as const)('%s a bind', async (action, method, path) => {
    await api.binds[action](4);
    expect([lastCall().method, lastCall().path]).toEqual([method, path]);
  });

  it.each([
    ['updates a parcel', (client: ApiClient) => client.parcels.update(2, { reward: 1 }), 'PATCH', '/parcels/2'],
    ['subscribes to mailing', (client: ApiClient) => client.mailing.subscribe({ email: 'a@b.kz' }), 'POST', '/malling/subscribe'],
    [
      'asks for the recommended price',
      (client: ApiClient) => client.prices.recommended({ from: 1, to: 2, class: 'S' }),
      'GET',
      '/prices/recommended',
    ],
    ['reads my trips', (client: ApiClient) => client.me.trips(), 'GET', '/me/trips'],
  ])('%s', async (_name, call, method, path) => {
    await call(api);
    expect([lastCall().method, lastCall().path]).toEqual([method, path]);
  });
});

describe('401', () => {
  it('on login is wrong credentials and keeps the session', async () => {
    server.answer('POST', '/auth/login', {
      status: 401,
      body: { error_type: 'unauthorized', error_message: 'Unauthorized' },
    });
    const error = await failureOf(api.auth.login({ phone: '77012345678', password: 'wrong' }), true);
    expect(error.messageKey).toBe(MESSAGE_KEYS.invalidCredentials);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('on any other call ends the session', async () => {
    token = 'stale';
    server.answer('GET', '/me', { status: 401, body: { error_type: 'unauthorized', error_message: 'Unauthorized' } });
    const error = await failureOf(api.me.get());
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('on a busy service (503 service_busy)', () => {
  it('tells the host when to try again, from Retry-After, and still rejects the call', async () => {
    const onServiceBusy = jest.fn();
    const busyApi = createApiClient({ baseUrl: server.url, getToken: () => null, getLanguage: () => 'ru', onUnauthorized, onServiceBusy });
    server.answer('GET', '/trips', {
      status: 503,
      headers: { 'Retry-After': '7' },
      body: { error_type: 'service_busy', error_message: 'busy', retry_after: 7 },
    });
    const error = await failureOf(busyApi.trips.list({}));
    expect(error).toMatchObject({ status: 503, errorType: 'service_busy', messageKey: MESSAGE_KEYS.serviceBusy, retryAfter: 7 });
    expect(onServiceBusy).toHaveBeenCalledTimes(1);
    expect(onServiceBusy.mock.calls[0][0]).toMatchObject({ status: 503, retryAfter: 7 });
  });

  it('is not called for another 503 or another error', async () => {
    const onServiceBusy = jest.fn();
    const busyApi = createApiClient({ baseUrl: server.url, getToken: () => null, getLanguage: () => 'ru', onUnauthorized, onServiceBusy });
    server.answer('GET', '/cities', { status: 503, body: { status: 'degraded' } });
    expect((await failureOf(busyApi.cities())).messageKey).toBe(MESSAGE_KEYS.tryAgainLater);
    server.answer('GET', '/cities', { status: 429, body: { error_type: 'too_many_requests', error_message: 'slow down', retry_after: 3 } });
    await failureOf(busyApi.cities());
    expect(onServiceBusy).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('gives the field errors of a 422', async () => {
    server.answer('POST', '/auth/register', {
      status: 422,
      body: {
        error_type: 'validation',
        error_message: 'Invalid',
        validation_errors: { email: ['emailAlreadyRegistered'] },
      },
    });
    const error = await failureOf(
      api.auth.register({
        phone: '77012345678',
        code: '1234',
        password: 'secret12',
        password_confirmation: 'secret12',
        email: 'a@b.kz',
        first_name: 'Әйгерім',
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      errorType: 'validation',
      serverMessage: 'Invalid',
      fieldErrors: { email: ['emailAlreadyRegistered'] },
    });
  });

  it('reads retry_after of a 429', async () => {
    server.answer('POST', '/auth/phone-confirmation/send', {
      status: 429,
      body: { error_type: 'too_many_requests', error_message: 'Slow down', retry_after: 42 },
    });
    const error = await failureOf(api.auth.sendPhoneConfirmation({ phone: '77012345678' }));
    expect(error).toMatchObject({ status: 429, messageKey: MESSAGE_KEYS.tooManyRequests, retryAfter: 42 });
  });

  it('falls back to the Retry-After header', async () => {
    server.answer('POST', '/auth/password/forgot', { status: 429, body: {}, headers: { 'Retry-After': '30' } });
    const error = await failureOf(api.auth.forgotPassword({ phone: '77012345678' }));
    expect(error.retryAfter).toBe(30);
  });

  it('maps an error type to its message', async () => {
    server.answer('POST', '/auth/password/reset', {
      status: 400,
      body: { error_type: 'token_expired', error_message: 'Expired' },
    });
    const error = await failureOf(
      api.auth.resetPassword({ phone: '77012345678', code: '1234', password: 'abcdef', password_confirmation: 'abcdef' }),
    );
    expect(error.messageKey).toBe(MESSAGE_KEYS.linkTimeIsExpired);
  });

  it('maps a 5xx to try again later', async () => {
    server.answer('GET', '/cities', { status: 503, body: 'down' });
    const error = await failureOf(api.cities());
    expect(error).toMatchObject({ status: 503, errorType: null, messageKey: MESSAGE_KEYS.tryAgainLater });
  });

  it('treats no answer as a network error', async () => {
    // jsdom reports the refused connection on the console as well.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.close();
    const error = await failureOf(api.cities());
    expect(error).toEqual({
      status: null,
      errorType: null,
      messageKey: MESSAGE_KEYS.somethingWentWrong,
      serverMessage: null,
      fieldErrors: {},
      retryAfter: null,
    });
    consoleError.mockRestore();
    server = await startRecordingServer();
  });
});
