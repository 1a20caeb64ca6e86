import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { expectSubmitLedTo, recordScrollsIntoView } from '@jetkiz/web-kit/src/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { said } from '../testing/test-environment';
import { citiesLoaded, expectCreatedAsGuest, itReportsSendFailures, itSpeaks, setUpWidgetFormTest } from '../testing/widget-form-test';

const ctx = setUpWidgetFormTest('trip', (api) => {
  api.answer('POST', '/trips', { status: 201, body: { id: 7 } });
});

type User = ReturnType<typeof userEvent.setup>;

const renderTrip = (options?: Parameters<typeof ctx.renderWidget>[0]) => ctx.renderWidget(options);

const errorsOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};
const blur = (label: string) => fireEvent.blur(screen.getByLabelText(label));

async function fillValidTrip(user: User) {
  await citiesLoaded();
  await user.selectOptions(screen.getByLabelText('From'), 'Almaty');
  await user.selectOptions(screen.getByLabelText('To'), 'Astana');
  fireEvent.change(screen.getByLabelText('Trip date'), { target: { value: `${new Date().getFullYear() + 1}-01-01` } });
  fireEvent.change(screen.getByLabelText('Return date (optional)'), { target: { value: `${new Date().getFullYear() + 1}-01-05` } });
  await user.click(screen.getByRole('radio', { name: 'Baggage' }));
  await user.click(screen.getByRole('radio', { name: 'Airport' }));
  await user.type(screen.getByLabelText('Your reward for a parcel, ₸'), '3000');
  await user.type(screen.getByLabelText('Your first name'), 'Құрманғазы');
}

/** Draws the widget (for `options`), fills in a valid trip and sends it. */
async function createValidTrip(options?: Parameters<typeof renderTrip>[0]) {
  const widget = renderTrip(options);
  await fillValidTrip(widget.user);
  await widget.user.click(screen.getByRole('button', { name: 'Create trip' }));
  return widget;
}

const TRIP = {
  from_city_id: 1,
  to_city_id: 2,
  trip_date: `${new Date().getFullYear() + 1}-01-01`,
  return_date: `${new Date().getFullYear() + 1}-01-05`,
  is_logistic_company: false,
  offered_amount: 3000,
  weight_allowance: 'baggage',
  first_name: 'Құрманғазы',
  delivery_type: 'airport',
};

describe('trip widget: rules (spec §5), shown after blur', () => {
  it('shows nothing before a blur, then every required field on submit', async () => {
    const { user } = renderTrip();
    await citiesLoaded();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    // from, to, trip date, weight allowance, delivery type, reward, first name
    expect(screen.getAllByText('This field is required')).toHaveLength(7);
    expect(ctx.api.callsTo('POST', '/trips')).toHaveLength(0);
  });

  it('refuses a trip date in the past and a return before the trip', async () => {
    renderTrip();
    fireEvent.change(screen.getByLabelText('Trip date'), { target: { value: '2020-02-02' } });
    blur('Trip date');
    expect(errorsOf('Trip date')).toBe('The date cannot be in the past');
    fireEvent.change(screen.getByLabelText('Trip date'), { target: { value: `${new Date().getFullYear() + 1}-02-02` } });
    fireEvent.change(screen.getByLabelText('Return date (optional)'), { target: { value: `${new Date().getFullYear() + 1}-02-01` } });
    blur('Return date (optional)');
    expect(errorsOf('Return date (optional)')).toBe('The return date is before the trip date');
  });

  it('refuses the same city twice', async () => {
    const { user } = renderTrip();
    await citiesLoaded();
    await user.selectOptions(screen.getByLabelText('From'), 'Astana');
    await user.selectOptions(screen.getByLabelText('To'), 'Astana');
    blur('To');
    expect(errorsOf('To')).toBe('The departure and destination cities are the same');
  });

  it.each([
    ['Your reward for a parcel, ₸', '-1', 'The value is too small'],
    ['Your reward for a parcel, ₸', 'a lot', 'Digits only'],
    ['Your first name', 'A', 'Too short'],
    ['Your first name', 'R2-D2', 'Letters only'],
    ['Your first name', 'Ә'.repeat(256), 'Too long'],
    ['E-mail', 'traveler@', 'Invalid e-mail'],
  ])('%s "%s" → %s', async (label, value, message) => {
    renderTrip();
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    blur(label);
    expect(errorsOf(label)).toBe(message);
  });

  it.each(['Әйгерім', 'Ұлжан', 'Үміт', 'Anna Maria', 'Иван'])('takes the first name %s', async (name) => {
    renderTrip();
    fireEvent.change(screen.getByLabelText('Your first name'), { target: { value: name } });
    blur('Your first name');
    expect(errorsOf('Your first name')).toBe('');
  });

  it('refuses a phone one short of the mask', async () => {
    const { user } = renderTrip();
    await user.type(screen.getByLabelText('Phone'), '70123');
    blur('Phone');
    expect(errorsOf('Phone')).toBe('Enter the full phone number');
  });

  it('writes the phone into the mask', async () => {
    const { user } = renderTrip();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '7012345678');
    expect(phone).toHaveValue('+7 (701) 234-56-78');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('8 701 234 56 78');
    expect(phone).toHaveValue('+7 (701) 234-56-78');
  });
});

