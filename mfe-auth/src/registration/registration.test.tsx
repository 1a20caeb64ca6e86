import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { DOCUMENTS_DRAFT, PARCEL_DRAFT, TRIP_DRAFT } from '@jetkiz/contracts/src/host-api/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationStoreFor } from './registration-store';
import { apiError, heldAnswer } from '../test-support/scripted-api';
import { renderAuthModal, TEST_USER } from '../test-support/test-host';
import { setUpAuthTest } from '../test-support/auth-test';
import { itPublishesTheWidgetParcel } from '../test-support/widget-parcel-test';
import { button, enterCode, expectBackAtPhone, expectCodeSentMomentsAgo, field, itChecksTheCode } from '../test-support/code-step-test';

const ctx = setUpAuthTest({
  'POST /auth/phone-confirmation/send': { status: 200, body: { resend_timeout: 3 } },
  'POST /auth/phone-confirmation/confirm': { status: 200, body: { success: true } },
  'POST /auth/password/check': { status: 200, body: { success: true } },
  'POST /auth/register': { status: 200, body: { token: 'new-token', user: TEST_USER } },
});

async function enterPhone(phone = '7011234567') {
  await userEvent.type(field('Phone number'), phone);
  await userEvent.click(button('Get the code'));
  await screen.findByLabelText('SMS code');
}

async function enterPassword(password = 'parol2024') {
  await userEvent.type(field('Password'), password);
  await userEvent.type(field('Repeat the password'), password);
  await userEvent.click(button('Next'));
  await screen.findByLabelText('E-mail');
}

async function reachAdditional() {
  await renderAuthModal(ctx.testHost, 'register-verify-phone');
  await enterPhone();
  await enterCode();
  await enterPassword();
}

async function enterAbout(email = 'aigerim@example.kz', firstName = 'Әйгерім') {
  await userEvent.type(field('E-mail'), email);
  await userEvent.type(field('First name'), firstName);
  await userEvent.click(button('Sign up'));
}

