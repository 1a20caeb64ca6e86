import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteLinks } from '../locale';
import { aBind, aMyTrip, aParcel, apiClientFor, cityName, loadTestTexts, mockApi, renderLoaded, type MockApi } from '../testing';
import { MyTripsSection } from './my-trips-section';
import { MyTripsStore } from './my-trips-store';

let server: MockApi;
beforeEach(async () => {
  server = mockApi();
  await loadTestTexts('en');
});
afterEach(() => server.close());

const QUESTIONNAIRE = `/verification?return_to=${encodeURIComponent('/travels?bind=31')}`;

async function renderTrips(status: 'pending' | 'accepted', verificationStatus: 'not_started' | 'pending' | 'verified' | 'rejected') {
  server.answer('GET', '/me/trips', {
    status: 200,
    body: [aMyTrip({ id: 21, offers: [{ bind: aBind({ id: 31, trip_id: 21, status }), parcel: aParcel({ id: 11 }) }] })],
  });
  const store = new MyTripsStore(apiClientFor(server));
  store.setVerificationStatus(verificationStatus);
  await renderLoaded(
    store,
    <MyTripsSection store={store} cityName={cityName} language="en" links={siteLinks('https://jetkiz.kz', 'en')} />,
  );
}

describe('accepting a request needs verification', () => {
  it('tells a traveler known not to be verified why, before they try, with the way to the questionnaire and back', async () => {
    await renderTrips('pending', 'not_started');
    const offer = screen.getByRole('article', { name: 'Parcel M, 1–3 kg' });
    expect(offer).toHaveTextContent('To accept requests, pass identity verification first.');
    expect(within(offer).getByRole('link', { name: 'Pass verification' })).toHaveAttribute('href', QUESTIONNAIRE);
  });

  it('says nothing of it to a verified traveler, nor on an answered request', async () => {
    await renderTrips('pending', 'verified');
    expect(screen.queryByRole('link', { name: 'Pass verification' })).not.toBeInTheDocument();
    server.close();
    server = mockApi();
    cleanup();
    await renderTrips('accepted', 'rejected');
    expect(screen.queryByRole('link', { name: 'Pass verification' })).not.toBeInTheDocument();
  });

  it('still lets the API decide: a 403 verification_required is explained as an alert', async () => {
    await renderTrips('pending', 'pending');
    server.answer('POST', '/binds/31/accept', {
      status: 403,
      body: { error_type: 'verification_required', error_message: 'Identity verification is required.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To accept requests, pass identity verification first.');
    expect(screen.getAllByText(/To accept requests/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pass verification' })).toHaveAttribute('href', QUESTIONNAIRE);
  });
});
