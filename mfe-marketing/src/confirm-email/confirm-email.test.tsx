import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { takeMissingKeys, setUpMockedHostTest } from '../testing';
import { ConfirmEmail } from './confirm-email';

const ctx = setUpMockedHostTest(['confirmEmail']);

beforeEach(() => {
  window.history.replaceState(null, '', '/en/confirm-email?token=link-token-123');
});

const renderPage = () =>
  render(
    <StrictMode>
      <ConfirmEmail host={ctx.test.host} />
    </StrictMode>,
  );

describe('confirm-email page', () => {
  it('confirms the token of the link once and says so', async () => {
    ctx.api.answer('POST', '/email-confirmation/confirm', { status: 200, body: { success: true } });
    renderPage();
    expect(screen.getByText('Checking the link from your e-mail…')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    expect(ctx.api.calls).toHaveLength(1);
    expect(ctx.api.calls[0]).toMatchObject({ method: 'POST', path: '/email-confirmation/confirm', body: { token: 'link-token-123' } });
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(ctx.test.alerts).not.toHaveBeenCalled();
    expect(takeMissingKeys()).toEqual([]);
  });

  // spec §8: email_confirmed is good news; token_expired reads linkTimeIsExpired.
  it.each([
    ['email_confirmed', 'The e-mail is already confirmed.', 'E-mail already confirmed', 'emailAlreadyConfirmed', 'success'],
    ['token_expired', 'Time of link is expired.', 'The link has expired', 'linkTimeIsExpired', 'error'],
  ] as const)('tells %s apart: its own heading and alert', async (errorType, message, heading, alert, alertType) => {
    ctx.api.answer('POST', '/email-confirmation/confirm', { status: 422, body: { error_type: errorType, error_message: message } });
    renderPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(ctx.test.alerts).toHaveBeenCalledWith(alert, alertType);
  });

  it('does not call the API for a link without a token', async () => {
    window.history.replaceState(null, '', '/en/confirm-email');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The link has no confirmation code' })).toBeVisible();
    expect(ctx.api.calls).toHaveLength(0);
  });

  it('offers a retry when the check fails for another reason', async () => {
    ctx.api.answer('POST', '/email-confirmation/confirm', { status: 500, body: { error_type: 'server_error', error_message: 'down' } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The link could not be checked' })).toBeVisible();
    expect(ctx.test.alerts).toHaveBeenCalledWith('tryAgainLater', 'error');
    ctx.api.answer('POST', '/email-confirmation/confirm', { status: 200, body: { success: true } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
    await waitFor(() => expect(ctx.api.calls).toHaveLength(2));
  });
});
