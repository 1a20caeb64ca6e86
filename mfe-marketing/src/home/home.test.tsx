import { SITE_CONTACTS } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, takeMissingKeys, setTestLanguage } from '../testing';
import { AppStoreButtons } from './app-store-buttons';
import { HomeAction } from './home-action';
import { HomeMain } from './home-main';
import { PromoVideo } from './promo-video';
import { StillQuestions } from './still-questions';

beforeEach(() => setTestLanguage('en', ['home']));

describe('home sections', () => {
  it('open the parcel and trip widgets from the first screen and the closing call to action', async () => {
    const test = createTestHost();
    const user = userEvent.setup();
    render(
      <>
        <HomeMain host={test.host} />
        <HomeAction host={test.host} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parcels and documents with travelers across Kazakhstan');
    await user.click(screen.getAllByRole('button', { name: 'Send a parcel' })[0]!);
    expect(test.openModal).toHaveBeenLastCalledWith('create-parcel');
    await user.click(screen.getByRole('button', { name: 'Take a parcel on your trip' }));
    expect(test.openModal).toHaveBeenLastCalledWith('create-travel');
    await user.click(screen.getByRole('button', { name: 'Add a trip' }));
    expect(test.openModal).toHaveBeenLastCalledWith('create-travel');
    expect(takeMissingKeys()).toEqual([]);
  });

  it('loads the video player only when asked to', async () => {
    const user = userEvent.setup();
    const { container } = render(<PromoVideo />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch the video: how Jetkiz works' }));
    const player = screen.getByTitle('Video about how Jetkiz works');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(new RegExp(`^${SITE_CONTACTS.promoVideo}\\?autoplay=1`));
  });

  it('keeps the app-store buttons in the page but hidden while the flag is off', () => {
    const { container, rerender } = render(<AppStoreButtons />);
    expect(container.firstElementChild).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    rerender(<AppStoreButtons visible />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', SITE_CONTACTS.appStore);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', SITE_CONTACTS.googlePlay);
  });

  it('answer further questions with the callback form, the bot or a call', async () => {
    const test = createTestHost();
    const user = userEvent.setup();
    render(<StillQuestions host={test.host} />);
    await user.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(test.openModal).toHaveBeenCalledWith('contact-form');
    expect(screen.getByRole('link', { name: 'Message the Telegram bot' })).toHaveAttribute('href', SITE_CONTACTS.telegramBot);
    expect(screen.getByRole('link', { name: 'Call support' })).toHaveAttribute('href', `tel:+${SITE_CONTACTS.supportPhone}`);
  });
});
