import type { ClaimStatus, Deal, LogisticClaim } from '@jetkiz/contracts';
import type { Responder } from '@jetkiz/mock-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { siteLinks } from '../locale';
import { BUSY_FOR_30_SECONDS, aDeal, apiClientFor, cityName, setUpMockedApiTest } from '../testing';
import { DealSection } from './deal-section';
import { DealStore } from './deal-store';

const ctx = setUpMockedApiTest();
const DEAL = '/binds/31';
const CLAIMS = '/me/logistics/claims';
const links = siteLinks('https://jetkiz.test', 'en');

/** Only what the deal page reads of a claim: its id and status. */
const claim = (status: ClaimStatus, id = 'clm_1') => ({ id, status }) as LogisticClaim;

const claimsAre = (...claims: LogisticClaim[]) => ({ status: 200, body: { claims } }) as const;

/** The deal page, with these answers to its courier orders in turn. */
async function openDeal(deal: Partial<Deal>, ...claimAnswers: Responder<'GET', typeof CLAIMS>[]) {
  ctx.server.answer('GET', DEAL, { status: 200, body: aDeal(deal) });
  ctx.server.answer('GET', CLAIMS, ...claimAnswers);
  const store = new DealStore(apiClientFor(ctx.server), 31);
  render(
    <MemoryRouter>
      <DealSection store={store} language="en" cityName={cityName} verified deliveryUrl={links.delivery} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(store.state).toBe('ready'));
  await waitFor(() => expect(['ready', 'failed']).toContain(store.courier.list.state));
  return store;
}

const courierPart = () => screen.queryByRole('region', { name: 'Courier delivery' });

describe("the deal's courier", () => {
  it('offers the sender of a paid deal a courier to the traveler, on the site in the page language', async () => {
    await openDeal({ status: 'paid', role: 'sender', next_actions: ['pick_up'] as Deal['next_actions'] }, claimsAre());
    expect(courierPart()).toHaveTextContent('A courier can take the parcel from you to the traveler.');
    expect(screen.getByRole('link', { name: 'Order a courier' })).toHaveAttribute('href', 'https://jetkiz.test/en/widget/delivery?bind=31');
    expect(ctx.server.callsTo('GET', CLAIMS)[0]!.query.get('parcel_trip_bind_id')).toBe('31');
  });

  it('offers the traveler of a picked-up deal a courier to the recipient', async () => {
    await openDeal({ status: 'picked_up', role: 'traveler', next_actions: [] }, claimsAre(claim('delivered', 'clm_old')));
    expect(courierPart()).toHaveTextContent('A courier can take the parcel from you to the recipient.');
    expect(courierPart()).toHaveTextContent('Courier order: delivery completed');
    expect(screen.getByRole('link', { name: 'Order a courier' })).toHaveAttribute('href', 'https://jetkiz.test/en/widget/delivery?bind=31');
  });

  it('shows the current order with a way to follow it, and no second order while it runs', async () => {
    await openDeal({ status: 'paid', role: 'sender', next_actions: [] }, claimsAre(claim('searching')));
    expect(courierPart()).toHaveTextContent('Courier order: searching for a courier');
    expect(screen.getByRole('link', { name: 'Follow the courier order' })).toHaveAttribute(
      'href',
      'https://jetkiz.test/en/widget/delivery?claim=clm_1',
    );
    expect(screen.queryByRole('link', { name: 'Order a courier' })).toBeNull();
  });

  it('offers nothing where a courier does not fit (the sender after the pickup, an unpaid deal)', async () => {
    await openDeal({ status: 'picked_up', role: 'sender', next_actions: [] }, claimsAre());
    expect(courierPart()).toBeNull();
  });

  it('says why the orders did not load and when to try again, offers no order, and loads them on retry', async () => {
    await openDeal({ status: 'paid', role: 'sender', next_actions: [] }, BUSY_FOR_30_SECONDS.answer, claimsAre(claim('searching')));
    expect(within(courierPart()!).getByRole('alert')).toHaveTextContent(BUSY_FOR_30_SECONDS.said.en);
    expect(screen.queryByRole('link', { name: 'Order a courier' })).toBeNull();
    await userEvent.click(within(courierPart()!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Courier order: searching for a courier')).toBeInTheDocument();
    expect(within(courierPart()!).queryByRole('alert')).toBeNull();
  });
});
