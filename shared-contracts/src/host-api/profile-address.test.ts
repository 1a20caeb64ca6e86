import { createApiClient } from '../api-client';
import { startRecordingServer, type RecordingServer } from '../api-client/testing';
import { profileAddress, profileHandoffAddress } from './profile-address';

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

const apiWith = (token: string | null) =>
  createApiClient({ baseUrl: server.url, getToken: () => token, getLanguage: () => 'ru', onUnauthorized: () => undefined });

describe('profileAddress', () => {
  it('joins the path and the query to the profile host', () => {
    expect(profileAddress('https://profile.jetkiz.kz', '/travels', { bind: '5' })).toBe('https://profile.jetkiz.kz/travels?bind=5');
    expect(profileAddress('https://profile.jetkiz.kz')).toBe('https://profile.jetkiz.kz/');
  });
});

describe('profileHandoffAddress', () => {
  it('puts a fresh one-time code in the fragment, never the token', async () => {
    server.answer('POST', '/auth/handoff', { status: 200, body: { code: 'one-time code' } });
    const url = await profileHandoffAddress(apiWith('secret-token'), true, 'https://profile.jetkiz.kz/travels');
    expect(url).toBe('https://profile.jetkiz.kz/travels#handoff=one-time%20code');
    expect(url).not.toContain('secret-token');
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/handoff']);
  });

  it('keeps the fragment the address has, before the code', async () => {
    server.answer('POST', '/auth/handoff', { status: 200, body: { code: 'c0de' } });
    expect(await profileHandoffAddress(apiWith('secret-token'), true, 'https://profile.jetkiz.kz/deals/31#chat')).toBe(
      'https://profile.jetkiz.kz/deals/31#chat&handoff=c0de',
    );
  });

  it('leaves the address plain for a guest, without asking the API', async () => {
    expect(await profileHandoffAddress(apiWith(null), false, 'https://profile.jetkiz.kz/')).toBe('https://profile.jetkiz.kz/');
    expect(server.calls).toHaveLength(0);
  });

  it('leaves the address plain when the API gives no code', async () => {
    server.answer('POST', '/auth/handoff', { status: 401, body: { error_type: 'unauthorized', error_message: 'no' } });
    expect(await profileHandoffAddress(apiWith('revoked'), true, 'https://profile.jetkiz.kz/')).toBe('https://profile.jetkiz.kz/');
  });
});
