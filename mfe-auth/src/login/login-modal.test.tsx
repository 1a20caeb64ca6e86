import { PROFILE_TYPE_TRAVELER, STORAGE_KEYS, type LoginResponse } from '@jetkiz/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, heldAnswer } from '../test-support/scripted-api';
import { createTestHost, renderAuthModal } from '../test-support/test-host';
import { setUpAuthTest } from '../test-support/auth-test';
import { itPublishesTheWidgetParcel } from '../test-support/widget-parcel-test';

const ctx = setUpAuthTest();

const phoneField = () => screen.getByLabelText('Phone number');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });

async function fillCredentials(phone = '7011234567', password = 'secret1') {
  await userEvent.type(phoneField(), phone);
  await userEvent.type(passwordField(), password);
}

async function logInAnswering(answer: LoginResponse) {
  ctx.api.answer('POST /auth/login', { status: 200, body: answer });
  await renderAuthModal(ctx.testHost, 'login');
  await fillCredentials();
  await userEvent.click(submit());
}

describe('login modal', () => {
  it('starts in the phone field, masks it and shows each rule only after blur', async () => {
    await renderAuthModal(ctx.testHost, 'login');
    await waitFor(() => expect(phoneField()).toHaveFocus());
    await userEvent.type(phoneField(), '70112');
    expect(phoneField()).toHaveValue('+7 (701) 12');
    expect(screen.queryByText('Enter the full phone number')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Enter the full phone number')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it.each(['+7 701 123 45 67', '87011234567', '77011234567'])(
    'turns %s pasted into the mask without doubling the country code',
    async (pasted) => {
      await renderAuthModal(ctx.testHost, 'login');
      await userEvent.click(phoneField());
      await userEvent.paste(pasted);
      expect(phoneField()).toHaveValue('+7 (701) 123-45-67');
    },
  );

  it.each(['7011234567', '+77011234567'])('takes %s typed key by key, with or without the country code', async (typed) => {
    await renderAuthModal(ctx.testHost, 'login');
    await userEvent.type(phoneField(), typed);
    expect(phoneField()).toHaveValue('+7 (701) 123-45-67');
  });

  it('sends the normalised phone with the bot-check action, stores the token, and is locked while loading', async () => {
    const held = heldAnswer({ status: 200, body: { token: 'tok-1' } });
    ctx.api.answer('POST /auth/login', held.answer);
    await renderAuthModal(ctx.testHost, 'login');
    await fillCredentials();
    expect(submit()).toBeEnabled();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(ctx.testHost.modals.loading).toBe(true));
    expect(submit()).toBeDisabled();
    act(() => ctx.testHost.modals.close());
    expect(ctx.testHost.modals.current?.name).toBe('login');

    held.release();
    await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/']));
    // No hand-over code from the API: the plain address, and the profile uses the shared cookie.
    expect(ctx.api.callsTo('POST /auth/handoff')[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(ctx.api.callsTo('POST /auth/login')[0]!.body).toEqual({
      phone: '77011234567',
      password: 'secret1',
      google_recaptcha_action: 'login',
    });
    expect(ctx.testHost.session.token).toBe('tok-1');
    expect(ctx.testHost.session.user?.first_name).toBe('Әйгерім');
    expect(ctx.api.callsTo('GET /me')[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(ctx.testHost.modals.loading).toBe(false);
  });

  it("shows 'Incorrect phone or password' in the form on 401, until a field changes", async () => {
    ctx.api.answer('POST /auth/login', apiError(401, 'unauthorized', { message: 'Incorrect phone or password.' }));
    await renderAuthModal(ctx.testHost, 'login');
    await fillCredentials();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect phone or password');
    expect(ctx.testHost.session.token).toBeNull();
    expect(ctx.testHost.alerts).toEqual([]);
    await userEvent.type(passwordField(), '2');
    expect(screen.queryByText('Incorrect phone or password')).not.toBeInTheDocument();
  });

  it('puts 422 errors on their fields, marked blurred', async () => {
    ctx.api.answer('POST /auth/login', apiError(422, 'validation', { fields: { phone: ['phoneNotValid'] } }));
    await renderAuthModal(ctx.testHost, 'login');
    await fillCredentials();
    await userEvent.click(submit());
    expect(await screen.findByText('Enter the full phone number')).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [500, {}, 'somethingWentWrong'],
    [403, { error_type: 'recaptcha', error_message: 'robot' }, 'recaptchaError'],
    [429, { error_type: 'too_many_requests', error_message: 'wait', retry_after: 30 }, { key: 'tooManyRequests', retryAfterSeconds: 30 }],
  ])('answers status %s with the alert %j (a 429 with when to try again)', async (status, body, message) => {
    ctx.api.answer('POST /auth/login', { status, body });
    await renderAuthModal(ctx.testHost, 'login');
    await fillCredentials();
    await userEvent.click(submit());
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message, type: 'error' }]));
    expect(ctx.testHost.modals.current?.name).toBe('login');
  });

  it('shows recaptchaError and sends nothing when the bot check cannot be passed', async () => {
    ctx.testHost = createTestHost(ctx.api, {
      botCheck: {
        fieldsFor: async () => {
          const { BotCheckError } = await import('@jetkiz/contracts');
          throw new BotCheckError();
        },
      },
    });
    await renderAuthModal(ctx.testHost, 'login');
    await fillCredentials();
    await userEvent.click(submit());
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message: 'recaptchaError', type: 'error' }]));
    expect(ctx.api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  describe('routes by the answer', () => {
    it('action alert → the profile host with the message', async () => {
      await logInAnswering({ token: 't', action: 'alert', message: 'Your parcel was accepted' });
      await waitFor(() =>
        expect(ctx.testHost.left).toEqual(['http://profile.test/redirect?action=alert&message=Your+parcel+was+accepted']),
      );
    });

    it('redirect trips_sample → the schedule page, with the traveler profile type stored', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'trips_sample', parcel_id: 42 });
      await waitFor(() => expect(ctx.testHost.visited).toEqual(['/schedule/42']));
      expect(localStorage.getItem(STORAGE_KEYS.profileType)).toBe(PROFILE_TYPE_TRAVELER);
      expect(ctx.testHost.modals.current).toBeNull();
      expect(ctx.testHost.left).toEqual([]);
    });

    it('redirect my_trips → the profile host /travels', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'my_trips' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/travels']));
    });

    it('redirect deal → the profile host deal page of the request', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'deal', bind_id: 31 });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/deals/31']));
    });

    it('redirect deal without its request → the profile host', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'deal' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/']));
    });

    it('redirect chat → the chat on the profile host deal page of the channel', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'chat', chat_channel_id: 'bind-31' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/deals/31#chat']));
    });

    it('redirect chat with a channel that names no request → the profile host messages', async () => {
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'chat', chat_channel_id: 'ch-9' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/messages']));
    });

    it('hands the new session over to the chat, keeping its anchor before the one-time code', async () => {
      ctx.api.answer('POST /auth/handoff', { status: 200, body: { code: 'code-7' } });
      await logInAnswering({ token: 't', action: 'redirect', redirect_to: 'chat', chat_channel_id: 'bind-31' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/deals/31#chat&handoff=code-7']));
    });

    it('hands the new session to the profile host with a one-time code in the fragment, keeping the address', async () => {
      ctx.api.answer('POST /auth/handoff', { status: 200, body: { code: 'code-5' } });
      await logInAnswering({ token: 't', action: 'alert', message: 'Your parcel was accepted' });
      await waitFor(() =>
        expect(ctx.testHost.left).toEqual(['http://profile.test/redirect?action=alert&message=Your+parcel+was+accepted#handoff=code-5']),
      );
      expect(ctx.testHost.left.join()).not.toContain('token=');
    });

    it('no action → the profile host', async () => {
      await logInAnswering({ token: 't' });
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/']));
    });

    describe("no action with a widget's parcel", () => {
      itPublishesTheWidgetParcel(ctx, { token: 'fresh', getIn: () => logInAnswering({ token: 'fresh' }) });
    });

    it("'proceed' with email_confirmation → the e-mail confirmation modal, then on to the profile host", async () => {
      await logInAnswering({ token: 't', status: 'proceed', error_type: 'email_confirmation' });
      await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('email-confirmation'));
      expect(ctx.testHost.left).toEqual([]);
      await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/']));
    });
  });

  it('leads to the password reset with the typed phone, and back to the authorization choice', async () => {
    await renderAuthModal(ctx.testHost, 'login');
    await userEvent.type(phoneField(), '7011234567');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(ctx.testHost.modals.current).toEqual({ name: 'forgot-password-verify-phone', params: { phone: '77011234567' } });
    act(() => ctx.testHost.modals.open('login'));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+7 (701) 123-45-67');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(ctx.testHost.modals.current?.name).toBe('authorization');
  });
});
