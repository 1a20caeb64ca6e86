import type { ShortLinkDetails } from '@jetkiz/contracts';
import { apiClientFor } from '@jetkiz/mock-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { DOSTYK, setUpCourierTest } from './courier-test-setup';
import { ShortLinkPage } from './short-link-page';

const test = setUpCourierTest({ quietErrors: true });
const LINK_ID = 'lnk_Qw8Er5Ty2Ui9Op3A';
const LINK_PATH = `/logistic_shortlink/${LINK_ID}`;

function linkOf(fields: Partial<ShortLinkDetails> = {}): ShortLinkDetails {
  return {
    id: LINK_ID,
    parcel_trip_bind_id: 41,
    parcel_id: 12,
    longitude: 76.94,
    latitude: 43.25,
    country: 'Kazakhstan',
    city: 'Almaty',
    street: 'Satpayev St',
    building: '30',
    expires_at: '2026-11-27T10:00:00Z',
    ...fields,
  };
}

const locate = jest.fn(async () => ({ lon: 76.9572, lat: 43.2389 }));

function renderLink() {
  render(<ShortLinkPage api={apiClientFor(test.api(), { getToken: () => null })} id={LINK_ID} pickerOptions={{ delayMs: 0, locate }} />);
  return userEvent.setup();
}

describe('the short link page', () => {
  it('shows the point and lets whoever holds the link correct it by the street search', async () => {
    test.api().answer('GET', LINK_PATH, { status: 200, body: linkOf() });
    test.api().answer('GET', '/geo/search', { status: 200, body: { suggestions: [DOSTYK] } });
    test.api().answer('PATCH', LINK_PATH, {
      status: 200,
      body: linkOf({ longitude: DOSTYK.lon, latitude: DOSTYK.lat, street: 'Dostyk Ave', building: '5' }),
    });
    const user = renderLink();
    expect(await screen.findByText('The courier comes to: Almaty, Satpayev St 30')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Map of the point: Almaty, Satpayev St 30' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct the address' }));
    expect(screen.getByRole('button', { name: 'Save the address' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /The right address/ }), 'Dostyk 5');
    await user.click(await screen.findByRole('button', { name: 'Almaty, Dostyk Ave 5' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('The address is saved: the courier will come there.')).toBeInTheDocument();
    expect(screen.getByText('The courier comes to: Almaty, Dostyk Ave 5')).toBeInTheDocument();
    expect(test.api().callsTo('PATCH', LINK_PATH)[0]!.body).toEqual({
      point: { lon: DOSTYK.lon, lat: DOSTYK.lat },
      street: 'Dostyk Ave',
      building: '5',
    });
  });

  it("corrects the point by the device's location", async () => {
    test.api().answer('GET', LINK_PATH, { status: 200, body: linkOf() });
    test.api().answer('GET', '/geo/reverse', { status: 200, body: { address: null } });
    test.api().answer('PATCH', LINK_PATH, { status: 200, body: linkOf({ longitude: 76.9572, latitude: 43.2389 }) });
    const user = renderLink();
    await user.click(await screen.findByRole('button', { name: 'Correct the address' }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Chosen: 43.23890, 76.95720')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await screen.findByText('The address is saved: the courier will come there.');
    expect(test.api().callsTo('PATCH', LINK_PATH)[0]!.body).toEqual({ point: { lon: 76.9572, lat: 43.2389 } });
  });

  it('says when the link has expired', async () => {
    test.api().answer('GET', LINK_PATH, { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } });
    renderLink();
    expect(await screen.findByRole('alert')).toHaveTextContent('This address link has expired');
  });

  it('speaks the language of the page', async () => {
    await initTestI18n('kk');
    test.api().answer('GET', LINK_PATH, { status: 200, body: linkOf() });
    renderLink();
    expect(await screen.findByText('Курьер осында келеді: Almaty, Satpayev St 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мекенжайды түзету' })).toBeInTheDocument();
  });
});
