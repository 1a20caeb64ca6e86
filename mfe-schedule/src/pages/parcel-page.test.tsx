import type { TravelerCard } from '@jetkiz/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES, pageOf, parcelOf, travelerCardOf, tripOf } from '../testing/marketplace';
import { createTestHost, type TestHost } from '../testing/test-host';
import { showTexts } from '../testing/test-texts';
import ParcelPage from './parcel-page';
import { allowForBusyMachine } from '../testing/patience';

const bota = travelerCardOf({
  trip_id: 11,
  first_name: 'Bota',
  trip_date: '2031-03-08',
  offered_amount: 6000,
  rating: 4.2,
  reviews_count: 5,
  delivery_type: 'railway',
});
const yerlan = travelerCardOf({
  trip_id: 12,
  first_name: 'Yerlan',
  trip_date: '2031-03-12',
  offered_amount: 3500,
  rating: 4.9,
  reviews_count: 31,
  delivery_type: 'airport',
  is_logistic_company: true,
  verified: true,
});
const aruzhan = travelerCardOf({
  trip_id: 13,
  first_name: 'Aruzhan',
  trip_date: '2031-03-15',
  offered_amount: 4500,
  rating: null,
  reviews_count: 0,
  delivery_type: 'address',
});
const SAMPLE: TravelerCard[] = [bota, yerlan, aruzhan];

/** A new deadline must lie within two years from today, so the moved deadlines are counted from today. */
function daysFromToday(days: number): { iso: string; shown: string } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('en', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return { iso, shown };
}
const movedDeadline = daysFromToday(60);
const laterDeadline = daysFromToday(61);

allowForBusyMachine();

let server: MockApi;

beforeEach(async () => {
  await showTexts('en');
  server = mockApi();
  server.answer('GET', '/cities', { status: 200, body: CITIES });
  server.answer('GET', '/parcels/42', { status: 200, body: parcelOf() });
  server.answer('GET', '/parcels/42/trips/sample', { status: 200, body: SAMPLE });
  server.answer('GET', '/trips', { status: 200, body: pageOf([tripOf()]) });
});

afterEach(async () => {
  cleanup();
  await server.close();
  jest.restoreAllMocks();
});

interface Opening {
  guestToken?: string;
  loggedIn?: boolean;
  parcelId?: string;
}

