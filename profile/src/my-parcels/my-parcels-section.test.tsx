import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { siteLinks } from '../locale';
import { aBind, aMyParcel, aTrip, apiClientFor, cityName, renderLoaded, setUpMockedApiTest } from '../testing';
import { MyParcelsSection } from './my-parcels-section';
import { MyParcelsStore } from './my-parcels-store';

const ctx = setUpMockedApiTest();

const links = siteLinks('https://jetkiz.kz', 'en');

function renderSection(focus: { focusBindId?: number; focusParcelId?: number } = {}) {
  const store = new MyParcelsStore(apiClientFor(ctx.server));
  return renderLoaded(store, <MyParcelsSection store={store} cityName={cityName} language="en" links={links} {...focus} />);
}

function cardOf(route: string) {
  return screen.getByRole('article', { name: route });
}

describe('MyParcelsSection', () => {
  it('shows each parcel with its route, kind, deadline, reward and where its request stands', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [
        aMyParcel({
          id: 11,
          from_city_id: 1,
          to_city_id: 2,
          type: 'documents',
          weight_class: 'documents',
          deadline: '2026-12-10',
          reward: 8000,
        }),
        aMyParcel({
          id: 12,
          from_city_id: 3,
          to_city_id: 1,
          weight_class: 'M',
          bind: aBind({ id: 32, parcel_id: 12, status: 'pending' }),
          trip: aTrip({ trip_date: '2026-12-05' }),
        }),
        aMyParcel({
          id: 13,
          from_city_id: 2,
          to_city_id: 3,
          weight_kg: 2.5,
          bind: aBind({ id: 33, parcel_id: 13, status: 'accepted' }),
          trip: aTrip(),
        }),
      ],
    });
    await renderSection();

    const open = cardOf('Almaty → Astana');
    expect(within(open).getByText('No traveler chosen')).toBeInTheDocument();
    expect(within(open).getByText('Documents, up to 3 kg')).toBeInTheDocument();
    expect(within(open).getByText('December 10, 2026')).toBeInTheDocument();
    expect(within(open).getByText('8,000 ₸')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Choose a traveler' })).toHaveAttribute('href', 'https://jetkiz.kz/en/schedule/11');

    const pending = cardOf('Shymkent → Almaty');
    expect(within(pending).getByText('Request sent')).toBeInTheDocument();
    expect(within(pending).getByText('Parcel M, 1–3 kg')).toBeInTheDocument();
    expect(within(pending).getByText('Your request has been sent to Yerlan. Waiting for an answer.')).toBeInTheDocument();
    expect(within(pending).getByText(/Yerlan: trip on December 5, 2026, hand-over: railway station/)).toBeInTheDocument();
    expect(within(pending).getByText('★ 4.8 (12 reviews)')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: 'Choose a traveler' })).not.toBeInTheDocument();

    const accepted = cardOf('Astana → Shymkent');
    expect(within(accepted).getByText('Request accepted')).toBeInTheDocument();
    expect(within(accepted).getByText('Parcel, 2.5 kg')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: 'Cancel the request' })).not.toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/33');
    expect(within(pending).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/32');
    expect(within(open).queryByRole('link', { name: 'Open the deal' })).not.toBeInTheDocument();
  });

  it.each([
    ['paid', 'Paid', 'The reward is paid and held by the service until delivery.'],
    ['picked_up', 'Picked up', 'Yerlan has your parcel.'],
    ['delivered', 'Delivered', 'The parcel has been delivered.'],
    ['completed', 'Completed', 'The deal is completed'],
    ['cancelled', 'Request cancelled', 'You can choose another traveler.'],
    ['refunded', 'Refunded', 'The deal is cancelled and your payment refunded.'],
  ] as const)('shows a %s deal with its label and the way to its deal page', async (status, label, explanation) => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ id: 14, bind: aBind({ id: 34, parcel_id: 14, status }), trip: aTrip() })],
    });
    await renderSection();
    const card = cardOf('Almaty → Astana');
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(card).toHaveTextContent(explanation);
    expect(within(card).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/34');
  });

  it("shows the parcel's photos as thumbnails that open the viewer, and none on a parcel without photos", async () => {
    const images = [
      { id: 'p1', url: 'https://api.jetkiz.test/images/p1.png' },
      { id: 'p2', url: 'https://api.jetkiz.test/images/p2.jpg' },
    ];
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ id: 11, images }), aMyParcel({ id: 12, from_city_id: 3, to_city_id: 1 })],
    });
    await renderSection();
    const card = cardOf('Almaty → Astana');
    const thumbnails = within(await within(card).findByRole('list', { name: 'Photos of the parcel' })).getAllByRole('button');
    expect(thumbnails.map((thumbnail) => thumbnail.querySelector('img')?.getAttribute('src'))).toEqual(images.map((image) => image.url));
    await userEvent.click(within(card).getByRole('button', { name: 'Photo 1 of 2 of the parcel' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of the parcel' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2 of the parcel' })).toHaveAttribute('src', images[0]!.url);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2 of the parcel' })).toHaveAttribute('src', images[1]!.url);
    expect(within(cardOf('Shymkent → Almaty')).queryByRole('list', { name: 'Photos of the parcel' })).not.toBeInTheDocument();
  });

  it('lets the sender choose a traveler again after a decline', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ id: 14, bind: aBind({ parcel_id: 14, status: 'declined' }), trip: aTrip() })],
    });
    await renderSection();
    const card = cardOf('Almaty → Astana');
    expect(within(card).getByText('Request declined')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose a traveler' })).toHaveAttribute('href', 'https://jetkiz.kz/en/schedule/14');
  });

  it('cancels a pending request after asking, through the API', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ bind: aBind({ id: 31, status: 'pending' }), trip: aTrip() })],
    });
    ctx.server.answer('POST', '/binds/31/cancel', { status: 200, body: aBind({ id: 31, status: 'cancelled' }) });
    await renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    expect(screen.getByText('Cancel your request to Yerlan?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/cancel')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Choose a traveler' })).toBeInTheDocument();
  });

  it('keeps the request when the sender changes their mind', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ bind: aBind({ id: 31, status: 'pending' }), trip: aTrip() })],
    });
    await renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/cancel')).toHaveLength(0);
  });

  it('says so when the cancel fails', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ bind: aBind({ id: 31, status: 'pending' }), trip: aTrip() })],
    });
    ctx.server.answer('POST', '/binds/31/cancel', { status: 500, body: {} });
    await renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cancelling the application');
    expect(screen.getByText('Request sent')).toBeInTheDocument();
  });

  it('says the request changed when the traveler answered first', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ bind: aBind({ id: 31, status: 'pending' }), trip: aTrip() })],
    });
    ctx.server.answer('POST', '/binds/31/cancel', {
      status: 409,
      body: { error_type: 'forbidden', error_message: 'The request is accepted already.' },
    });
    await renderSection();
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ bind: aBind({ id: 31, status: 'accepted' }), trip: aTrip() })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This request has changed meanwhile');
  });

  it('shows the empty state with the way to send a parcel', async () => {
    ctx.server.answer('GET', '/me/parcels', { status: 200, body: [] });
    await renderSection();
    expect(screen.getByText('No parcels yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a parcel' })).toHaveAttribute('href', 'https://jetkiz.kz/en?modal=create-parcel');
  });

  it('shows the loading state, then the error state, and loads again on retry', async () => {
    const held = ctx.server.hold('GET', '/me/parcels');
    ctx.server.answer('GET', '/me/parcels', { status: 503, body: {} });
    const store = new MyParcelsStore(apiClientFor(ctx.server));
    render(
      <MemoryRouter>
        <MyParcelsSection store={store} cityName={cityName} language="en" links={links} />
      </MemoryRouter>,
    );
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = store.load();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your parcels…');
    held.release();
    await act(() => loading);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load your parcels');
    ctx.server.answer('GET', '/me/parcels', { status: 200, body: [aMyParcel()] });
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Almaty → Astana' })).toBeInTheDocument();
  });

  it('brings the card a link pointed at into view and focus', async () => {
    ctx.server.answer('GET', '/me/parcels', {
      status: 200,
      body: [aMyParcel({ id: 11 }), aMyParcel({ id: 12, from_city_id: 3, bind: aBind({ id: 40, parcel_id: 12 }), trip: aTrip() })],
    });
    await renderSection({ focusBindId: 40 });
    expect(await screen.findByRole('article', { name: 'Shymkent → Astana' })).toHaveFocus();
  });
});
