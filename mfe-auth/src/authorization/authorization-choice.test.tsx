import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startScriptedApi, type ScriptedApi } from '../test-support/scripted-api';
import { createTestHost, renderAuthModal, type TestHost } from '../test-support/test-host';
import { loadTexts } from '../test-support/test-texts';

let api: ScriptedApi;
let testHost: TestHost;

beforeAll(() => loadTexts('en'));
beforeEach(async () => {
  api = await startScriptedApi();
  testHost = createTestHost(api);
});
afterEach(() => api.close());

describe('authorization', () => {
  it('starts on sign-up; Tab and Enter reach log-in; social login is disabled', async () => {
    await renderAuthModal(testHost, 'authorization');
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    await waitFor(() => expect(signUp).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Social login is coming soon' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(testHost.modals.current?.name).toBe('register-verify-phone');
  });

  it('opens login', async () => {
    await renderAuthModal(testHost, 'authorization');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(testHost.modals.current?.name).toBe('login');
  });
});
