import { act, cleanup, render, screen } from '@testing-library/react';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES, pageOf, parcelOf, travelerCardOf, tripOf } from '../testing/marketplace';
import { createTestHost } from '../testing/test-host';
import { showTexts } from '../testing/test-texts';
import Page from './page';
import { allowForBusyMachine } from '../testing/patience';

allowForBusyMachine();

let server: MockApi;

beforeEach(async () => {
  server = mockApi();
  server.answer('GET', '/cities', { status: 200, body: CITIES });
  server.answer('GET', '/parcels/42', { status: 200, body: parcelOf() });
  server.answer('GET', '/parcels/42/trips/sample', { status: 200, body: [travelerCardOf()] });
  server.answer('GET', '/trips', { status: 200, body: pageOf([tripOf()]) });
});

afterEach(async () => {
  cleanup();
  await server.close();
});

describe('schedule Page', () => {
  it('loads the traveler choice for schedule/{id}', async () => {
    await showTexts('en');
    const { host } = createTestHost({ apiUrl: server.url });
    // The page suspends on its chunk and its texts; React 19 resumes a suspended render only in an awaited act.
    await act(async () => render(<Page host={host} page="parcel" parcelId="42" searchParams={new URLSearchParams()} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a traveler' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose Aigerim' })).toBeInTheDocument();
  });

  it('loads the trip board for schedule, in Kazakh', async () => {
    await showTexts('kk');
    const { host } = createTestHost({ apiUrl: server.url, language: 'kk' });
    await act(async () => render(<Page host={host} page="board" parcelId={null} searchParams={new URLSearchParams()} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Саяхатшылардың сапарлары' })).toBeInTheDocument();
    expect(await screen.findByText('1 сапар табылды')).toBeInTheDocument();
  });

  it('loads what happens next for schedule/success', async () => {
    await showTexts('ru');
    const { host } = createTestHost({ apiUrl: server.url, language: 'ru' });
    await act(async () => render(<Page host={host} page="success" parcelId={null} searchParams={new URLSearchParams()} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка отправлена' })).toBeInTheDocument();
  });
});
