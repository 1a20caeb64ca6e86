import { act, screen } from '@testing-library/react';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { AlertList } from '../alerts';
import { createTestShell, renderInShell } from '../testing/test-shell';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.close());

describe('createHostApi', () => {
  it("hands the bot check's site key to every remote, so the site's own forms run the bot check", async () => {
    const { host } = await createTestShell('/ru', { recaptchaSiteKey: 'site-key-1' });
    expect(host.config.recaptchaSiteKey).toBe('site-key-1');
  });

  it('hands no key when none is configured (the bot check is off)', async () => {
    const { host } = await createTestShell('/ru');
    expect(host.config.recaptchaSiteKey).toBeUndefined();
  });
});

describe('navigation.profileHandoffUrl', () => {
  it("hands a logged-in user's session to the profile with a one-time code in the fragment", async () => {
    api.answer('POST', '/auth/handoff', { status: 200, body: { code: 'code-1' } });
    const { host, stores } = await createTestShell('/ru', { apiUrl: api.url });
    stores.session.token = 'the-token';
    const url = await host.navigation.profileHandoffUrl('/travels');
    expect(url).toBe('http://profile.test/travels?lang=ru#handoff=code-1');
    expect(api.callsTo('POST', '/auth/handoff')[0]!.headers.authorization).toBe('Bearer the-token');
  });

  it('gives a guest the plain profile address', async () => {
    const { host } = await createTestShell('/ru', { apiUrl: api.url });
    expect(await host.navigation.profileHandoffUrl()).toBe('http://profile.test/?lang=ru');
    expect(api.calls).toHaveLength(0);
  });
});

describe('a busy API (503 service_busy)', () => {
  it("alerts 'the service is busy, try again in N s' for any remote's call, and the call still fails", async () => {
    api.answer('GET', '/trips', {
      status: 503,
      headers: { 'Retry-After': '7' },
      body: { error_type: 'service_busy', error_message: 'The service is busy, try again shortly.', retry_after: 7 },
    });
    const shell = await createTestShell('/ru', { apiUrl: api.url });
    renderInShell(shell, <AlertList store={shell.stores.alerts} />);
    await act(async () => {
      await expect(shell.host.api.trips.list({})).rejects.toMatchObject({ response: { status: 503 } });
    });
    expect(shell.stores.alerts.alerts).toEqual([
      expect.objectContaining({ words: { key: 'serviceBusy' }, retryAfterSeconds: 7, type: 'error' }),
    ]);
    expect(await screen.findByText('Сервис сейчас перегружен. Повторите через 7 секунд.')).toBeInTheDocument();
  });
});
