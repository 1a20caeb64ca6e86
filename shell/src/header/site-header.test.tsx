import { SITE_CONTACTS } from '@jetkiz/contracts';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@jetkiz/jest-config/axe.cjs';
import { runInAction } from 'mobx';
import { clearTokenCookie, logInShell, quietHeaderApi, TEST_USER } from '../testing/logged-in';
import { createTestShell, renderInShell } from '../testing/test-shell';
import type { TestShell } from '../testing/test-shell';
import { UNREAD_REFRESH_MS } from '../header-menus';
import { HEADER_MENU_ID, SiteHeader } from './site-header';

const PROFILE_URL = 'http://profile.test/';

/** A logged-in header counts unread messages: the API answers none unless a test says otherwise. */
let quietApi: MockApi;
beforeAll(() => {
  quietApi = quietHeaderApi();
});
afterAll(() => quietApi.close());

function renderHeader(shell: TestShell, onLogout: () => void = () => undefined) {
  return renderInShell(shell, <SiteHeader menu={shell.stores.header} onLogout={onLogout} />);
}

function logIn(shell: TestShell, firstName: string, avatar: string | null = null) {
  logInShell(shell, { ...TEST_USER, first_name: firstName, avatar_url: avatar });
}

afterEach(clearTokenCookie);

