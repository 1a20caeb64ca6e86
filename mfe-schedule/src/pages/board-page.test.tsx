import type { Trip } from '@jetkiz/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES, pageOf, tripOf } from '../testing/marketplace';
import { createTestHost, type TestHost } from '../testing/test-host';
import { showTexts } from '../testing/test-texts';
import BoardPage from './board-page';
import { allowForBusyMachine } from '../testing/patience';

allowForBusyMachine();

let server: MockApi;

/** Twelve trips Almaty → Astana and one Almaty → Shymkent, answered page by page as `GET /trips` does. */
const TRIPS: Trip[] = [
  ...Array.from({ length: 12 }, (_, index) =>
    tripOf({
      id: index + 1,
      trip_date: `2031-04-${String(index + 1).padStart(2, '0')}`,
      traveler: {
        user_id: `u-traveler-${index + 1}`,
        first_name: `Traveler ${index + 1}`,
        avatar_url: null,
        rating: 4,
        reviews_count: 2,
        verified: index === 0,
      },
    }),
  ),
  tripOf({
    id: 99,
    to_city_id: 3,
    trip_date: '2031-04-20',
    traveler: { user_id: 'u-saule-5d1a', first_name: 'Saule', avatar_url: null, rating: null, reviews_count: 0, verified: false },
  }),
];

function listTrips(query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  const matching = TRIPS.filter(
    (trip) =>
      (!query.get('from') || trip.from_city_id === Number(query.get('from'))) &&
      (!query.get('to') || trip.to_city_id === Number(query.get('to'))) &&
      (!query.get('date_from') || trip.trip_date >= query.get('date_from')!),
  );
  return pageOf(matching.slice((page - 1) * perPage, page * perPage), { page, per_page: perPage, total: matching.length });
}

beforeEach(async () => {
  await showTexts('en');
  server = mockApi();
  server.answer('GET', '/cities', { status: 200, body: CITIES });
  server.answer('GET', '/trips', (call) => ({ status: 200, body: listTrips(call.query) }));
});

afterEach(async () => {
  cleanup();
  await server.close();
});

function openBoard(address = ''): TestHost {
  const test = createTestHost({ apiUrl: server.url });
  render(<BoardPage host={test.host} page="board" parcelId={null} searchParams={new URLSearchParams(address)} />);
  return test;
}

const tripNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const lastQuery = () => Object.fromEntries(server.callsTo('GET', '/trips').at(-1)!.query);

