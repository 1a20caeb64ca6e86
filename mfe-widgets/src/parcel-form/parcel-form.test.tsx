import { MAX_IMAGES_TOTAL_BYTES, kazakhstanToday } from '@jetkiz/contracts';
import { expectSubmitLedTo, recordScrollsIntoView } from '@jetkiz/web-kit/src/testing';
import { act, cleanup as cleanupWidget, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { said } from '../testing/test-environment';
import { citiesLoaded, expectCreatedAsGuest, itReportsSendFailures, itSpeaks, setUpWidgetFormTest } from '../testing/widget-form-test';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0];

function imageFile(name: string, type: string, size = 64, signature = type === 'image/png' ? PNG_BYTES : JPEG_BYTES): File {
  const bytes = new Uint8Array(size);
  bytes.set(signature.slice(0, size));
  return new File([bytes], name, { type });
}

const ctx = setUpWidgetFormTest('parcel', (api) => {
  api.answer('GET', '/prices/recommended', { status: 200, body: { amount: 2500, currency: 'KZT', sample_size: 0, source: 'price_list' } });
  api.answer('POST', '/parcels/images', {
    status: 201,
    body: {
      images: [
        { id: 'photo-11', url: 'x' },
        { id: 'photo-12', url: 'y' },
      ],
      upload_token: 'upload-session',
    },
  });
  api.answer('POST', '/parcels', { status: 201, body: { id: 42 } });
});

const renderParcel = (options?: Parameters<typeof ctx.renderWidget>[0]) => ctx.renderWidget(options);

const errorOf = (text: string) => screen.queryByText(text);

/** What fillValidParcel fills in, as the form sends it. */
const VALID_PARCEL = {
  type: 'documents',
  weight_class: 'documents',
  description: 'Договор аренды',
  deadline: `${new Date().getFullYear() + 1}-01-01`,
  from_city_id: 1,
  to_city_id: 2,
};

async function fillValidParcel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Documents/ }));
  await user.type(screen.getByLabelText('Description'), VALID_PARCEL.description);
  fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: VALID_PARCEL.deadline } });
  await citiesLoaded();
  await user.selectOptions(screen.getByLabelText('From'), 'Almaty');
  await user.selectOptions(screen.getByLabelText('To'), 'Astana');
}

async function submit(user: ReturnType<typeof userEvent.setup>, name: RegExp | string = 'Send parcel') {
  await user.click(screen.getByRole('button', { name }));
}

/** Draws the widget (for `options`), fills in a valid parcel and sends it. */
async function sendValidParcel(options?: Parameters<typeof renderParcel>[0]) {
  const widget = renderParcel(options);
  await fillValidParcel(widget.user);
  await submit(widget.user);
  return widget;
}

const HAND_OVER_NOTES = {
  signup: 'Finish signing up in the window that has opened.',
  login: 'Log in in the window that has opened: what you filled in is sent as soon as you are in.',
} as const;

/** A guest's draft went to the site for sign-up or login with `payload`, the widget says where to go on, and no parcel was created. */
async function expectHandedOver(sent: Parameters<typeof said>[0], to: keyof typeof HAND_OVER_NOTES, payload: unknown) {
  expect(await screen.findByText(HAND_OVER_NOTES[to])).toBeInTheDocument();
  expect(said(sent)).toEqual([{ source: 'jetkiz', type: `prepare-${to}-with-parcel`, payload }]);
  expect(ctx.api.callsTo('POST', '/parcels')).toHaveLength(0);
}

