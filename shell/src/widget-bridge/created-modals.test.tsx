import { addTranslations } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/contracts/src/host-api/testing';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import en from '../i18n/en.json';
import kk from '../i18n/kk.json';
import ru from '../i18n/ru.json';
import { ParcelCreatedModal, TripCreatedModal } from './created-modals';

/** The host of a logged-in user (or a guest's), with spied navigation and modals. */
const hostFor = (loggedIn: boolean) =>
  createFakeHost({ token: loggedIn ? 't' : null, config: { profileUrl: 'https://profile.jetkiz.kz' } });

beforeAll(async () => {
  await initTestI18n('en');
  addTranslations(i18next, 'shell', { en, ru, kk });
});

describe('parcel-created modal', () => {
  it('leads to choosing a traveler on /schedule/{id}', async () => {
    const fake = hostFor(true);
    render(<ParcelCreatedModal host={fake.host} params={{ parcelId: '12' }} />);
    expect(screen.getByRole('heading', { name: 'Your parcel is created' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Choose a traveler' });
    expect(link).toHaveAttribute('href', '/en/schedule/12');
    await userEvent.click(link);
    expect(fake.closeModal).toHaveBeenCalled();
    expect(fake.go).toHaveBeenCalledWith('/schedule/12');
  });

  it("keeps a guest's token on the way", async () => {
    const fake = hostFor(false);
    render(<ParcelCreatedModal host={fake.host} params={{ parcelId: '13', guest_token: 'g-13' }} />);
    await userEvent.click(screen.getByRole('link', { name: 'Choose a traveler' }));
    expect(fake.go).toHaveBeenCalledWith('/schedule/13?guest_token=g-13');
  });

  it('says when the request to the trip it was started from could not be sent', () => {
    render(<ParcelCreatedModal host={hostFor(true).host} params={{ parcelId: '14', request: 'failed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The request to that traveler could not be sent');
    expect(screen.getByRole('link', { name: 'Choose a traveler' })).toHaveAttribute('href', '/en/schedule/14');
  });

  it('offers no link without a parcel id', () => {
    render(<ParcelCreatedModal host={hostFor(true).host} params={{ parcelId: 'x' }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('trip-created modal', () => {
  it('leads a logged-in traveler to my trips on the profile host', () => {
    render(<TripCreatedModal host={hostFor(true).host} params={{ tripId: '3' }} />);
    expect(screen.getByRole('heading', { name: 'Your trip is created' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', 'https://profile.jetkiz.kz/travels');
  });

  it('tells a guest where the login information went', () => {
    render(<TripCreatedModal host={hostFor(false).host} params={{ tripId: '3' }} />);
    expect(screen.getByText(/sent the login information/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My trips' })).not.toBeInTheDocument();
  });

  it('speaks Kazakh', async () => {
    await i18next.changeLanguage('kk');
    render(<TripCreatedModal host={hostFor(true).host} params={{}} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Сапар құрылды');
    expect(screen.getByRole('link')).toHaveTextContent('Менің сапарларым');
    cleanup();
    await i18next.changeLanguage('en');
  });
});