describe('register-verify-phone', () => {
  it('starts in the phone field; the rule shows after blur; sending is disabled until the phone is whole', async () => {
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await waitFor(() => expect(field('Phone number')).toHaveFocus());
    expect(button('Get the code')).toBeDisabled();
    await userEvent.type(field('Phone number'), '701');
    expect(screen.queryByText('Enter the full phone number')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Enter the full phone number')).toBeInTheDocument();
    await userEvent.clear(field('Phone number'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(field('Phone number'), '7011234567');
    expect(button('Get the code')).toBeEnabled();
  });

  it('sends the code, then counts down from resend_timeout; the resend link appears only at 0', async () => {
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await enterPhone();
    expect(ctx.api.callsTo('POST /auth/phone-confirmation/send')[0]!.body).toEqual({
      phone: '77011234567',
      google_recaptcha_action: 'verify_phone',
    });
    expect(screen.getByText('We sent a 4-digit code to +7 (701) 123-45-67.')).toBeInTheDocument();
    await waitFor(() => expect(field('SMS code')).toHaveFocus());
    expect(screen.getByRole('timer')).toHaveTextContent('You can get a new code in 0:03');
    expect(screen.queryByRole('button', { name: 'Send the code again' })).not.toBeInTheDocument();

    ctx.testHost.clock.advance(2);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(screen.queryByRole('button', { name: 'Send the code again' })).not.toBeInTheDocument();
    ctx.testHost.clock.advance(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await userEvent.click(button('Send the code again'));
    await waitFor(() => expect(ctx.api.callsTo('POST /auth/phone-confirmation/send')).toHaveLength(2));
    expect(await screen.findByRole('timer')).toHaveTextContent('0:03');
  });

  it('shows the code rules after blur and keeps the mask to 4 digits', async () => {
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await enterPhone();
    await userEvent.type(field('SMS code'), '1a2');
    expect(field('SMS code')).toHaveValue('12');
    expect(screen.queryByText('Invalid length')).not.toBeInTheDocument();
    expect(button('Confirm')).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('Invalid length')).toBeInTheDocument();
    await userEvent.type(field('SMS code'), '34567');
    expect(field('SMS code')).toHaveValue('1234');
    expect(button('Confirm')).toBeEnabled();
  });

  itChecksTheCode(ctx, {
    checkRoute: 'POST /auth/phone-confirmation/confirm',
    reachCode: async () => {
      await renderAuthModal(ctx.testHost, 'register-verify-phone');
      await enterPhone();
    },
    next: 'register-verify-password',
    expired: { errorType: 'register_ended', alert: MESSAGE_KEYS.codeTimedOut },
  });

  it('a registered phone: the error shows on the field and offers to log in with it', async () => {
    ctx.api.answer(
      'POST /auth/phone-confirmation/send',
      apiError(422, 'phone_confirmed', { fields: { phone: ['phoneAlreadyRegistered'] } }),
    );
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await userEvent.type(field('Phone number'), '7011234567');
    await userEvent.click(button('Get the code'));
    expect(await screen.findByText('A user with this phone is already registered, log in')).toBeInTheDocument();
    await userEvent.click(button('Log in instead'));
    expect(ctx.testHost.modals.current).toEqual({ name: 'login', params: { phone: '77011234567' } });
  });

  it('a code sent moments ago: the API message as an alert, and the countdown from its wait', async () => {
    await expectCodeSentMomentsAgo(ctx, 'POST /auth/phone-confirmation/send', 'register-verify-phone');
  });

  it('an error type in a phone-confirmation answer shows its message as an alert', async () => {
    ctx.api.answer('POST /auth/phone-confirmation/send', {
      status: 200,
      body: { resend_timeout: 60, error_type: 'phone_confirmation', error_message: 'SMS is not available now' },
    });
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await userEvent.type(field('Phone number'), '7011234567');
    await userEvent.click(button('Get the code'));
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message: { text: 'SMS is not available now' }, type: 'error' }]));
    expect(field('Phone number')).toBeInTheDocument();
  });

  it('back goes one step: code → phone (kept) → authorization', async () => {
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await enterPhone();
    await userEvent.click(button('Change the number'));
    expect(field('Phone number')).toHaveValue('+7 (701) 123-45-67');
    await userEvent.click(button('Back'));
    expect(ctx.testHost.modals.current?.name).toBe('authorization');
  });

  it('is disabled and locks the modal while the code is being sent', async () => {
    const held = heldAnswer({ status: 200, body: { resend_timeout: 60 } });
    ctx.api.answer('POST /auth/phone-confirmation/send', held.answer);
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await userEvent.type(field('Phone number'), '7011234567');
    await userEvent.click(button('Get the code'));
    await waitFor(() => expect(ctx.testHost.modals.loading).toBe(true));
    expect(button('Get the code')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    held.release();
    await screen.findByLabelText('SMS code');
    expect(ctx.testHost.modals.loading).toBe(false);
  });
});

describe('register-verify-password', () => {
  beforeEach(async () => {
    await renderAuthModal(ctx.testHost, 'register-verify-phone');
    await enterPhone();
    await enterCode();
  });

  it('starts in the password field and shows each rule after blur', async () => {
    await waitFor(() => expect(field('Password')).toHaveFocus());
    await userEvent.type(field('Password'), 'parol2024');
    await userEvent.tab();
    await userEvent.type(field('Repeat the password'), 'parol2025');
    expect(screen.queryByText('Password mismatch')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Password mismatch')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'abc1');
    expect(screen.getByText('Too short')).toBeInTheDocument();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'abcdefgh');
    expect(screen.getByText('The password needs at least one letter and one digit')).toBeInTheDocument();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), `a1${'x'.repeat(69)}`);
    expect(screen.getByText('Too long')).toBeInTheDocument();
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'parol2025');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(button('Next')).toBeEnabled();
  });

  it('checks the password with the API, then asks for the e-mail and first name', async () => {
    await enterPassword('parol2024');
    expect(ctx.api.callsTo('POST /auth/password/check')[0]!.body).toEqual({
      password: 'parol2024',
      password_confirmation: 'parol2024',
      google_recaptcha_action: 'verify_password',
    });
    expect(ctx.testHost.modals.current?.name).toBe('register-additional');
  });

  it('puts 422 errors from the check on their fields', async () => {
    ctx.api.answer('POST /auth/password/check', apiError(422, 'validation', { fields: { password_confirmation: ['passwordMismatch'] } }));
    await userEvent.type(field('Password'), 'parol2024');
    await userEvent.type(field('Repeat the password'), 'parol2024');
    await userEvent.click(button('Next'));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(ctx.testHost.modals.current?.name).toBe('register-verify-password');
  });

  it('back returns to the code step with the code kept', async () => {
    await userEvent.click(button('Back'));
    expect(ctx.testHost.modals.current?.name).toBe('register-verify-phone');
    expect(await screen.findByLabelText('SMS code')).toHaveValue('1234');
  });
});