describe('parcel widget: rules (spec §5), shown after blur', () => {
  it('shows nothing before a blur, then every required field on submit', async () => {
    const { user, sent } = renderParcel();
    await citiesLoaded();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await submit(user);
    // type, description, deadline, from, to
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(ctx.api.callsTo('POST', '/parcels')).toHaveLength(0);
    expect(said(sent)).toEqual([]);
  });

  it('shows a field error once the field is left', async () => {
    const { user } = renderParcel();
    const description = screen.getByLabelText('Description');
    await user.click(description);
    expect(errorOf('This field is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.type(description, 'Ключи');
    expect(description).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses a description over 1000 characters', async () => {
    const { user } = renderParcel();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'а'.repeat(1001) } });
    fireEvent.blur(screen.getByLabelText('Description'));
    expect(screen.getByText('Too long')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'а'.repeat(1000) } });
    expect(errorOf('Too long')).not.toBeInTheDocument();
    void user;
  });

  it('refuses a deadline in the past and accepts today', async () => {
    renderParcel();
    const deadline = screen.getByLabelText('Deadline');
    fireEvent.change(deadline, { target: { value: '2020-01-01' } });
    fireEvent.blur(deadline);
    expect(screen.getByText('The date cannot be in the past')).toBeInTheDocument();
    fireEvent.change(deadline, { target: { value: kazakhstanToday() } });
    expect(errorOf('The date cannot be in the past')).not.toBeInTheDocument();
  });

  it('refuses the same city twice', async () => {
    const { user } = renderParcel();
    await citiesLoaded();
    await user.selectOptions(screen.getByLabelText('From'), 'Almaty');
    await user.selectOptions(screen.getByLabelText('To'), 'Almaty');
    await user.tab();
    expect(screen.getByText('The departure and destination cities are the same')).toBeInTheDocument();
  });

  it('asks a parcel for its size and keeps it within 5 kg and its class', async () => {
    const { user } = renderParcel();
    await user.click(screen.getByRole('radio', { name: /Parcel/ }));
    await submit(user);
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByText('This field is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'S — up to 1 kg' }));
    const weight = screen.getByLabelText('Weight, kg (optional)');
    await user.type(weight, '6');
    expect(screen.getByText('A parcel cannot weigh more than 5 kg')).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, '2,5');
    expect(screen.getByText('The weight does not match the chosen size')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'M — 1 to 3 kg' }));
    expect(errorOf('The weight does not match the chosen size')).not.toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, 'heavy');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
  });

  it('refuses a negative reward', async () => {
    const { user } = renderParcel();
    await user.type(screen.getByLabelText('Reward for the traveler, ₸ (optional)'), '-5');
    await user.tab();
    expect(screen.getByText('The value is too small')).toBeInTheDocument();
  });
});

describe('parcel widget: errors below the fold (issue 22 item 4)', () => {
  const scrolledTo = recordScrollsIntoView();

  it('scrolls to and focuses the first invalid field on submit, and announces it', async () => {
    const { user } = renderParcel();
    await citiesLoaded();
    await submit(user);
    const documents = screen.getByRole('radio', { name: /Documents/ });
    await expectSubmitLedTo(scrolledTo, documents, /This field is required/);
    expect(documents).toHaveAccessibleDescription('This field is required');
  });

  it('goes to the one field still wrong: a reward of 0 at the bottom of the form', async () => {
    const { user } = renderParcel();
    await fillValidParcel(user);
    await user.type(screen.getByLabelText('Reward for the traveler, ₸ (optional)'), '0');
    await user.click(screen.getByRole('radio', { name: /Documents/ }));
    await submit(user);
    const reward = screen.getByLabelText('Reward for the traveler, ₸ (optional)');
    await expectSubmitLedTo(scrolledTo, reward, 'Reward for the traveler, ₸ (optional): The value is too small');
  });
});

