import { SITE_CONTACTS } from '@jetkiz/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost, renderSuspending, takeMissingKeys, setTestLanguage } from '../testing';
import { AppStoreButtons } from './app-store-buttons';
import { HomeAction } from './home-action';
import { HERO_PICTURE, VIDEO_POSTER } from '../illustrations';
import { HomeMain } from './home-main';
import styles from './home.module.css';
import { HowItWorks } from './how-it-works';
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

  it('shows no video block when no promo video is configured', () => {
    const { container } = render(<HowItWorks host={createTestHost().host} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Describe the shipment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /video/i })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector(`.${styles.video}`)).toBeNull();
  });

  it('with a video id: our own poster and a play button, and the privacy-enhanced player only after the click', async () => {
    const user = userEvent.setup();
    const { container } = await renderSuspending(<HowItWorks host={createTestHost({ config: { promoVideoId: 'dQw4w9WgXcQ' } }).host} />);
    const play = screen.getByRole('button', { name: 'Watch the video: how Jetkiz works' });
    expect(container.querySelector('iframe')).toBeNull();
    const poster = play.querySelector('img')!;
    expect(poster).toHaveAttribute('src', VIDEO_POSTER.src);
    expect(poster).toHaveAttribute('width', '640');
    expect(poster).toHaveAttribute('alt', '');
    expect(container.innerHTML).not.toMatch(/youtube|ytimg/);
    await user.click(play);
    const player = screen.getByTitle('Video about how Jetkiz works');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(screen.queryByRole('button', { name: 'Watch the video: how Jetkiz works' })).toBeNull();
  });

  it("brings the video facade's code only when the visitor gets near it, in a box kept from the start", async () => {
    const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    class NearViewport {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(element: Element) {
        observers.at(-1)!.element = element;
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: NearViewport, configurable: true });
    try {
      render(<HowItWorks host={createTestHost({ config: { promoVideoId: 'dQw4w9WgXcQ' } }).host} />);
      const slot = observers[0]!.element!;
      expect(slot).toBeEmptyDOMElement();
      expect(slot).toHaveClass(styles.video!);
      await act(async () => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(slot).toContainElement(screen.getByRole('button', { name: 'Watch the video: how Jetkiz works' }));
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
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

describe('home pictures', () => {
  it.each([
    [
      'ru',
      'Путешественник с чемоданом везёт посылку из одного города в другой; тем же путём едут поезд, машина и летит самолёт',
      'Рукопожатие под щитом с галочкой: безопасная сделка',
    ],
    [
      'kk',
      'Чемоданы бар саяхатшы сәлемдемені бір қаладан екінші қалаға алып барады; сол жолмен пойыз бен көлік жүреді, ұшақ ұшады',
      'Құсбелгісі бар қалқан астындағы қол алысу: қауіпсіз мәміле',
    ],
    [
      'en',
      'A traveler with a suitcase carries a parcel from one city to another; a train, a car and a plane go the same way',
      'A handshake under a shield with a tick: a safe deal',
    ],
  ] as const)('in %s: the first screen and every step show a picture described in the language', async (language, hero, safeDeal) => {
    await setTestLanguage(language, ['home']);
    const { host } = createTestHost({ language });
    render(
      <>
        <HomeMain host={host} />
        <HowItWorks host={host} />
      </>,
    );
    expect(screen.getByRole('img', { name: hero })).toHaveAttribute('src', HERO_PICTURE.src);
    expect(screen.getAllByRole('img', { name: safeDeal })).toHaveLength(2);
    const pictures = screen.getAllByRole('img');
    // the hero and one per step of both roles
    expect(pictures).toHaveLength(9);
    for (const picture of pictures) {
      expect(picture.getAttribute('alt')).toMatch(/\S{3}/);
      expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(picture.getAttribute('height'))).toBeGreaterThan(0);
    }
    expect(takeMissingKeys()).toEqual([]);
  });
});
