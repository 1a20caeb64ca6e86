import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { User } from '@jetkiz/contracts';
import { aUser, apiClientFor, mockApi, type Answer, type MockApi } from '../testing';
import { SessionStore } from './session-store';
import { createTokenCookie } from '@jetkiz/web-kit';

let server: MockApi;

beforeEach(async () => {
  server = mockApi();
  Cookies.remove('z_token', { path: '/' });
});

afterEach(() => server.close());

function sessionWith(cookieToken: string | null, handedOver: string | null = null) {
  const cookie = createTokenCookie({ domain: null, secure: false });
  if (cookieToken) cookie.write(cookieToken);
  const session = new SessionStore(cookie, handedOver);
  // wired as the app does: the client reads the token from the session and tells it about a 401
  session.connect(apiClientFor(server, { getToken: () => session.token, onUnauthorized: () => session.expire() }), (token) =>
    apiClientFor(server, { getToken: () => token }).auth.logout(),
  );
  return session;
}

/** A session on the cookie's token, loaded with `GET /me` answered so. */
async function loadedSession(cookieToken: string, me: Answer<User>) {
  server.answer('GET', '/me', me);
  const session = sessionWith(cookieToken);
  await session.load();
  return session;
}

describe('SessionStore', () => {
  it('is anonymous without a token and asks the API nothing', async () => {
    const session = sessionWith(null);
    await session.load();
    expect(session.state).toBe('anonymous');
    expect(server.calls).toHaveLength(0);
  });

  it('exchanges a hand-over code for a session and stores it in the shared cookie', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'handed-over', user_id: 1 } });
    server.answer('GET', '/me', { status: 200, body: aUser() });
    const session = sessionWith(null, 'code');
    expect(session.state).toBe('loading');
    await session.load();
    expect(session.token).toBe('handed-over');
    expect(Cookies.get('z_token')).toBe('handed-over');
    expect(session.state).toBe('ready');
  });

  it('is anonymous when a hand-over code fails and there is no session', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 422, body: { error_type: 'token_expired', error_message: 'x' } });
    const session = sessionWith(null, 'old-code');
    await session.load();
    expect([session.state, session.handoffFailed, session.token]).toEqual(['anonymous', true, null]);
  });

  const bearersOfLogout = () => server.callsTo('POST', '/auth/logout').map((call) => call.headers.authorization);

  it("offers another account's handed-over session without putting it in place, and ends it when declined", async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'other-token', user_id: 99 } });
    server.answer('GET', '/me', { status: 200, body: aUser() });
    server.answer('POST', '/auth/logout', { status: 200, body: { success: true } });
    const session = sessionWith('my-token', 'code');
    await session.load();
    expect([session.token, session.offeredToken, Cookies.get('z_token')]).toEqual(['my-token', 'other-token', 'my-token']);
    session.declineHandoff();
    expect(session.offeredToken).toBeNull();
    await waitFor(() => expect(bearersOfLogout()).toEqual(['Bearer other-token']));
    expect([session.token, Cookies.get('z_token')]).toEqual(['my-token', 'my-token']);
  });

  it('ends the extra session at once when the site hands over the account already open here', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'second-token', user_id: aUser().id } });
    server.answer('GET', '/me', { status: 200, body: aUser() });
    server.answer('POST', '/auth/logout', { status: 200, body: { success: true } });
    const session = sessionWith('my-token', 'code');
    await session.load();
    expect([session.state, session.token, session.offeredToken]).toEqual(['ready', 'my-token', null]);
    await waitFor(() => expect(bearersOfLogout()).toEqual(['Bearer second-token']));
  });

  it('puts the handed-over session in place without asking when the one open here had already ended', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'new-token', user_id: 99 } });
    server.answer(
      'GET',
      '/me',
      { status: 401, body: { error_type: null, error_message: 'Unauthorized' } },
      { status: 200, body: aUser({ id: 99, first_name: 'Bota' }) },
    );
    const session = sessionWith('revoked-token', 'code');
    await session.load();
    expect([session.state, session.user?.first_name, session.token, session.offeredToken]).toEqual(['ready', 'Bota', 'new-token', null]);
    expect(Cookies.get('z_token')).toBe('new-token');
    expect(server.callsTo('GET', '/me').map((call) => call.headers.authorization)).toEqual(['Bearer revoked-token', 'Bearer new-token']);
  });

  it('loads the user with the token of the cookie', async () => {
    const session = await loadedSession('cookie-token', { status: 200, body: aUser({ first_name: 'Әйгерім' }) });
    expect(session.state).toBe('ready');
    expect(session.user?.first_name).toBe('Әйгерім');
  });

  it('ends the session on a 401: cookie removed, user forgotten', async () => {
    const session = await loadedSession('revoked-token', { status: 401, body: { error_type: null, error_message: 'Unauthorized' } });
    expect(session.state).toBe('expired');
    expect(session.token).toBeNull();
    expect(Cookies.get('z_token')).toBeUndefined();
  });

  it('keeps the token when the API cannot be reached, so a retry can work', async () => {
    const session = await loadedSession('good-token', { status: 503, body: {} });
    expect(session.state).toBe('error');
    expect(Cookies.get('z_token')).toBe('good-token');
    server.answer('GET', '/me', { status: 200, body: aUser() });
    await session.load();
    expect(session.state).toBe('ready');
  });

  it('revokes the token through the API on logout, then removes it', async () => {
    server.answer('POST', '/auth/logout', { status: 200, body: { success: true } });
    const session = await loadedSession('token-to-revoke', { status: 200, body: aUser() });
    await session.logout();
    const [logout] = server.callsTo('POST', '/auth/logout');
    expect(logout.headers.authorization).toBe('Bearer token-to-revoke');
    expect(session.state).toBe('loggedOut');
    expect(session.user).toBeNull();
    expect(Cookies.get('z_token')).toBeUndefined();
  });

  it('logs out locally even when the API fails to answer', async () => {
    server.answer('POST', '/auth/logout', { status: 500, body: {} });
    const session = sessionWith('token');
    await session.logout();
    expect(session.state).toBe('loggedOut');
    expect(Cookies.get('z_token')).toBeUndefined();
  });
});

describe('SessionStore.refreshUser', () => {
  it('updates the user in place, staying ready', async () => {
    const session = await loadedSession('token', { status: 200, body: aUser({ email_confirmed: false }) });
    server.answer('GET', '/me', { status: 200, body: aUser({ email_confirmed: true }) });
    await session.refreshUser();
    expect(session.state).toBe('ready');
    expect(session.user?.email_confirmed).toBe(true);
  });

  it('keeps the user when the API fails, but ends the session on a 401', async () => {
    const session = await loadedSession('token', { status: 200, body: aUser() });
    server.answer('GET', '/me', { status: 502, body: {} });
    await session.refreshUser();
    expect(session.state).toBe('ready');
    server.answer('GET', '/me', { status: 401, body: {} });
    await session.refreshUser();
    expect(session.state).toBe('expired');
  });
});
