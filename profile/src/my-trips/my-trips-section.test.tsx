import { screen, within } from '@testing-library/react';
import type { Bind, BindStatus } from '@jetkiz/contracts';
import userEvent from '@testing-library/user-event';
import { siteLinks } from '../locale';
import {
  BUSY_FOR_30_SECONDS,
  aBind,
  aMyTrip,
  aParcel,
  apiClientFor,
  cityName,
  loadTestTexts,
  renderLoaded,
  setUpMockedApiTest,
  type Answer,
} from '../testing';
import { MyTripsSection, type MyTripsSectionProps } from './my-trips-section';
import { MyTripsStore } from './my-trips-store';

const ctx = setUpMockedApiTest();

const links = siteLinks('https://jetkiz.kz', 'en');

function renderSection(props: Partial<MyTripsSectionProps> = {}) {
  const store = new MyTripsStore(apiClientFor(ctx.server));
  return renderLoaded(store, <MyTripsSection store={store} cityName={cityName} language="en" links={links} {...props} />);
}

const tripWithOffer = (status: BindStatus = 'pending') =>
  aMyTrip({
    id: 21,
    trip_date: '2026-12-05',
    return_date: '2026-12-09',
    offered_amount: 10000,
    is_logistic_company: true,
    offers: [
      {
        bind: aBind({ id: 31, trip_id: 21, status }),
        parcel: aParcel({ id: 11, reward: 7500, description: 'Two books', deadline: '2026-12-10' }),
      },
    ],
  });

/** The section over one trip with a pending request, the API answering the traveler's `call` on it with `answer`. */
function renderOfferCall(call: 'accept' | 'decline', answer: Answer<Bind>) {
  ctx.server.answer('GET', '/me/trips', { status: 200, body: [tripWithOffer()] });
  ctx.server.answer('POST', `/binds/31/${call}`, answer);
  return renderSection();
}

