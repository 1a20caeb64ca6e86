import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthModal } from '../test-support/test-host';
import { setUpAuthTest } from '../test-support/auth-test';
import { apiError } from '../test-support/scripted-api';

const ctx = setUpAuthTest({
  'POST /email-confirmation/send': { status: 200, body: { success: true } },
});

beforeEach(async () => {
  await ctx.testHost.session.logIn('tok');
});

const resend = () => screen.getByRole('button', { name: 'Send the link again' });

describe('email-confirmation', () => {
  it('names the address, starts on Continue, and resends the link only after the countdown', async () => {
    await renderAuthModal(ctx.testHost, 'email-confirmation');
    expect(screen.getByText(/aigerim@example\.kz is not confirmed yet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus());

    await userEvent.click(resend());
    await waitFor(() => expect(ctx.api.callsTo('POST /email-confirmation/send')).toHaveLength(1));
    expect(ctx.api.callsTo('POST /email-confirmation/send')[0]!.headers.authorization).toBe('Bearer tok');
    expect(ctx.testHost.alerts).toEqual([{ message: 'auth:emailConfirmation.sentAlert', type: 'success' }]);
    expect(await screen.findByRole('timer')).toHaveTextContent('You can send the link again in 1:00');
    expect(resend()).toBeDisabled();
    await userEvent.click(resend());
    expect(ctx.api.callsTo('POST /email-confirmation/send')).toHaveLength(1);

    ctx.testHost.clock.advance(60);
    expect(resend()).toBeEnabled();
    await userEvent.click(resend());
    await waitFor(() => expect(ctx.api.callsTo('POST /email-confirmation/send')).toHaveLength(2));
  });

  it('an e-mail confirmed meanwhile says so', async () => {
    ctx.api.answer('POST /email-confirmation/send', apiError(422, 'email_confirmed'));
    await renderAuthModal(ctx.testHost, 'email-confirmation');
    await userEvent.click(resend());
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message: MESSAGE_KEYS.emailAlreadyConfirmed, type: 'success' }]));
  });

  it('a session that ended asks to log in again to confirm the e-mail', async () => {
    ctx.api.answer('POST /email-confirmation/send', apiError(401, 'unauthorized'));
    await renderAuthModal(ctx.testHost, 'email-confirmation');
    await userEvent.click(resend());
    await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('login'));
    expect(ctx.testHost.alerts).toEqual([{ message: MESSAGE_KEYS.loginAgainToConfirmEmail, type: 'error' }]);
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
    await renderAuthModal(ctx.testHost, 'email-confirmation', params);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // leaving for the profile host waits for a hand-over code first
    await waitFor(() => expect({ visited: ctx.testHost.visited, left: ctx.testHost.left }).toEqual(expected));
  });

  it('Continue opens the register-complete step it was given', async () => {
    await renderAuthModal(ctx.testHost, 'email-confirmation', {
      next: 'modal',
      next_modal: 'register-complete',
      shipment: 'parcel',
      parcel_id: '3',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(ctx.testHost.modals.current).toEqual({ name: 'register-complete', params: { shipment: 'parcel', parcel_id: '3' } });
  });
});