describe('parcel widget: the reward (issue 22 items 2 and 3)', () => {
  const REWARD = 'Reward for the traveler, ₸ (optional)';

  it.each(['5 000', '5\u00a0000', '5\u202f000'])('takes %j as 5000, shown grouped', async (typed) => {
    const { user } = renderParcel();
    await fillValidParcel(user);
    const reward = screen.getByLabelText(REWARD);
    await user.click(reward);
    await user.paste(typed);
    await user.tab();
    expect(reward).toHaveValue('5,000');
    expect(errorOf('Digits only')).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your parcel is created' })).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/parcels')[0]!.body).toMatchObject({ reward: 5000 });
  });

  it('refuses a reward of 0 and creates nothing', async () => {
    const { user } = renderParcel();
    await fillValidParcel(user);
    await user.type(screen.getByLabelText(REWARD), '0');
    await submit(user);
    expect(await screen.findByText('The value is too small')).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/parcels')).toHaveLength(0);
  });
});

describe('parcel widget: photos (png, jpeg, jpg; 7 MB in all)', () => {
  it('refuses 7 MB + 1 byte in all, and takes the set once a photo is removed', async () => {
    const { user } = renderParcel();
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, [imageFile('a.png', 'image/png', MAX_IMAGES_TOTAL_BYTES - 100), imageFile('b.jpg', 'image/jpeg', 101)]);
    expect(await screen.findByText('Photos must not exceed 7 MB in total')).toBeInTheDocument();
    await fillValidParcel(user);
    await submit(user);
    expect(ctx.api.callsTo('POST', '/parcels/images')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove photo b.jpg' }));
    expect(errorOf('Photos must not exceed 7 MB in total')).not.toBeInTheDocument();
  });

  it('takes exactly 7 MB', async () => {
    const { user } = renderParcel();
    await user.upload(screen.getByLabelText('Add photos'), [
      imageFile('a.png', 'image/png', MAX_IMAGES_TOTAL_BYTES - 100),
      imageFile('b.jpg', 'image/jpeg', 100),
    ]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(2));
    await fillValidParcel(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your parcel is created' })).toBeInTheDocument();
    expect(errorOf('Photos must not exceed 7 MB in total')).not.toBeInTheDocument();
  });

  it('refuses a text file renamed .png by its content', async () => {
    const { user } = renderParcel();
    const renamed = new File(['just some text'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photos'), renamed);
    expect(await screen.findByText('Only png, jpeg and jpg files are allowed')).toBeInTheDocument();
    await fillValidParcel(user);
    await submit(user);
    expect(ctx.api.callsTo('POST', '/parcels/images')).toHaveLength(0);
    expect(ctx.api.callsTo('POST', '/parcels')).toHaveLength(0);
  });

  it('refuses another file type', async () => {
    renderParcel();
    fireEvent.change(screen.getByLabelText('Add photos'), { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Only png, jpeg and jpg files are allowed')).toBeInTheDocument();
  });

  it("shows the API's verdict on the photos (422 on images) and creates nothing", async () => {
    ctx.api.answer('POST', '/parcels/images', {
      status: 422,
      body: { error_type: 'validation', error_message: 'x', validation_errors: { images: ['imageTypeNotAllowed'] } },
    });
    const { user, sent } = renderParcel();
    await user.upload(screen.getByLabelText('Add photos'), imageFile('a.png', 'image/png'));
    await fillValidParcel(user);
    await submit(user);
    expect(await screen.findByText('Only png, jpeg and jpg files are allowed')).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/parcels')).toHaveLength(0);
    expect(said(sent).map((message) => message.type)).not.toContain('parcel-create-error');
  });

  it('previews each photo and removes one', async () => {
    const createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { user } = renderParcel();
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('a.png', 'image/png'), imageFile('b.jpeg', 'image/jpeg')]);
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'blob:a.png');
    expect(screen.getByRole('img', { name: 'b.jpeg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:a.png');
  });
});

describe('parcel widget: creating', () => {
  it('uploads the photos as images[], then creates the parcel with their ids and the bot check', async () => {
    const { user, sent } = renderParcel();
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('a.png', 'image/png'), imageFile('b.jpg', 'image/jpeg')]);
    await fillValidParcel(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your parcel is created' })).toBeInTheDocument();

    const [upload] = ctx.api.callsTo('POST', '/parcels/images');
    expect(String(upload!.headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(String(upload!.body).match(/name="images\[\]"/g)).toHaveLength(2);
    const [create] = ctx.api.callsTo('POST', '/parcels');
    expect(create!.headers.authorization).toBe('Bearer user-token');
    expect(create!.body).toEqual({
      ...VALID_PARCEL,
      image_ids: ['photo-11', 'photo-12'],
      upload_token: 'upload-session',
      google_recaptcha_action: 'create_parcel',
      google_recaptcha_token: 'bot-token',
    });
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'parcel-created', payload: { id: 42 } }]);
  });

  it('leads on to choosing a traveler (go-travel-choose)', async () => {
    const { user, sent } = await sendValidParcel();
    const link = await screen.findByRole('link', { name: 'Choose a traveler' });
    expect(link).toHaveAttribute('href', 'https://jetkiz.test/en/schedule/42');
    await user.click(link);
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'go-travel-choose', payload: { parcelId: 42 } });
  });

  it('shows the recommended price for the route and class', async () => {
    const { user } = renderParcel();
    await fillValidParcel(user);
    expect(await screen.findByText('Recommended price: 2,500 ₸')).toBeInTheDocument();
    const query = ctx.api.callsTo('GET', '/prices/recommended').at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({ from: '1', to: '2', class: 'documents' });
  });

  it("puts a 422's field errors on their fields", async () => {
    ctx.api.answer('POST', '/parcels', {
      status: 422,
      body: {
        error_type: 'validation',
        error_message: 'x',
        validation_errors: { description: ['maxLengthNotValid'], to_city_id: ['notFound'] },
      },
    });
    const { sent } = await sendValidParcel();
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(said(sent).map((message) => message.type)).not.toContain('parcel-create-error');
  });

  itReportsSendFailures(ctx, 'parcel', sendValidParcel);

  it("says recaptcha-error when the API's bot check refuses", async () => {
    ctx.api.answer('POST', '/parcels', { status: 400, body: { error_type: 'recaptcha', error_message: 'x' } });
    const { sent } = await sendValidParcel();
    await waitFor(() => expect(said(sent).at(-1)?.type).toBe('recaptcha-error'));
  });

  it('presets the departure city from setCity', async () => {
    const { cityId } = renderParcel();
    await citiesLoaded();
    act(() =>
      runInAction(() => {
        cityId.value = 3;
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('3');
  });

  it('closes with close-widget', async () => {
    const { user, sent } = renderParcel();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'close-widget', payload: {} });
  });
});

describe('parcel widget: a guest', () => {
  it('hands the draft over for sign-up (prepare-signup-with-parcel), photos uploaded first', async () => {
    const { user, sent } = renderParcel({ token: null });
    expect(screen.getByRole('radio', { name: 'Sign up' })).toBeChecked();
    await user.upload(screen.getByLabelText('Add photos'), imageFile('a.png', 'image/png'));
    await fillValidParcel(user);
    await submit(user, 'Sign up and send');
    await expectHandedOver(sent, 'signup', {
      draft: { ...VALID_PARCEL, image_ids: ['photo-11', 'photo-12'], upload_token: 'upload-session' },
    });
  });

  it('offers log in (click-login) on a form nothing was typed into', async () => {
    const { user, sent } = renderParcel({ token: null });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(said(sent).at(-1)).toEqual({ source: 'jetkiz', type: 'click-login', payload: {} });
  });

  it("keeps a typed draft through 'Log in' as sign-up does (prepare-login-with-parcel), photos uploaded first", async () => {
    const { user, sent } = renderParcel({ token: null });
    await user.upload(screen.getByLabelText('Add photos'), imageFile('a.png', 'image/png'));
    await fillValidParcel(user);
    await user.click(screen.getByRole('radio', { name: 'Continue as a guest' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await expectHandedOver(sent, 'login', {
      draft: { ...VALID_PARCEL, image_ids: ['photo-11', 'photo-12'], upload_token: 'upload-session' },
    });
  });

  it("checks a started draft on 'Log in' and hands nothing over while it has errors", async () => {
    const { user, sent } = renderParcel({ token: null });
    await user.type(screen.getByLabelText('Description'), 'Книги');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(said(sent)).toEqual([]);
  });

  it('goes on as a guest with an e-mail and gets the guest token', async () => {
    ctx.api.answer('POST', '/parcels', { status: 201, body: { id: 43, guest_token: 'g-43' } });
    const { user, sent } = renderParcel({ token: null });
    await user.click(screen.getByRole('radio', { name: 'Continue as a guest' }));
    await fillValidParcel(user);
    await submit(user, 'Send as a guest');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    const email = screen.getByLabelText('Your e-mail');
    await user.type(email, 'aigerim@');
    await user.tab();
    expect(screen.getByText('Invalid e-mail')).toBeInTheDocument();
    await user.type(email, 'mail.kz');
    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '701234');
    await user.tab();
    expect(phone).toHaveValue('+7 (701) 234');
    expect(screen.getByText('Enter the full phone number')).toBeInTheDocument();
    await user.type(phone, '5678');
    await submit(user, 'Send as a guest');
    const link = await screen.findByRole('link', { name: 'Choose a traveler' });
    expect(link).toHaveAttribute('href', 'https://jetkiz.test/en/schedule/43?guest_token=g-43');
    expectCreatedAsGuest(ctx, 'parcel', sent, {
      contacts: { guest_email: 'aigerim@mail.kz', guest_phone: '77012345678' },
      payload: { id: 43, guest_token: 'g-43' },
    });
  });

  it('on a partner page goes on as a guest only', async () => {
    renderParcel({ token: null, toSite: false });
    expect(screen.queryByRole('radio', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send as a guest' })).toBeInTheDocument();
  });
});

describe("parcel widget: started from a trip (the board's 'Send with this traveler', issue 22 item 11)", () => {
  const TRIP_PREFILL = { fromCityId: 1, toCityId: 3, deadline: `${new Date().getFullYear() + 1}-02-03`, tripId: 77 };
  const BIND = { id: 501, parcel_id: 42, trip_id: 77, status: 'pending' as const, created_at: '2031-01-01T00:00:00Z' };

  async function sendDocuments(user: ReturnType<typeof userEvent.setup>, button = 'Send parcel') {
    await user.click(screen.getByRole('radio', { name: /Documents/ }));
    await user.type(screen.getByLabelText('Description'), 'Договор');
    await submit(user, button);
  }

  it("opens with the trip's from, to and date filled in, and says the parcel goes to that traveler", async () => {
    renderParcel({ prefill: TRIP_PREFILL });
    await citiesLoaded();
    expect(screen.getByLabelText('From')).toHaveDisplayValue('Almaty');
    expect(screen.getByLabelText('To')).toHaveDisplayValue('Shymkent');
    expect(screen.getByLabelText('Deadline')).toHaveValue(TRIP_PREFILL.deadline);
    expect(screen.getByText('Once created, your parcel goes to this traveler as a request.')).toBeInTheDocument();
  });

  it('binds the created parcel to the trip (POST /parcels/{id}/trips/binds) and shows the request sent', async () => {
    ctx.api.answer('POST', '/parcels/42/trips/binds', { status: 201, body: BIND });
    const { user, sent } = renderParcel({ prefill: TRIP_PREFILL });
    await citiesLoaded();
    await sendDocuments(user);
    expect(await screen.findByText(/Your request has been sent to the traveler/)).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/parcels')[0]!.body).toMatchObject({ from_city_id: 1, to_city_id: 3, deadline: TRIP_PREFILL.deadline });
    const [bind] = ctx.api.callsTo('POST', '/parcels/42/trips/binds');
    expect(bind!.body).toEqual({ trip_id: 77 });
    expect(bind!.headers.authorization).toBe('Bearer user-token');
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'parcel-created', payload: { id: 42, bind_id: 501 } }]);
  });

  it("binds a guest's parcel with its guest token", async () => {
    ctx.api.answer('POST', '/parcels', { status: 201, body: { id: 43, guest_token: 'g-43' } });
    ctx.api.answer('POST', '/parcels/43/trips/binds', { status: 201, body: { ...BIND, parcel_id: 43 } });
    const { user, sent } = renderParcel({ token: null, toSite: false, prefill: TRIP_PREFILL });
    await citiesLoaded();
    await user.type(screen.getByLabelText('Your e-mail'), 'serik.sender@mail.kz');
    await sendDocuments(user, 'Send as a guest');
    expect(await screen.findByText(/Your request has been sent to the traveler/)).toBeInTheDocument();
    const [bind] = ctx.api.callsTo('POST', '/parcels/43/trips/binds');
    expect(bind!.query.get('guest_token')).toBe('g-43');
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'parcel-created', payload: { id: 43, guest_token: 'g-43', bind_id: 501 } }]);
  });

  it('keeps the created parcel when the trip refuses the request, and says so', async () => {
    ctx.api.answer('POST', '/parcels/42/trips/binds', {
      status: 409,
      body: { error_type: 'parcel_was_bound', error_message: 'parcelWasBound' },
    });
    const { user, sent } = renderParcel({ prefill: TRIP_PREFILL });
    await citiesLoaded();
    await sendDocuments(user);
    expect(await screen.findByText(/The request to that traveler could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a traveler' })).toHaveAttribute('href', 'https://jetkiz.test/en/schedule/42');
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'parcel-created', payload: { id: 42, bind_failed: true } }]);
  });

  it("hands the trip over with a guest's draft for sign-up (prepare-signup-with-parcel), so the parcel is offered to it after", async () => {
    const { user, sent } = renderParcel({ token: null, prefill: TRIP_PREFILL });
    await citiesLoaded();
    await sendDocuments(user, 'Sign up and send');
    await expectHandedOver(sent, 'signup', {
      draft: expect.objectContaining({ from_city_id: 1, to_city_id: 3, deadline: TRIP_PREFILL.deadline, type: 'documents' }),
      trip_id: 77,
    });
    expect(ctx.api.callsTo('POST', '/parcels/42/trips/binds')).toHaveLength(0);
  });

  it("hands the trip over with a guest's draft through 'Log in' (prepare-login-with-parcel)", async () => {
    const { user, sent } = renderParcel({ token: null, prefill: TRIP_PREFILL });
    await citiesLoaded();
    await user.click(screen.getByRole('radio', { name: /Documents/ }));
    await user.type(screen.getByLabelText('Description'), 'Договор');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await expectHandedOver(sent, 'login', {
      draft: expect.objectContaining({ from_city_id: 1, to_city_id: 3, deadline: TRIP_PREFILL.deadline }),
      trip_id: 77,
    });
  });

  it("binds nothing without a trip, and takes the trip's prefill for no start of the sender's ('Log in' only opens the login)", async () => {
    const { user, sent } = renderParcel({ token: null, prefill: TRIP_PREFILL });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(said(sent)).toEqual([{ source: 'jetkiz', type: 'click-login', payload: {} }]);
    cleanupWidget();
    const plain = renderParcel();
    await fillValidParcel(plain.user);
    await submit(plain.user);
    expect(await screen.findByText('Now choose the traveler who will carry it.')).toBeInTheDocument();
    expect(ctx.api.callsTo('POST', '/parcels/42/trips/binds')).toHaveLength(0);
  });
});

describe('parcel widget: languages', () => {
  itSpeaks(ctx, [
    ['ru', 'Новая посылка', 'Что вы отправляете?'],
    ['kk', 'Жаңа сәлемдеме', 'Не жібересіз?'],
  ]);
});
