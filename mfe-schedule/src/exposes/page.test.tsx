import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import Page from './page';

describe('schedule Page', () => {
  it('names the parcel whose traveler is being chosen', async () => {
    await initTestI18n('en');
    render(<Page host={null as never} page="parcel" parcelId="42" searchParams={new URLSearchParams()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a traveler');
    expect(screen.getByText('Parcel No. 42: choose a traveler to carry it.')).toBeInTheDocument();
  });

  it('shows the trip board in Kazakh', async () => {
    await initTestI18n('kk');
    render(<Page host={null as never} page="board" parcelId={null} searchParams={new URLSearchParams()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Саяхатшылардың сапарлары');
  });
});