describe('BoardPage: the public trip board', () => {
  it('lists upcoming trips with their routes and pages through them', async () => {
    const { go } = openBoard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Travelers' trips");
    expect(await screen.findByText('13 trips found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(await within(screen.getByRole('article', { name: 'Traveler 1' })).findByText('Almaty → Astana')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', per_page: '10' });
    expect(within(screen.getByRole('article', { name: 'Traveler 1' })).getByRole('img', { name: 'Identity verified' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Traveler 2' })).queryByRole('img', { name: 'Identity verified' })).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Pages of trips' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tripNames()).toEqual(['Traveler 11', 'Traveler 12', 'Saule']));
    expect(lastQuery()).toMatchObject({ page: '2' });
    expect(go).toHaveBeenLastCalledWith('/schedule?page=2', { replace: true });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches by from, to and date, and keeps the search in the address', async () => {
    const { go } = openBoard();
    await waitFor(() => expect(screen.getByLabelText('From')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('From'), 'Almaty');
    await userEvent.selectOptions(screen.getByLabelText('To'), 'Shymkent');
    await userEvent.click(screen.getByRole('button', { name: 'Find trips' }));
    await waitFor(() => expect(tripNames()).toEqual(['Saule']));
    expect(lastQuery()).toEqual({ from: '1', to: '3', page: '1', per_page: '10' });
    expect(go).toHaveBeenLastCalledWith('/schedule?from=1&to=3', { replace: true });

    await userEvent.selectOptions(screen.getByLabelText('To'), 'Astana');
    fireEvent.change(screen.getByLabelText('Leaving on or after'), { target: { value: '2031-04-11' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find trips' }));
    await waitFor(() => expect(tripNames()).toEqual(['Traveler 11', 'Traveler 12']));
    expect(lastQuery()).toEqual({ from: '1', to: '2', date_from: '2031-04-11', page: '1', per_page: '10' });
    expect(go).toHaveBeenLastCalledWith('/schedule?from=1&to=2&date=2031-04-11', { replace: true });
  });

  it('starts from the search in the address', async () => {
    openBoard('from=1&to=3&date=2031-04-01');
    expect(await screen.findByText('1 trip found')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ from: '1', to: '3', date_from: '2031-04-01', page: '1', per_page: '10' });
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveDisplayValue('Almaty'));
    expect(screen.getByLabelText('To')).toHaveDisplayValue('Shymkent');
    expect(screen.getByLabelText('Leaving on or after')).toHaveValue('2031-04-01');
  });

  it('opens the parcel widget with the route, date and id of the chosen trip (the widget offers the parcel to it)', async () => {
    const { openModal } = openBoard('from=1&to=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a parcel with this traveler: Saule' }));
    expect(openModal).toHaveBeenCalledWith('create-parcel', { from: '1', to: '3', date: '2031-04-20', trip: '99' });
  });

  it("opens a traveler's reviews from the rating on their card; a new traveler has no rating to open", async () => {
    server.answer('GET', '/users/u-traveler-2/reviews', {
      status: 200,
      body: {
        reviews: [{ id: 'r-1', rating: 4, text: 'On time and careful', author_first_name: 'Dana', created_at: '2031-03-02T12:00:00Z' }],
        rating: 4,
        reviews_count: 2,
        page: 1,
        per_page: 10,
        total: 2,
      },
    });
    openBoard('from=1&page=1');
    const card = await screen.findByRole('article', { name: 'Traveler 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Rating 4.0 out of 5, 2 reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Reviews of Traveler 2' });
    expect(await within(dialog).findByText('On time and careful')).toBeInTheDocument();
    expect(server.callsTo('GET', '/users/u-traveler-2/reviews')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    openBoard('from=1&to=3');
    const saule = await screen.findByRole('article', { name: 'Saule' });
    expect(within(saule).getByText('New traveler')).toBeInTheDocument();
    expect(within(saule).queryByRole('button', { name: /Rating/ })).toBeNull();
  });

  it('offers to post a parcel for a route nobody travels yet', async () => {
    const { openModal } = openBoard('from=2&to=3');
    expect(await screen.findByRole('heading', { name: 'No upcoming trips found' })).toBeInTheDocument();
    expect(screen.getByText(/when a traveler going your way appears, we will notify you/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post a parcel' }));
    expect(openModal).toHaveBeenCalledWith('create-parcel', { from: '2', to: '3' });
  });

  it('will not search for a trip from a city to itself', async () => {
    openBoard();
    await waitFor(() => expect(screen.getByLabelText('From')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('From'), 'Astana');
    await userEvent.selectOptions(screen.getByLabelText('To'), 'Astana');
    expect(screen.getByRole('alert')).toHaveTextContent('The departure and destination cities are the same');
    expect(screen.getByRole('button', { name: 'Find trips' })).toBeDisabled();
  });

  it('offers to try again when the trips could not be loaded', async () => {
    server.answer('GET', '/trips', { status: 503, body: { error_type: 'server_error', error_message: 'Down' } });
    openBoard();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'We could not load the trips' })).toBeInTheDocument();
    server.answer('GET', '/trips', (call) => ({ status: 200, body: listTrips(call.query) }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('13 trips found')).toBeInTheDocument();
  });

  it('says when the cities could not be loaded and loads them on request', async () => {
    server.answer('GET', '/cities', { status: 500, body: { error_type: 'server_error', error_message: 'Down' } });
    const test = createTestHost({ apiUrl: server.url });
    render(<BoardPage host={test.host} page="board" parcelId={null} searchParams={new URLSearchParams()} />);
    expect(await screen.findByText('We could not load the list of cities.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeDisabled();
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toBeEnabled());
    expect(within(screen.getByLabelText('From')).getByRole('option', { name: 'Shymkent' })).toBeInTheDocument();
  });

  it('shows the board in Russian with Russian city names and plurals', async () => {
    await showTexts('ru');
    const test = createTestHost({ apiUrl: server.url, language: 'ru' });
    render(<BoardPage host={test.host} page="board" parcelId={null} searchParams={new URLSearchParams('to=2&date=2031-04-10')} />);
    expect(await screen.findByText('Найдено 3 поездки')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Поездки путешественников');
    expect(await within(screen.getByRole('article', { name: 'Traveler 10' })).findByText('Алматы → Астана')).toBeInTheDocument();
  });
});