describe('SiteHeader for a visitor who is not logged in', () => {
  it('links the logo, the pages and the home sections in the current locale', async () => {
    renderHeader(await createTestShell('/en/prices'));
    expect(screen.getByRole('link', { name: 'Jetkiz' })).toHaveAttribute('href', '/en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['About us', '/en/about'],
      ['Prices', '/en/prices'],
      ['For travelers', '/en/traveler'],
      ['Reviews', '/en#reviews'],
      ['FAQ', '/en#faq'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Prices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', SITE_CONTACTS.whatsapp);
  });

  it('opens the contacts, contact-form and authorization modals', async () => {
    const shell = await createTestShell('/en');
    renderHeader(shell);
    await userEvent.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(shell.stores.modals.current?.name).toBe('contacts');
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(shell.stores.modals.current?.name).toBe('contact-form');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(shell.stores.modals.current?.name).toBe('authorization');
    expect(screen.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument();
  });

  it('speaks Kazakh under /kz and Russian under /ru', async () => {
    const { unmount } = renderHeader(await createTestShell('/kz/about'));
    expect(screen.getByRole('link', { name: 'Саяхатшыларға' })).toHaveAttribute('href', '/kz/traveler');
    expect(screen.getByRole('button', { name: 'Кіру' })).toBeInTheDocument();
    unmount();
    renderHeader(await createTestShell('/ru'));
    expect(screen.getByRole('link', { name: 'Путешественникам' })).toHaveAttribute('href', '/ru/traveler');
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});

describe('SiteHeader for a logged-in visitor', () => {
  it('shows a profile menu with the avatar, the first name, Profile and Logout instead of the login button', async () => {
    const shell = await createTestShell('/en', { apiUrl: quietApi.url });
    logIn(shell, 'Әйгерім', 'http://localhost:4000/avatars/1.png');
    const logouts: number[] = [];
    const { container } = renderHeader(shell, () => logouts.push(1));
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();

    const menuButton = await screen.findByRole('button', { name: 'Әйгерім' });
    expect(container.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/avatars/1.png');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `${PROFILE_URL}?lang=en`);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logouts).toHaveLength(1);
    expect(shell.stores.header.profileOpen).toBe(false);
  });

  it('shows the initial when there is no avatar, and a name while the profile loads', async () => {
    const shell = await createTestShell('/ru', { apiUrl: quietApi.url });
    logIn(shell, 'Ұлжан');
    renderHeader(shell);
    expect(screen.getByRole('button', { name: 'Ұлжан' })).toHaveTextContent('ҰҰлжан');
    act(() => runInAction(() => (shell.stores.session.user = null)));
    expect(screen.getByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();
  });
});

describe('the burger menu', () => {
  it('toggles the menu with the same items', async () => {
    const shell = await createTestShell('/en');
    renderHeader(shell);
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-controls', HEADER_MENU_ID);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(HEADER_MENU_ID)!;
    expect(menu).not.toHaveAttribute('data-open');

    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    for (const name of ['About us', 'Prices', 'For travelers', 'Reviews', 'FAQ', 'WhatsApp']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Contacts', 'Call me back', 'Log in']) expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    expect(within(menu).getByRole('navigation', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Contacts' }));
    expect(shell.stores.modals.current?.name).toBe('contacts');
    expect(menu).not.toHaveAttribute('data-open');
  });

  it('closes with Escape', async () => {
    const shell = await createTestShell('/en');
    renderInShell(shell);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the unread messages in the profile menu', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi();
  });
  afterEach(async () => {
    jest.useRealTimers();
    await api.close();
  });

  const unreadTotal = (total: number) => ({ status: 200 as const, body: { chats: [], unread_total: total } });
  const chatCalls = () => api.callsTo('GET', '/me/chats').length;

  it('shows the total on the menu button and by the Messages link, read out as words, with a link to the messages page', async () => {
    api.answer('GET', '/me/chats', unreadTotal(3));
    const shell = await createTestShell('/en', { apiUrl: api.url });
    logIn(shell, 'Aigerim');
    renderHeader(shell);
    const menuButton = await screen.findByRole('button', { name: 'Aigerim 3 unread messages' });
    expect(api.callsTo('GET', '/me/chats')[0]!.headers.authorization).toBe('Bearer token-1');
    await userEvent.click(menuButton);
    const messages = screen.getByRole('link', { name: 'Messages 3 unread messages' });
    expect(messages).toHaveAttribute('href', `${PROFILE_URL}messages?lang=en`);
    expect(await seriousAxeViolations(screen.getByRole('banner'))).toEqual([]);
  });

  it('counts again when the window gets focus, shows no badge at zero, and stops counting after the logout', async () => {
    api.answer('GET', '/me/chats', unreadTotal(1), unreadTotal(0));
    const shell = await createTestShell('/en', { apiUrl: api.url });
    logIn(shell, 'Aigerim');
    renderHeader(shell);
    expect(await screen.findByRole('button', { name: 'Aigerim 1 unread message' })).toBeInTheDocument();
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Aigerim' })).toBeInTheDocument();
    expect(chatCalls()).toBe(2);

    act(() => shell.stores.session.clear());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chatCalls()).toBe(2);
  });

  it('counts every minute while logged in, and from the start after a login', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'Date'] });
    api.answer('GET', '/me/chats', unreadTotal(2), unreadTotal(5));
    const shell = await createTestShell('/en', { apiUrl: api.url });
    renderHeader(shell);
    expect(chatCalls()).toBe(0);
    act(() => logIn(shell, 'Aigerim'));
    expect(await screen.findByRole('button', { name: 'Aigerim 2 unread messages' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(UNREAD_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Aigerim 5 unread messages' })).toBeInTheDocument();
    expect(chatCalls()).toBe(2);
  });

  it('says the count with the Russian and Kazakh plural forms', async () => {
    api.answer('GET', '/me/chats', unreadTotal(5), unreadTotal(22), unreadTotal(21));
    const shell = await createTestShell('/ru', { apiUrl: api.url });
    logIn(shell, 'Ұлжан');
    const { unmount } = renderHeader(shell);
    expect(await screen.findByRole('button', { name: 'Ұлжан 5 непрочитанных сообщений' })).toBeInTheDocument();
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Ұлжан 22 непрочитанных сообщения' })).toBeInTheDocument();
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Ұлжан 21 непрочитанное сообщение' })).toBeInTheDocument();
    unmount();
    const kazakh = await createTestShell('/kz', { apiUrl: api.url });
    logIn(kazakh, 'Ұлжан');
    renderHeader(kazakh);
    expect(await screen.findByRole('button', { name: 'Ұлжан 21 оқылмаған хабарлама' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Ұлжан/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Хабарламалар/ })).toHaveAttribute('href', `${PROFILE_URL}messages?lang=kz`),
    );
  });
});
