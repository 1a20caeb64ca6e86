import { startRecordingServer } from '@jetkiz/contracts/src/api-client/testing';
import type { RecordingServer } from '@jetkiz/contracts/src/api-client/testing';
import { createLazyApiClient } from './lazy-api-client';

let server: RecordingServer;
let unauthorized = 0;

beforeEach(async () => {
  server = await startRecordingServer();
  unauthorized = 0;
});
afterEach(() => server.close());

function client(token: string | null = 'token-3') {
  return createLazyApiClient({
    baseUrl: server.url,
    getToken: () => token,
    getLanguage: () => 'kk',
    onUnauthorized: () => (unauthorized += 1),
  });
}

describe('createLazyApiClient', () => {
  it('makes the real calls, nested or not, with the token and the language', async () => {
    server.answer('GET', '/cities', { status: 200, body: [{ id: 1 }] });
    server.answer('POST', '/callback/send', { status: 201, body: { success: true } });
    const api = client();
    expect(await api.cities()).toEqual([{ id: 1 }]);
    expect(await api.callback.send({ first_name: 'Uljan', phone: '77012345678', email: '', question: '' })).toEqual({ success: true });
    const call = server.calls.find((recorded) => recorded.path === '/callback/send');
    expect(call?.headers.authorization).toBe('Bearer token-3');
    expect(call?.headers['accept-language']).toBe('kk');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ first_name: 'Uljan' });
  });

  it('passes failures on and reports a 401', async () => {
    server.answer('GET', '/me', { status: 401, body: { error_type: 'unauthorized' } });
    await expect(client().me.get()).rejects.toBeDefined();
    expect(unauthorized).toBe(1);
  });

  it('is not taken for a promise', async () => {
    const api = client();
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    const auth = await Promise.resolve(api.auth);
    expect(typeof auth.login).toBe('function');
    expect(server.calls).toEqual([]);
  });

  it('refuses a call the client does not have', async () => {
    await expect((client() as unknown as { auth: { nope: () => Promise<unknown> } }).auth.nope()).rejects.toThrow(
      'api.auth.nope is not a call',
    );
  });
});
