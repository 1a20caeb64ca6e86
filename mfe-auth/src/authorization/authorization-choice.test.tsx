import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthModal } from '../test-support/test-host';
import { setUpAuthTest } from '../test-support/auth-test';

const ctx = setUpAuthTest();

describe('authorization', () => {
  it('starts on sign-up; Tab and Enter reach log-in; social login is disabled', async () => {
    await renderAuthModal(ctx.testHost, 'authorization');
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(signUp).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Social login is coming soon' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(ctx.testHost.modals.current?.name).toBe('register-verify-phone');
  });

  it('opens login', async () => {
    await renderAuthModal(ctx.testHost, 'authorization');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(ctx.testHost.modals.current?.name).toBe('login');
  });
});