function openParcelPage({ guestToken, loggedIn = false, parcelId = '42' }: Opening = {}): TestHost {
  const test = createTestHost({ apiUrl: server.url, loggedIn });
  const searchParams = new URLSearchParams(guestToken ? { guest_token: guestToken } : {});
  render(<ParcelPage host={test.host} page="parcel" parcelId={parcelId} searchParams={searchParams} />);
  return test;
}

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ParcelPage: choosing a traveler', () => {
  it('shows the parcel and its fitting travelers, earliest trip first', async () => {
    openParcelPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a traveler');
    expect(screen.getByRole('status')).toHaveTextContent('Looking for travelers for your parcel…');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(cardNames()).toEqual(['Bota', 'Yerlan', 'Aruzhan']);
    expect(screen.getByText('Parcel No. 42')).toBeInTheDocument();
    expect(await screen.findByText('Almaty → Astana')).toBeInTheDocument();
    expect(screen.getByText('Deadline: Thu, March 20, 2031')).toBeInTheDocument();
    expect(screen.getByText('Books for my sister')).toBeInTheDocument();
    expect(screen.getByText('3 travelers can take your parcel')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Aruzhan' })).getByText('New traveler')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Yerlan' })).getByRole('img', { name: 'Identity verified' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bota' })).queryByRole('img', { name: 'Identity verified' })).toBeNull();
  });

  it("shows the parcel's photos as thumbnails that open the viewer, none for a parcel without photos", async () => {
    const images = [
      { id: 'p1', url: 'https://api.jetkiz.test/images/p1.png' },
      { id: 'p2', url: 'https://api.jetkiz.test/images/p2.jpg' },
    ];
    server.answer('GET', '/parcels/42', { status: 200, body: parcelOf({ images }) });
    openParcelPage();
    const thumbnail = await screen.findByRole('button', { name: 'Photo 2 of 2 of the parcel' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', images[1]!.url);
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of the parcel' });
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2 of the parcel' })).toHaveAttribute('src', images[1]!.url);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2 of the parcel' })).toHaveAttribute('src', images[0]!.url);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 1 of 2 of the parcel' })).toHaveFocus();
  });

  it('shows no photo strip for a parcel without photos', async () => {
    openParcelPage();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('list', { name: 'Photos of the parcel' })).not.toBeInTheDocument();
  });

  it('sorts by price and by rating', async () => {
    openParcelPage();
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price');
    expect(cardNames()).toEqual(['Yerlan', 'Aruzhan', 'Bota']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Rating');
    expect(cardNames()).toEqual(['Yerlan', 'Bota', 'Aruzhan']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Date of the trip');
    expect(cardNames()).toEqual(['Bota', 'Yerlan', 'Aruzhan']);
  });

  it('filters by hand-over and by logistics companies, and shows everyone again', async () => {
    openParcelPage();
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Hand-over'), 'Railway station');
    expect(cardNames()).toEqual(['Bota']);
    expect(screen.getByText('1 traveler can take your parcel')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Hand-over'), 'Any');
    await userEvent.selectOptions(screen.getByLabelText('Travelers'), 'Logistics companies');
    expect(cardNames()).toEqual(['Yerlan']);
    await userEvent.selectOptions(screen.getByLabelText('Travelers'), 'Private travelers');
    expect(cardNames()).toEqual(['Bota', 'Aruzhan']);

    await userEvent.selectOptions(screen.getByLabelText('Hand-over'), 'Airport');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No travelers match these filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all travelers' }));
    expect(cardNames()).toEqual(['Bota', 'Yerlan', 'Aruzhan']);
  });

  it('asks for confirmation, binds the parcel and goes to the success page', async () => {
    server.answer('POST', '/parcels/42/trips/binds', {
      status: 201,
      body: { id: 5, parcel_id: 42, trip_id: 12, status: 'pending', created_at: '2031-03-01T10:00:00Z' },
    });
    const { go } = openParcelPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Yerlan' }));

    const dialog = screen.getByRole('dialog', { name: 'Send the request to Yerlan?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/Yerlan will get your request/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send the request' })).toHaveFocus();
    expect(server.callsTo('POST', '/parcels/42/trips/binds')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/schedule/success?parcel=42&bind=5'));
    expect(server.callsTo('POST', '/parcels/42/trips/binds').map((call) => call.body)).toEqual([{ trip_id: 12 }]);
  });

  // Keeping Tab inside is the browser's part of a modal <dialog>; here, that it is one and where focus goes.
  it('closes the confirmation with Escape or Cancel, is a native modal dialog and gives focus back', async () => {
    openParcelPage();
    const chooseBota = await screen.findByRole('button', { name: 'Choose Bota' });
    await userEvent.click(chooseBota);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Send the request' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseBota).toHaveFocus();

    await userEvent.click(chooseBota);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/parcels/42/trips/binds')).toHaveLength(0);
  });

  it('cannot be closed while the request is on its way', async () => {
    const held = server.hold('POST', '/parcels/42/trips/binds');
    server.answer('POST', '/parcels/42/trips/binds', {
      status: 201,
      body: { id: 5, parcel_id: 42, trip_id: 11, status: 'pending', created_at: '2031-03-01T10:00:00Z' },
    });
    const { go } = openParcelPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Bota' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(busy);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/schedule/success?parcel=42&bind=5'));
    expect(server.callsTo('POST', '/parcels/42/trips/binds')).toHaveLength(1);
  });

  it('explains parcel_was_bound clearly, with a link to the profile', async () => {
    server.answer('POST', '/parcels/42/trips/binds', {
      status: 409,
      body: { error_type: 'parcel_was_bound', error_message: 'The parcel already has a request.' },
    });
    const { alerts, go } = openParcelPage({ loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Bota' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'This parcel already has a request to a traveler' })).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
    expect(alerts).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a server error',
      (api: MockApi) =>
        api.answer('POST', '/parcels/42/trips/binds', { status: 500, body: { error_type: 'server_error', error_message: 'Boom' } }),
      'tryAgainLater',
    ],
    [
      'a trip that is gone',
      (api: MockApi) =>
        api.answer('POST', '/parcels/42/trips/binds', {
          status: 422,
          body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { trip_id: ['notFound'] } },
        }),
      'notFound',
    ],
    [
      'an ended session',
      (api: MockApi) =>
        api.answer('POST', '/parcels/42/trips/binds', { status: 401, body: { error_type: 'unauthorized', error_message: 'Log in' } }),
      'sessionExpired',
    ],
    [
      'too many requests',
      (api: MockApi) =>
        api.answer('POST', '/parcels/42/trips/binds', { status: 429, body: { error_type: 'too_many_requests', error_message: 'Wait' } }),
      { key: 'tooManyRequests' },
    ],
    [
      'a 429 that says when to try again',
      (api: MockApi) =>
        api.answer('POST', '/parcels/42/trips/binds', {
          status: 429,
          body: { error_type: 'too_many_requests', error_message: 'Wait', retry_after: 120 },
        }),
      { key: 'tooManyRequests', retryAfterSeconds: 120 },
    ],
    [
      'no answer at all',
      (api: MockApi) => {
        // jsdom reports the dropped connection on the console; the page's answer to it is what is checked.
        jest.spyOn(console, 'error').mockImplementation(() => {});
        api.drop('POST', '/parcels/42/trips/binds');
      },
      'somethingWentWrong',
    ],
  ])('shows the spec alert for %s and lets the user choose again', async (_case, failure, key) => {
    failure(server);
    const { alerts, go } = openParcelPage();
    const chooseBota = await screen.findByRole('button', { name: 'Choose Bota' });
    await userEvent.click(chooseBota);
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(alerts).toHaveBeenCalledWith(key, 'error'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseBota).toHaveFocus();
    expect(cardNames()).toEqual(['Bota', 'Yerlan', 'Aruzhan']);
    expect(go).not.toHaveBeenCalled();
  });

  it('sends a guest link’s token with every call', async () => {
    server.answer('POST', '/parcels/42/trips/binds', {
      status: 201,
      body: { id: 5, parcel_id: 42, trip_id: 11, status: 'pending', created_at: '2031-03-01T10:00:00Z' },
    });
    const { go } = openParcelPage({ guestToken: 'guest-secret' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Bota' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    for (const path of ['/parcels/42', '/parcels/42/trips/sample', '/parcels/42/trips/binds']) {
      expect(server.calls.filter((call) => call.path === path).map((call) => call.query.get('guest_token'))).toEqual(['guest-secret']);
    }
  });

  it('says at once when the parcel already has a pending request', async () => {
    server.answer('GET', '/parcels/42', {
      status: 200,
      body: parcelOf({
        status: 'bound',
        bind: { id: 3, parcel_id: 42, trip_id: 11, status: 'pending', created_at: '2031-03-01T10:00:00Z' },
      }),
    });
    openParcelPage();
    expect(await screen.findByRole('heading', { name: 'This parcel already has a request to a traveler' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lets the sender choose again after the traveler declined', async () => {
    server.answer('GET', '/parcels/42', {
      status: 200,
      body: parcelOf({ bind: { id: 3, parcel_id: 42, trip_id: 11, status: 'declined', created_at: '2031-03-01T10:00:00Z' } }),
    });
    openParcelPage();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

describe('ParcelPage: a parcel the page cannot open', () => {
  it('asks a guest without the token to open the e-mailed link or log in', async () => {
    server.answer('GET', '/parcels/42', { status: 401, body: { error_type: 'unauthorized', error_message: 'Log in' } });
    server.answer('GET', '/parcels/42/trips/sample', { status: 401, body: { error_type: 'unauthorized', error_message: 'Log in' } });
    const { openModal } = openParcelPage();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This link does not open the parcel' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Open the link from the e-mail we sent when you created the parcel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(openModal).toHaveBeenCalledWith('authorization');
  });

  it('tells a guest whose token is wrong that the link is out of date', async () => {
    server.answer('GET', '/parcels/42', { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } });
    openParcelPage({ guestToken: 'stale' });
    expect(await screen.findByText(/The link is incomplete or out of date/)).toBeInTheDocument();
  });

  it('tells a logged-in user the parcel is not theirs and leads to the profile', async () => {
    server.answer('GET', '/parcels/42', { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } });
    openParcelPage({ loggedIn: true });
    expect(await screen.findByText(/This parcel is not in your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
  });

  it('does not ask the API about an id that is not a parcel number', async () => {
    openParcelPage({ parcelId: 'abc' });
    expect(await screen.findByRole('heading', { name: 'This link does not open the parcel' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/parcels'))).toHaveLength(0);
  });

  it('offers to try again when the travelers could not be loaded', async () => {
    server.answer('GET', '/parcels/42/trips/sample', { status: 500, body: { error_type: 'server_error', error_message: 'Boom' } });
    openParcelPage();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'We could not load the travelers' })).toBeInTheDocument();
    server.answer('GET', '/parcels/42/trips/sample', { status: 200, body: SAMPLE });
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });
});

describe('ParcelPage: nobody fits yet', () => {
  beforeEach(() => {
    server.answer('GET', '/parcels/42/trips/sample', { status: 200, body: [] });
  });

  it('says the request is accepted and the sender will be notified, and shows the trips of the route', async () => {
    openParcelPage();
    expect(await screen.findByRole('heading', { name: 'Your request is accepted' })).toBeInTheDocument();
    expect(await screen.findByText('No traveler is going from Almaty to Astana by Thu, March 20, 2031 yet.')).toBeInTheDocument();
    expect(screen.getByText('We will notify you as soon as a traveler who can take your parcel appears.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move the deadline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trips on this route' })).toBeInTheDocument();

    const trip = await screen.findByRole('article', { name: 'Daniyar' });
    expect(within(trip).getByText('Almaty → Astana')).toBeInTheDocument();
    expect(within(trip).queryByRole('button')).not.toBeInTheDocument();
    const [list] = server.callsTo('GET', '/trips');
    expect(Object.fromEntries(list!.query)).toMatchObject({ from: '1', to: '2' });
  });

  it('moves the deadline with the guest token, then shows who fits by the new date', async () => {
    server.answer('PATCH', '/parcels/42', { status: 200, body: parcelOf({ deadline: movedDeadline.iso }) });
    openParcelPage({ guestToken: 'guest-secret' });
    const field = await screen.findByLabelText('New deadline');
    fireEvent.change(field, { target: { value: movedDeadline.iso } });
    server.answer('GET', '/parcels/42/trips/sample', { status: 200, body: [yerlan] });
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));

    expect(await screen.findByRole('article', { name: 'Yerlan' })).toBeInTheDocument();
    const [patch] = server.callsTo('PATCH', '/parcels/42');
    expect(patch!.body).toEqual({ deadline: movedDeadline.iso });
    expect(patch!.query.get('guest_token')).toBe('guest-secret');
    expect(screen.getByText(`Deadline: ${movedDeadline.shown}`)).toBeInTheDocument();
  });

  it('confirms the new deadline when still nobody fits', async () => {
    server.answer('PATCH', '/parcels/42', { status: 200, body: parcelOf({ deadline: movedDeadline.iso }) });
    openParcelPage();
    fireEvent.change(await screen.findByLabelText('New deadline'), { target: { value: movedDeadline.iso } });
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));
    expect(await screen.findByText(`The deadline is now ${movedDeadline.shown}. We keep looking and will notify you.`)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/parcels/42/trips/sample')).toHaveLength(2));
  });

  it('checks the new deadline before asking the API', async () => {
    openParcelPage();
    const field = await screen.findByLabelText('New deadline');
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '2001-01-01' } });
    expect(screen.getByText('The date cannot be in the past')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));
    expect(server.callsTo('PATCH', '/parcels/42')).toHaveLength(0);
  });

  it("puts the server's field errors on the field and other failures in an alert", async () => {
    server.answer('PATCH', '/parcels/42', {
      status: 422,
      body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { deadline: ['dateInPast'] } },
    });
    const { alerts } = openParcelPage();
    const field = await screen.findByLabelText('New deadline');
    fireEvent.change(field, { target: { value: movedDeadline.iso } });
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));
    expect(await screen.findByText('The date cannot be in the past')).toBeInTheDocument();
    expect(alerts).not.toHaveBeenCalled();

    server.answer('PATCH', '/parcels/42', { status: 500, body: { error_type: 'server_error', error_message: 'Boom' } });
    fireEvent.change(field, { target: { value: laterDeadline.iso } });
    await userEvent.click(screen.getByRole('button', { name: 'Move the deadline' }));
    await waitFor(() => expect(alerts).toHaveBeenCalledWith('tryAgainLater', 'error'));
  });

  it('tells the sender in Kazakh that the request is accepted', async () => {
    await showTexts('kk');
    const test = createTestHost({ apiUrl: server.url, language: 'kk' });
    render(<ParcelPage host={test.host} page="parcel" parcelId="42" searchParams={new URLSearchParams()} />);
    expect(await screen.findByRole('heading', { name: 'Өтініміңіз қабылданды' })).toBeInTheDocument();
    expect(screen.getByText('Сәлемдемеңізді ала алатын саяхатшы пайда болған бойда сізге хабарлаймыз.')).toBeInTheDocument();
    expect(await screen.findByText(/Алматы қаласынан Астана қаласына/)).toBeInTheDocument();
  });
});
