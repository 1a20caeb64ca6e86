import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordResetStoreFor } from './password-reset-store';
import { renderAuthModal } from '../test-support/test-host';
import { setUpAuthTest } from '../test-support/auth-test';
import { button, enterCode, expectBackAtPhone, expectCodeSentMomentsAgo, field, itChecksTheCode } from '../test-support/code-step-test';
import { apiError } from '../test-support/scripted-api';

const ctx = setUpAuthTest({
  'POST /auth/password/forgot': { status: 200, body: { resend_timeout: 60 } },
  'POST /auth/password/forgot/check': { status: 200, body: { success: true } },
  'POST /auth/password/check': { status: 200, body: { success: true } },
  'POST /auth/password/reset': { status: 200, body: { token: 'reset-token' } },
});

async function reachCode(params = {}) {
  await renderAuthModal(ctx.testHost, 'forgot-password-verify-phone', params);
  if (!(field('Phone number') as HTMLInputElement).value) await userEvent.type(field('Phone number'), '7011234567');
  await userEvent.click(button('Get the code'));
  await screen.findByLabelText('SMS code');
}

async function reachPassword() {
  await reachCode();
  await enterCode('2468');
}

async function enterNewPassword(password = 'novyi2026') {
  await userEvent.type(field('New password'), password);
  await userEvent.type(field('Repeat the password'), password);
  await userEvent.click(button('Save the password'));
}

describe('forgot-password-verify-phone', () => {
  it("fills the phone from the link's phone parameter", async () => {
    await renderAuthModal(ctx.testHost, 'forgot-password-verify-phone', { phone: '77011234567' });
    expect(field('Phone number')).toHaveValue('+7 (701) 123-45-67');
    await waitFor(() => expect(field('Phone number')).toHaveFocus());
  });

  it('shows the phone rule after blur and keeps sending disabled until the phone is whole', async () => {
    await renderAuthModal(ctx.testHost, 'forgot-password-verify-phone');
    await userEvent.type(field('Phone number'), '70');
    expect(screen.queryByText('Enter the full phone number')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Enter the full phone number')).toBeInTheDocument();
    expect(button('Get the code')).toBeDisabled();
  });

  it('sends the reset code and counts down 60 seconds before a resend is possible', async () => {
    await reachCode({ phone: '77011234567' });
    expect(ctx.api.callsTo('POST /auth/password/forgot')[0]!.body).toEqual({
      phone: '77011234567',
      google_recaptcha_action: 'password_forgot',
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    ctx.testHost.clock.advance(59);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(screen.queryByRole('button', { name: 'Send the code again' })).not.toBeInTheDocument();
    ctx.testHost.clock.advance(1);
    await userEvent.click(button('Send the code again'));
    await waitFor(() => expect(ctx.api.callsTo('POST /auth/password/forgot')).toHaveLength(2));
    expect(await screen.findByRole('timer')).toHaveTextContent('1:00');
  });

  itChecksTheCode(ctx, {
    checkRoute: 'POST /auth/password/forgot/check',
    reachCode: () => reachCode(),
    next: 'forgot-password-verify-password',
    expired: { errorType: 'token_expired', alert: MESSAGE_KEYS.linkTimeIsExpired },
  });

  it('a code sent moments ago: the API message as an alert, the countdown from its wait, and the phone kept', async () => {
    await expectCodeSentMomentsAgo(ctx, 'POST /auth/password/forgot', 'forgot-password-verify-phone');
    expect(screen.getByLabelText('SMS code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).not.toBeInTheDocument();
    await userEvent.click(button('Change the number'));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+7 (701) 123-45-67');
  });

  it('back goes one step: code → phone → login', async () => {
    await reachCode();
    await userEvent.click(button('Change the number'));
    await userEvent.click(button('Back'));
    expect(ctx.testHost.modals.current?.name).toBe('login');
  });
});

describe('forgot-password-verify-password', () => {
  it('shows the reset rules after blur (the registration rule: 8 to 70 with a letter and a digit; repeat must match)', async () => {
    await reachPassword();
    await waitFor(() => expect(field('New password')).toHaveFocus());
    await userEvent.type(field('New password'), 'abc1');
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    await userEvent.type(field('New password'), 'def45');
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    await userEvent.type(field('Repeat the password'), 'abc1def46');
    await userEvent.tab();
    expect(screen.getByText('Password mismatch')).toBeInTheDocument();
    expect(button('Save the password')).toBeDisabled();
  });

  it('checks the password, resets it with the code, logs in and shows the complete modal', async () => {
    await reachPassword();
    await enterNewPassword('novyi2026');
    await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('forgot-password-complete'));
    expect(ctx.api.callsTo('POST /auth/password/check')[0]!.body).toEqual({
      password: 'novyi2026',
      password_confirmation: 'novyi2026',
      google_recaptcha_action: 'verify_password',
    });
    expect(ctx.api.callsTo('POST /auth/password/reset')[0]!.body).toEqual({
      phone: '77011234567',
      code: '2468',
      password: 'novyi2026',
      password_confirmation: 'novyi2026',
      google_recaptcha_action: 'password_reset',
    });
    expect(ctx.testHost.session.token).toBe('reset-token');
  });

  it("'to cabinet' hands the session to the profile host with a one-time code, never the token", async () => {
    ctx.api.answer('POST /auth/handoff', { status: 200, body: { code: 'hand-over-1' } });
    await reachPassword();
    await enterNewPassword();
    const toCabinet = await screen.findByRole('button', { name: 'Go to my profile' });
    await waitFor(() => expect(toCabinet).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/#handoff=hand-over-1']));
    expect(ctx.testHost.left.join()).not.toContain('reset-token');
  });

  it("token_expired at the reset → 'linkTimeIsExpired', back to the phone", async () => {
    ctx.api.answer('POST /auth/password/reset', apiError(422, 'token_expired'));
    await reachPassword();
    await enterNewPassword();
    await expectBackAtPhone(ctx, 'forgot-password-verify-phone', MESSAGE_KEYS.linkTimeIsExpired);
  });

  it('422 from the reset lands on the password fields', async () => {
    ctx.api.answer('POST /auth/password/check', apiError(422, 'validation', { fields: { password: ['minLengthNotValid'] } }));
    await reachPassword();
    await enterNewPassword();
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(ctx.api.callsTo('POST /auth/password/reset')).toHaveLength(0);
  });

  it("keeps spec §3's reset draft: phone, code, password", async () => {
    await reachPassword();
    await userEvent.type(field('New password'), 'abcdef');
    expect(passwordResetStoreFor(ctx.testHost.env).draft).toEqual({ phone: '+7 (701) 123-45-67', code: '2468', password: 'abcdef' });
  });

  it('back returns to the code, kept', async () => {
    await reachPassword();
    await userEvent.click(button('Back'));
    expect(await screen.findByLabelText('SMS code')).toHaveValue('2468');
  });

  it('a link straight to the password step starts at the phone', async () => {
    await renderAuthModal(ctx.testHost, 'forgot-password-verify-password');
    await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('forgot-password-verify-phone'));
    act(() => undefined);
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
  });
});