describe('register-additional', () => {
  it('starts in the e-mail field and shows the rules after blur; Kazakh names pass', async () => {
    await reachAdditional();
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    await userEvent.type(field('E-mail'), 'aigerim@');
    await userEvent.type(field('First name'), 'A');
    expect(screen.getByText('Invalid e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    await userEvent.type(field('First name'), '1');
    expect(screen.getByText('Letters only')).toBeInTheDocument();
    await userEvent.clear(field('First name'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(field('First name'), 'Құрманғазы');
    await userEvent.clear(field('E-mail'));
    await userEvent.type(field('E-mail'), 'k@example.kz');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(button('Sign up')).toBeEnabled();
  });

  it('registers with the whole draft, logs in with the answered token, then shows register-complete', async () => {
    await reachAdditional();
    await enterAbout();
    await waitFor(() => expect(ctx.testHost.modals.current).toEqual({ name: 'register-complete', params: {} }));
    expect(ctx.api.callsTo('POST /auth/register')[0]!.body).toEqual({
      phone: '77011234567',
      code: '1234',
      password: 'parol2024',
      password_confirmation: 'parol2024',
      email: 'aigerim@example.kz',
      first_name: 'Әйгерім',
      google_recaptcha_action: 'register',
    });
    expect(ctx.testHost.session.token).toBe('new-token');
    expect(await screen.findByRole('heading', { name: 'Welcome, Әйгерім!' })).toBeInTheDocument();
  });

  it("an e-mail already registered: the error on the field offers to log in with the draft's phone", async () => {
    ctx.api.answer('POST /auth/register', apiError(422, 'validation', { fields: { email: ['emailAlreadyRegistered'] } }));
    await reachAdditional();
    await enterAbout();
    expect(await screen.findByText('A user with this e-mail is already registered, log in')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(button('Log in instead'));
    expect(ctx.testHost.modals.current).toEqual({ name: 'login', params: { phone: '77011234567' } });
  });

  it('register_ended: the code timed out; back to the phone, with the rest of the draft kept', async () => {
    ctx.api.answer('POST /auth/register', apiError(422, 'register_ended'));
    await reachAdditional();
    await enterAbout();
    await expectBackAtPhone(ctx, 'register-verify-phone', MESSAGE_KEYS.codeTimedOut);

    await userEvent.click(button('Get the code'));
    await screen.findByLabelText('SMS code');
    await enterCode('5555');
    expect(field('Password')).toHaveValue('parol2024');
    await userEvent.click(button('Next'));
    expect(await screen.findByLabelText('E-mail')).toHaveValue('aigerim@example.kz');
  });

  it('any other failure reads somethingWentWrong, and nothing typed is lost', async () => {
    ctx.api.answer('POST /auth/register', apiError(500, 'server_error'));
    await reachAdditional();
    await enterAbout();
    await waitFor(() => expect(ctx.testHost.alerts).toEqual([{ message: MESSAGE_KEYS.somethingWentWrong, type: 'error' }]));
    expect(field('E-mail')).toHaveValue('aigerim@example.kz');
    expect(field('First name')).toHaveValue('Әйгерім');
  });

  it("keeps spec §3's registration draft while the steps change", async () => {
    await reachAdditional();
    await userEvent.type(field('E-mail'), 'a@b.kz');
    expect(registrationStoreFor(ctx.testHost.env).draft).toEqual({
      phone: '+7 (701) 123-45-67',
      code: '1234',
      password: 'parol2024',
      email: 'a@b.kz',
      first_name: '',
      origin: 'manual',
      kind: null,
      parcel: null,
      parcelId: null,
      trip: null,
      tripId: null,
    });
  });

  it('back goes to the password, kept; and again back to the code', async () => {
    await reachAdditional();
    await userEvent.type(field('E-mail'), 'a@b.kz');
    await userEvent.click(button('Back'));
    expect(await screen.findByLabelText('Password')).toHaveValue('parol2024');
    expect(field('Repeat the password')).toHaveValue('parol2024');
    await userEvent.click(button('Next'));
    expect(await screen.findByLabelText('E-mail')).toHaveValue('a@b.kz');
  });

  describe("the widget's parcel", () => {
    itPublishesTheWidgetParcel(ctx, {
      token: 'new-token',
      getIn: async () => {
        await reachAdditional();
        await enterAbout();
      },
      expectKept: (parcelId) =>
        expect(registrationStoreFor(ctx.testHost.env).draft).toMatchObject({
          origin: 'widget',
          kind: 'parcel',
          parcel: PARCEL_DRAFT,
          parcelId,
          trip: null,
          tripId: null,
        }),
    });
  });

  it("creates the widget's trip and offers my trips on the profile host", async () => {
    ctx.testHost.host.drafts.saveSignup({ kind: 'trip', trip: TRIP_DRAFT });
    ctx.api.answer('POST /trips', { status: 201, body: { id: 11 } });
    ctx.api.answer('POST /auth/handoff', { status: 200, body: { code: 'code-11' } });
    await reachAdditional();
    await enterAbout();
    await userEvent.click(await screen.findByRole('button', { name: 'My trips' }));
    expect(ctx.api.callsTo('POST /trips')[0]!.body).toEqual({ ...TRIP_DRAFT, google_recaptcha_action: 'create_trip' });
    // The new session goes to the profile host as a one-time code in the fragment, never as the token.
    await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/travels#handoff=code-11']));
    expect(ctx.api.callsTo('POST /auth/handoff')[0]!.headers.authorization).toBe('Bearer new-token');
  });

  it("keeps the widget's draft when it cannot be created; the account exists all the same", async () => {
    ctx.testHost.host.drafts.saveSignup({ kind: 'parcel', parcel: DOCUMENTS_DRAFT });
    ctx.api.answer('POST /parcels', { status: 500, body: {} });
    await reachAdditional();
    await enterAbout();
    await waitFor(() => expect(ctx.testHost.modals.current).toEqual({ name: 'register-complete', params: {} }));
    expect(ctx.testHost.alerts).toEqual([{ message: MESSAGE_KEYS.somethingWentWrongTryAgain, type: 'error' }]);
    expect(ctx.testHost.host.drafts.signup?.kind).toBe('parcel');
    expect(ctx.testHost.session.token).toBe('new-token');
  });
});

describe('register-complete', () => {
  it('after a manual sign-up: continue on the site, or go to the profile', async () => {
    await reachAdditional();
    await enterAbout();
    const proceed = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(proceed).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Go to profile' }));
    await waitFor(() => expect(ctx.testHost.left).toEqual(['http://profile.test/']));
    await userEvent.click(proceed);
    expect(ctx.testHost.modals.current).toBeNull();
  });

  it('a link straight into a later step starts at the first one', async () => {
    await renderAuthModal(ctx.testHost, 'register-additional');
    await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('register-verify-phone'));
    act(() => ctx.testHost.modals.open('register-verify-password'));
    await waitFor(() => expect(ctx.testHost.modals.current?.name).toBe('register-verify-phone'));
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
  });
});
