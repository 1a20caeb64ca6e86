import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startScriptedApi, type ScriptedApi } from '../test-support/scripted-api';
import { createTestHost, renderAuthModal, TEST_USER, type TestHost } from '../test-support/test-host';
import { loadTexts } from '../test-support/test-texts';

let api: ScriptedApi;
let testHost: TestHost;

beforeAll(() => loadTexts('en'));

beforeEach(async () => {
  api = await startScriptedApi();
  api.answer('GET /me', { status: 200, body: TEST_USER });
  api.answer('POST /email-confirmation/send', { status: 200, body: { success: true } });
  testHost = createTestHost(api);
  await testHost.session.logIn('tok');
});

afterEach(() => api.close());

const resend = () => screen.getByRole('button', { name: 'Send the link again' });

describe('email-confirmation', () => {
  it('names the address, starts on Continue, and resends the link only after the countdown', async () => {
    await renderAuthModal(testHost, 'email-confirmation');
    expect(screen.getByText(/aigerim@example\.kz is not confirmed yet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());

    await userEvent.click(resend());
    await waitFor(() => expect(api.callsTo('POST /email-confirmation/send')).toHaveLength(1));
    expect(api.callsTo('POST /email-confirmation/send')[0]!.headers.authorization).toBe('Bearer tok');
    expect(testHost.alerts).toEqual([{ key: 'auth:emailConfirmation.sentAlert', type: 'success' }]);
    expect(await screen.findByRole('timer')).toHaveTextContent('You can send the link again in 1:00');
    expect(resend()).toBeDisabled();
    await userEvent.click(resend());
    expect(api.callsTo('POST /email-confirmation/send')).toHaveLength(1);

    testHost.clock.advance(60);
    expect(resend()).toBeEnabled();
    await userEvent.click(resend());
    await waitFor(() => expect(api.callsTo('POST /email-confirmation/send')).toHaveLength(2));
  });

  it('an e-mail confirmed meanwhile says so', async () => {
    api.answer('POST /email-confirmation/send', { status: 422, body: { error_type: 'email_confirmed', error_message: 'done' } });
    await renderAuthModal(testHost, 'email-confirmation');
    await userEvent.click(resend());
    await waitFor(() => expect(testHost.alerts).toEqual([{ key: MESSAGE_KEYS.emailAlreadyConfirmed, type: 'success' }]));
  });

  it('a session that ended asks to log in again to confirm the e-mail', async () => {
    api.answer('POST /email-confirmation/send', { status: 401, body: { error_type: 'unauthorized', error_message: 'x' } });
    await renderAuthModal(testHost, 'email-confirmation');
    await userEvent.click(resend());
    await waitFor(() => expect(testHost.modals.current?.name).toBe('login'));
    expect(testHost.alerts).toEqual([{ key: MESSAGE_KEYS.loginAgainToConfirmEmail, type: 'error' }]);
  });

  it.each([
    [
      { next: 'site', next_path: '/schedule/5' },
      { visited: ['/schedule/5'], left: [] },
    ],
    [
      { next: 'profile', next_url: 'http://profile.test/travels' },
      { visited: [], left: ['http://profile.test/travels'] },
    ],
    [
      { next: 'profile', next_url: 'https://evil.example/steal' },
      { visited: [], left: [] },
    ],
    [{}, { visited: [], left: [] }],
  ])('Continue follows %j', async (params, expected) => {
    await renderAuthModal(testHost, 'email-confirmation', params);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // leaving for the profile host waits for a hand-over code first
    await waitFor(() => expect({ visited: testHost.visited, left: testHost.left }).toEqual(expected));
  });

  it('Continue opens the register-complete step it was given', async () => {
    await renderAuthModal(testHost, 'email-confirmation', {
      next: 'modal',
      next_modal: 'register-complete',
      shipment: 'parcel',
      parcel_id: '3',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(testHost.modals.current).toEqual({ name: 'register-complete', params: { shipment: 'parcel', parcel_id: '3' } });
  });
});
