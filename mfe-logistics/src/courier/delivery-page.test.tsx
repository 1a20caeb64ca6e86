import { commonTranslations } from '@jetkiz/contracts';
import type { HostApi } from '@jetkiz/contracts';
import { createFakeHost, type FakeHost } from '@jetkiz/mock-api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ABAY, CLAIM_ID, DOSTYK, ORDER, SENDER, STILL, claimOf, setUpCourierTest } from './courier-test-setup';
import { DeliveryPage, type DeliveryPageOptions } from './delivery-page';

const test = setUpCourierTest({ quietErrors: true });
const ESTIMATE = { price: 185_000, currency: 'KZT', distance_m: 4200, eta_min: 12 } as const;
const PHONE_NOT_VALID = commonTranslations.en.phoneNotValid;
const EMAIL_NOT_VALID = commonTranslations.en.emailNotValid;
const locate = jest.fn(async () => ({ lon: DOSTYK.lon, lat: DOSTYK.lat }));
const OPTIONS: DeliveryPageOptions = { tracker: { pace: STILL }, picker: { delayMs: 0, locate } };

/** The page as the shell draws it: `host.navigation.go` moves the query, and the page follows. */
function Page({ fake, query }: { fake: FakeHost; query: string }) {
  const [current, setCurrent] = useState(() => new URLSearchParams(query));
  fake.go.mockImplementation((path) => setCurrent(new URLSearchParams(path.split('?')[1])));
  return <DeliveryPage host={fake.host as HostApi} widget="delivery" query={current} options={OPTIONS} />;
}

function renderPage(query: string, { loggedIn = true } = {}) {
  const fake = createFakeHost({ apiUrl: test.api().url, token: loggedIn ? 'owner-token' : null, user: loggedIn ? SENDER : null });
  render(<Page fake={fake} query={query} />);
  return { fake, user: userEvent.setup() };
}

function answerGeo() {
  test.api().answer('GET', '/geo/search', (call) => ({
    status: 200,
    body: { suggestions: call.query.get('q')?.startsWith('Abay') ? [ABAY] : [] },
  }));
  test.api().answer('GET', '/geo/reverse', { status: 200, body: { address: DOSTYK } });
}