describe('MyTripsSection', () => {
  it('shows each trip with its route, dates, terms and the parcels offered to it', async () => {
    ctx.server.answer('GET', '/me/trips', {
      status: 200,
      body: [tripWithOffer(), aMyTrip({ id: 22, from_city_id: 3, to_city_id: 1, offers: [] })],
    });
    await renderSection();

    const trip = screen.getByRole('article', { name: 'Almaty → Astana' });
    expect(within(trip).getByText('December 5, 2026')).toBeInTheDocument();
    expect(within(trip).getByText('December 9, 2026')).toBeInTheDocument();
    expect(within(trip).getByText('railway station')).toBeInTheDocument();
    expect(within(trip).getByText('baggage')).toBeInTheDocument();
    expect(within(trip).getByText('10,000 ₸')).toBeInTheDocument();
    expect(within(trip).getByText('logistics company')).toBeInTheDocument();
    expect(within(trip).getByRole('heading', { name: 'Requests (1)' })).toBeInTheDocument();

    const offers = within(trip).getByRole('list', { name: 'Requests for the trip Almaty → Astana' });
    const offer = within(offers).getByRole('article', { name: 'Parcel M, 1–3 kg' });
    expect(within(offer).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(offer).getByText('Two books')).toBeInTheDocument();
    expect(within(offer).getByText('Deliver by December 10, 2026')).toBeInTheDocument();
    expect(within(offer).getByText('Reward 7,500 ₸, you receive 6,000 ₸ (service commission 20%)')).toBeInTheDocument();

    const empty = screen.getByRole('article', { name: 'Shymkent → Almaty' });
    expect(within(empty).getByText(/No one has offered a parcel for this trip yet/)).toBeInTheDocument();
  });

  it('shows the traveler the photos of a parcel offered to the trip, opening in the viewer', async () => {
    const trip = tripWithOffer();
    const image = { id: 'p1', url: 'https://api.jetkiz.test/images/p1.png' };
    trip.offers[0]!.parcel.images = [image];
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [trip] });
    await renderSection();
    const offer = screen.getByRole('article', { name: 'Parcel M, 1–3 kg' });
    const thumbnail = await within(offer).findByRole('button', { name: 'Photo 1 of 1 of the parcel' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', image.url);
    await userEvent.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of the parcel' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 1 of the parcel' })).toHaveAttribute('src', image.url);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('accepts a request through the API', async () => {
    await renderOfferCall('accept', { status: 200, body: aBind({ id: 31, trip_id: 21, status: 'accepted' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(
      screen.getByText('You accepted the request. The sender pays the reward next; you will be told when it is paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/accept')).toHaveLength(1);
  });

  it('explains that accepting needs verification and links to the questionnaire, with the way back to the request', async () => {
    await renderOfferCall('accept', {
      status: 403,
      body: { error_type: 'verification_required', error_message: 'Identity verification is required.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To accept requests, pass identity verification first.');
    expect(screen.getByRole('link', { name: 'Pass verification' })).toHaveAttribute(
      'href',
      `/verification?return_to=${encodeURIComponent('/travels?bind=31')}`,
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('declines a request only after asking', async () => {
    await renderOfferCall('decline', { status: 200, body: aBind({ id: 31, trip_id: 21, status: 'declined' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(ctx.server.callsTo('POST', '/binds/31/decline')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('You declined the request.')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/decline')).toHaveLength(1);
  });

  it('says the request changed meanwhile and shows where it stands now', async () => {
    await renderOfferCall('accept', {
      status: 409,
      body: { error_type: 'forbidden', error_message: 'The request is cancelled already.' },
    });
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [tripWithOffer('cancelled')] });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The request or deal is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This request has changed meanwhile; here is where it stands now.');
  });

  it('keeps the buttons and says why when the answer could not be sent', async () => {
    await renderOfferCall('accept', { status: 500, body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('says when to try again after a busy 503 with Retry-After: 30 on accepting', async () => {
    await renderOfferCall('accept', BUSY_FOR_30_SECONDS.answer);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The service is busy right now\. Try again in 30 seconds\.$/);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('shows the answered requests without buttons', async () => {
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [tripWithOffer('cancelled')] });
    await renderSection();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['paid', 'Paid', 'The sender has paid: the reward is held by the service.'],
    ['picked_up', 'Picked up', 'You have the parcel.'],
    ['delivered', 'Delivered', 'The reward is released once the sender confirms'],
    ['completed', 'Completed', 'The deal is completed: the reward is on your balance.'],
    ['refunded', 'Refunded', 'The deal is cancelled and the sender refunded.'],
  ] as const)('shows a %s deal with its label and the way to its deal page', async (status, label, explanation) => {
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [tripWithOffer(status)] });
    await renderSection();
    const offer = screen.getByRole('article', { name: 'Parcel M, 1–3 kg' });
    expect(within(offer).getByText(label)).toBeInTheDocument();
    expect(offer).toHaveTextContent(explanation);
    expect(within(offer).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/31');
    expect(within(offer).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows at most `limit` trips', async () => {
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [1, 2, 3, 4].map((id) => aMyTrip({ id, from_city_id: id === 4 ? 3 : 1 })) });
    await renderSection({ limit: 3 });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: 'Shymkent → Astana' })).not.toBeInTheDocument();
  });

  it('shows the empty state with the way to add a trip', async () => {
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [] });
    await renderSection();
    expect(screen.getByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a trip' })).toHaveAttribute('href', 'https://jetkiz.kz/en?modal=create-travel');
  });

  it('shows the error state and loads again on retry', async () => {
    ctx.server.answer('GET', '/me/trips', { status: 500, body: {} });
    await renderSection();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Could not load your trips');
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [aMyTrip()] });
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Almaty → Astana' })).toBeInTheDocument();
  });

  it('is the page heading on /travels, in Russian with the glossary words', async () => {
    await loadTestTexts('ru');
    ctx.server.answer('GET', '/me/trips', { status: 200, body: [tripWithOffer()] });
    await renderSection({ level: 1, language: 'ru' });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои поездки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Заявки (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Принять' })).toBeInTheDocument();
  });
});