describe('trip widget: errors on submit (issue 22 item 4)', () => {
  const scrolledTo = recordScrollsIntoView();

  it('focuses the first invalid field and announces it', async () => {
    const { user } = renderTrip();
    await citiesLoaded();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    const from = screen.getByLabelText('From');
    await expectSubmitLedTo(scrolledTo, from, 'From: This field is required');
  });
});

describe('trip widget: amounts (issue 22 items 2 and 3)', () => {
  const AMOUNT = 'Your reward for a parcel, ₸';

  it.each(['5 000', '5\u00a0000', '5\u202f000', '5000'])('takes %j, shows it grouped and sends the number 5000', async (typed) => {
    const { user } = renderTrip();
    await fillValidTrip(user);
    const amount = screen.getByLabelText(AMOUNT);
    await user.clear(amount);
    await user.click(amount);
    await user.paste(typed);
    blur(AMOUNT);
    expect(amount).toHaveValue('5,000');
    expect(errorsOf(AMOUNT)).toBe('');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByRole('heading', { name: 'Your trip is created' })).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/trips')[0]!.body).toMatchObject({ offered_amount: 5000 });
  });

  it('groups the amount as Russian does on a Russian page', async () => {
    await initTestI18n('ru');
    renderTrip({ language: 'ru' });
    const amount = await screen.findByLabelText(/₸/);
    fireEvent.change(amount, { target: { value: '12500' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue('12\u00a0500');
  });

  it.each(['0', '0 000', '00'])('refuses a reward of %j: at least 1 tenge, and sends nothing', async (typed) => {
    const { user } = renderTrip();
    await fillValidTrip(user);
    const amount = screen.getByLabelText(AMOUNT);
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(errorsOf(AMOUNT)).toBe('The value is too small');
    expect(ctx.api.callsTo('POST', '/trips')).toHaveLength(0);
  });
});

describe('trip widget: creating', () => {
  it('creates the trip with the bot check and says trip-created', async () => {
    const { user, sent } = renderTrip();
    await fillValidTrip(user);
    await user.click(screen.getByRole('checkbox', { name: 'I represent a logistics company' }));
    await user.type(screen.getByLabelText('Phone'), '7012345678');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByRole('heading', { name: 'Your trip is created' })).toBeInTheDocument();
    const [create] = ctx.api.callsTo('POST', '/trips');
    expect(create!.headers.authorization).toBe('Bearer user-token');
    expect(create!.headers['accept-language']).toBe('en');
    expect(create!.body).toEqual({
      ...TRIP,
      is_logistic_company: true,
      contact_phone: '77012345678',
      google_recaptcha_action: 'create_trip',
      google_recaptcha_token: 'bot-token',
    });
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'trip-created', payload: { id: 7 } }]);
    // The modal holding the widget is locked while the trip is sent, and unlocked after.
    expect(sent.filter((message) => message.type === 'loading').map((message) => message.payload)).toEqual([
      { loading: true },
      { loading: false },
    ]);
  });

  it("leads on to 'my trips' (go-profile-travels)", async () => {
    const { user, sent } = await createValidTrip();
    const link = await screen.findByRole('link', { name: 'My trips' });
    expect(link).toHaveAttribute('href', 'https://profile.jetkiz.test/travels');
    await user.click(link);
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'go-profile-travels', payload: {} });
  });

  it("puts a 422's field errors on their fields", async () => {
    ctx.api.answer('POST', '/trips', {
      status: 422,
      body: { error_type: 'validation', error_message: 'x', validation_errors: { offered_amount: ['invalidMaxValue'] } },
    });
    const { sent } = await createValidTrip();
    await waitFor(() => expect(errorsOf('Your reward for a parcel, ₸')).toBe('The value is too large'));
    expect(said(sent).map((message) => message.type)).not.toContain('trip-create-error');
  });

  itReportsSendFailures(ctx, 'trip', createValidTrip);

  it('becomes a guest form after a 401', async () => {
    ctx.api.answer('POST', '/trips', { status: 401, body: { error_type: 'unauthorized', error_message: 'x' } });
    const { session } = await createValidTrip();
    await waitFor(() => expect(session.token).toBeNull());
    expect(await screen.findByRole('radio', { name: 'Sign up' })).toBeChecked();
  });

  it("keeps a typed trip through 'Log in' (prepare-login-with-trip); an untouched form only opens the login", async () => {
    const { user, sent } = renderTrip({ token: null });
    await citiesLoaded();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'click-login', payload: {} }]);
    await fillValidTrip(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Log in in the window that has opened');
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'prepare-login-with-trip', payload: { draft: TRIP } });
    expect(ctx.api.callsTo('POST', '/trips')).toHaveLength(0);
  });

  it('presets the departure city from setCity, not over a chosen one', async () => {
    const { user, cityId } = renderTrip();
    await citiesLoaded();
    act(() =>
      runInAction(() => {
        cityId.value = 3;
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('From'), 'Almaty');
    act(() =>
      runInAction(() => {
        cityId.value = 2;
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('1');
  });
});

describe('trip widget: a guest', () => {
  it('hands the draft over for sign-up (prepare-signup-with-trip)', async () => {
    const { user, sent } = renderTrip({ token: null });
    await fillValidTrip(user);
    await user.click(screen.getByRole('button', { name: 'Sign up and create trip' }));
    expect(await screen.findByText('Finish signing up in the window that has opened.')).toBeInTheDocument();
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'prepare-signup-with-trip', payload: { draft: TRIP } }]);
    expect(ctx.api.callsTo('POST', '/trips')).toHaveLength(0);
  });

  it('goes on as a guest with phone and e-mail, both required', async () => {
    const { user, sent } = renderTrip({ token: null });
    await user.click(screen.getByRole('radio', { name: 'Continue as a guest' }));
    await fillValidTrip(user);
    await user.click(screen.getByRole('button', { name: 'Create trip as a guest' }));
    expect(errorsOf('Phone')).toContain('This field is required');
    expect(errorsOf('E-mail')).toContain('This field is required');
    await user.type(screen.getByLabelText('Phone'), '7012345678');
    await user.type(screen.getByLabelText('E-mail'), 'kurmangazy@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Create trip as a guest' }));
    expect(await screen.findByText('We have sent the login information to kurmangazy@mail.kz.')).toBeInTheDocument();
    expectCreatedAsGuest(ctx, 'trip', sent, {
      contacts: { contact_phone: '77012345678', contact_email: 'kurmangazy@mail.kz' },
      payload: { id: 7 },
    });
  });

  it('takes a logged-in trip without any contact', async () => {
    await createValidTrip();
    expect(await screen.findByRole('heading', { name: 'Your trip is created' })).toBeInTheDocument();
  });
});

describe('trip widget: languages', () => {
  itSpeaks(ctx, [
    ['ru', 'Новая поездка', 'Способ передачи'],
    ['kk', 'Жаңа сапар', 'Тапсыру тәсілі'],
  ]);
});