describe('the delivery page: a new order', () => {
  it('goes search → estimate → form → payment, with the 422 mapped onto its field and nothing typed lost', async () => {
    answerGeo();
    test
      .api()
      .answer(
        'POST',
        '/logistics/estimate/check-price',
        { status: 422, body: { error_type: 'could_not_calculate', error_message: 'Outside the service area' } },
        { status: 200, body: ESTIMATE },
      );
    test.api().answer(
      'POST',
      '/logistics/claim',
      {
        status: 422,
        body: { error_type: 'validation', error_message: 'Invalid', validation_errors: { 'order.recipient_phone': ['phoneNotValid'] } },
      },
      { status: 201, body: claimOf('awaiting_payment', { payment_expires_at: new Date(Date.now() + 15 * 60_000).toISOString() }) },
    );
    const { fake, user } = renderPage('bind=41');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

    // Step 1: A by the street search, B by the device's location.
    await user.type(screen.getByRole('textbox', { name: /Point A/ }), 'Abay 150');
    await user.click(await screen.findByRole('button', { name: 'Almaty, Abay Ave 150' }));
    expect(screen.getByText('Chosen: Almaty, Abay Ave 150')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate the price' })).toBeDisabled();
    const useLocation = screen.getAllByRole('button', { name: 'Use my location' })[1]!;
    await user.click(useLocation);
    expect(await screen.findByText('Chosen: Almaty, Dostyk Ave 5')).toBeInTheDocument();
    expect(test.api().callsTo('GET', '/geo/reverse')[0]!.query.get('lon')).toBe(String(DOSTYK.lon));

    // Step 2: could not calculate, then the price after a retry; the entrance hand-over is priced again.
    await user.click(screen.getByRole('button', { name: 'Calculate the price' }));
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not calculate the shipping cost');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,850 ₸')).toBeInTheDocument();
    expect(screen.getByText('4.2 km')).toBeInTheDocument();
    expect(screen.getByText('12 min')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'At the entrance (cheaper)' }));
    await screen.findByText('1,850 ₸');
    const estimates = test.api().callsTo('POST', '/logistics/estimate/check-price');
    expect(estimates).toHaveLength(3);
    expect(estimates[0]!.body).toEqual({
      start_point: [ABAY.lon, ABAY.lat],
      destination_point: [DOSTYK.lon, DOSTYK.lat],
      skip_door_to_door: false,
    });
    expect(estimates[2]!.body.skip_door_to_door).toBe(true);

    // Step 3: the sender from the profile, the addresses from the points; errors only after a field is left.
    await user.click(screen.getByRole('button', { name: 'Fill in the order' }));
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sender's name/ })).toHaveValue('Aigerim');
    expect(screen.getByRole('textbox', { name: /Sender's phone/ })).toHaveValue('+7 (701) 123-45-67');
    expect(screen.getByRole('textbox', { name: /Address of point A/ })).toHaveValue('Almaty, Abay Ave 150');
    const recipientEmail = screen.getByRole('textbox', { name: /Recipient's e-mail/ });
    await user.type(recipientEmail, 'not-an-email');
    expect(screen.queryByText('Enter a valid e-mail')).toBeNull();
    await user.tab();
    expect(recipientEmail).toHaveAccessibleDescription(EMAIL_NOT_VALID);
    await user.clear(recipientEmail);
    await user.type(screen.getByRole('textbox', { name: /Recipient's phone/ }), '7017654321');
    await user.type(screen.getByRole('textbox', { name: /Comment for the courier/ }), 'Entrance 2, floor 5');
    await user.click(screen.getByRole('button', { name: 'Order the courier' }));
    const recipientPhone = screen.getByRole('textbox', { name: /Recipient's phone/ });
    await waitFor(() => expect(recipientPhone).toHaveAttribute('aria-invalid', 'true'));
    expect(recipientPhone).toHaveAccessibleDescription(PHONE_NOT_VALID);
    expect(recipientPhone).toHaveValue('+7 (701) 765-43-21');
    expect(screen.getByRole('textbox', { name: /Comment for the courier/ })).toHaveValue('Entrance 2, floor 5');
    expect(fake.go).not.toHaveBeenCalled();

    // The phone corrected, the order is taken: the claim's id goes into the URL and the payment step shows.
    await user.clear(recipientPhone);
    await user.type(recipientPhone, '7017654321');
    expect(recipientPhone).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Order the courier' }));
    expect(await screen.findByText('Step 4 of 5')).toBeInTheDocument();
    expect(fake.go).toHaveBeenCalledWith(`/widget/delivery?claim=${CLAIM_ID}`);
    expect(screen.getByRole('heading', { name: 'Awaiting payment' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left to pay: 1[45]:\d\d/);
    const claims = test.api().callsTo('POST', '/logistics/claim');
    expect(claims[1]!.body).toEqual({
      parcel_trip_bind_id: 41,
      start_point: [ABAY.lon, ABAY.lat],
      destination_point: [DOSTYK.lon, DOSTYK.lat],
      skip_door_to_door: true,
      order: { ...ORDER, comment: 'Entrance 2, floor 5' },
    });
    expect(test.api().callsTo('GET', `/logistics/claim/${CLAIM_ID}`)).toHaveLength(0);
  });

  it('says when no address is found and when the location cannot be had', async () => {
    answerGeo();
    locate.mockRejectedValueOnce(new Error('denied'));
    const { user } = renderPage('bind=41');
    await user.type(screen.getByRole('textbox', { name: /Point B/ }), 'Nowhere street');
    expect(await screen.findByText('No address found. Try the street name and building number.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Use my location' })[0]!);
    expect(await screen.findByText('Could not find your location. Type the address instead.')).toBeInTheDocument();
  });

  it('draws the chosen points on a map, only while online', async () => {
    answerGeo();
    const { user } = renderPage('bind=41');
    expect(screen.queryByRole('img', { name: 'Map of points A and B' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Point A/ }), 'Abay 150');
    await user.click(await screen.findByRole('button', { name: 'Almaty, Abay Ave 150' }));
    const map = await screen.findByRole('img', { name: 'Map of points A and B' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    expect(map.querySelector('.leaflet-marker-icon')).toHaveTextContent('A');
    expect(map.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByRole('img', { name: 'Map of points A and B' })).toBeNull();
    online.mockRestore();
  });

  it('asks a visitor who is not logged in to log in', async () => {
    const { fake, user } = renderPage('bind=41', { loggedIn: false });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fake.openModal).toHaveBeenCalledWith('login');
    expect(test.api().calls).toHaveLength(0);
  });

  it('without a deal, leads to the profile', () => {
    renderPage('bind=zero');
    expect(screen.getByText(/open the deal in your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
  });
});

describe('the delivery page: an order in progress', () => {
  it('comes back after a reload by the claim id in the URL', async () => {
    test.api().answer('GET', `/logistics/claim/${CLAIM_ID}`, { status: 200, body: claimOf('courier_found') });
    renderPage(`claim=${CLAIM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Courier found' })).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Courier order steps' });
    expect(within(steps).getByText('Tracking')).toHaveAttribute('aria-current', 'step');
  });

  it('says when the claim is not found, and offers a retry when it could not be read', async () => {
    test.api().answer('GET', `/logistics/claim/${CLAIM_ID}`, { status: 503 }, { status: 200, body: claimOf('searching') });
    const { user } = renderPage(`claim=${CLAIM_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Searching for a courier' })).toBeInTheDocument();
  });

  it('orders again for the same deal after a payment timeout', async () => {
    test.api().answer('GET', `/logistics/claim/${CLAIM_ID}`, { status: 200, body: claimOf('payment_timeout') });
    const { fake, user } = renderPage(`claim=${CLAIM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(fake.go).toHaveBeenCalledWith('/widget/delivery?bind=41');
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
  });
});
