import type { HostApi } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/mock-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_ID, claimOf, setUpCourierTest } from './courier-test-setup';
import { DeliveryState } from './delivery-state';

const test = setUpCourierTest();

function renderState() {
  const fake = createFakeHost({ apiUrl: test.api().url, token: 'owner-token' });
  fake.host.modals.open('delivery-state');
  render(<DeliveryState host={fake.host as HostApi} />);
  return { fake, user: userEvent.setup() };
}

describe("the 'delivery state' modal", () => {
  it('lists the active claims with their state and leads to their tracking page', async () => {
    test.api().answer('GET', '/me/logistics/claims', {
      status: 200,
      body: { claims: [claimOf('courier_found'), claimOf('awaiting_payment', { id: 'clm_second', fromStreet: 'Tole Bi St 10' })] },
    });
    const { fake, user } = renderState();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Courier found')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Tole Bi St 10 → Dostyk Ave 5')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Awaiting payment')).toBeInTheDocument();
    const open = within(items[0]!).getByRole('link', { name: 'Open the order' });
    expect(open).toHaveAttribute('href', `/en/widget/delivery?claim=${CLAIM_ID}`);
    expect(test.api().callsTo('GET', '/me/logistics/claims')[0]!.query.get('active')).toBe('true');
    await user.click(open);
    expect(fake.go).toHaveBeenCalledWith(`/widget/delivery?claim=${CLAIM_ID}`);
    expect(fake.modals.current).toBeNull();
  });

  it('says when there is none', async () => {
    test.api().answer('GET', '/me/logistics/claims', { status: 200, body: { claims: [] } });
    renderState();
    expect(await screen.findByText('You have no courier orders in progress.')).toBeInTheDocument();
  });

  it('offers a retry when the list could not be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    test.api().answer('GET', '/me/logistics/claims', { status: 503 }, { status: 200, body: { claims: [claimOf('searching')] } });
    const { user } = renderState();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Searching for a courier')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
