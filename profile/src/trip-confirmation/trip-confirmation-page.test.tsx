import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClientFor, setUpMockedApiTest } from '../testing';
import { TripConfirmationPage } from './trip-confirmation-page';
import { tripTokenOf } from './trip-confirmation-store';

const ctx = setUpMockedApiTest();

function openLink(hash: string) {
  render(
    <MemoryRouter>
      <TripConfirmationPage api={apiClientFor(ctx.server)} hash={hash} />
    </MemoryRouter>,
  );
}

describe('TripConfirmationPage', () => {
  it("confirms the trip with the link's token and leads to the trips", async () => {
    ctx.server.answer('POST', '/trips/confirm', { status: 200, body: { success: true, trip_id: 7 } });
    openLink('#token=abc-123');
    expect(await screen.findByRole('heading', { name: 'The trip is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To my trips' })).toHaveAttribute('href', '/travels');
    expect(ctx.server.callsTo('POST', '/trips/confirm').map((call) => call.body)).toEqual([{ token: 'abc-123' }]);
  });

  it('says the link no longer works when the API refuses the token (422)', async () => {
    ctx.server.answer('POST', '/trips/confirm', { status: 422, body: { error_type: 'token_expired', error_message: 'expired' } });
    openLink('#token=used');
    expect(await screen.findByRole('heading', { name: 'The link no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'To my trips' })).not.toBeInTheDocument();
  });

  it('calls nothing for a link without a token', async () => {
    openLink('');
    expect(await screen.findByRole('heading', { name: 'The link is incomplete' })).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/trips/confirm')).toHaveLength(0);
  });

  it('offers a retry when the API fails', async () => {
    ctx.server.answer('POST', '/trips/confirm', { status: 500, body: {} });
    openLink('#token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not confirm the trip');
    ctx.server.answer('POST', '/trips/confirm', { status: 200, body: { success: true, trip_id: 7 } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The trip is confirmed' })).toBeInTheDocument();
  });

  it('reads the token from the fragment only', () => {
    expect(tripTokenOf('#token=a1')).toBe('a1');
    expect(tripTokenOf('#other=1')).toBeNull();
  });
});
