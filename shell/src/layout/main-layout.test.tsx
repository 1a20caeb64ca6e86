import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { clearTokenCookie } from '../testing/logged-in';
import { createTestShell, renderInShell } from '../testing/test-shell';
import type { TestShell } from '../testing/test-shell';

async function renderSite(path: string, shell?: TestShell) {
  const testShell = shell ?? (await createTestShell(path));
  renderInShell(testShell);
  // No remote answers in a unit test: the page is in place once its area shows the remote as unavailable.
  await screen.findAllByRole('button', { name: /^(Try again|Повторить|Қайталау)$/ });
  return testShell;
}

function overlay() {
  return screen.queryByTestId('overlay');
}

/** A modal's overlay is its <dialog>'s backdrop: a click there lands on the dialog element itself. */
function backdrop() {
  return screen.getByRole('dialog');
}

afterEach(clearTokenCookie);

describe('the overlay and navigation', () => {
  it('a click on the overlay closes the header menu', async () => {
    const { stores } = await renderSite('/en');
    expect(overlay()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(overlay()!);
    expect(stores.header.navOpen).toBe(false);
    expect(overlay()).toBeNull();
  });

  it('a click on the overlay closes the modal', async () => {
    const { stores } = await renderSite('/en');
    await userEvent.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(backdrop());
    expect(stores.modals.current).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('following a link closes the header menu', async () => {
    const { stores } = await renderSite('/en');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(window.location.pathname).toBe('/en/prices');
    expect(stores.header.navOpen).toBe(false);
  });

  it('navigating closes the modal, also when a remote navigates', async () => {
    const { stores, host } = await renderSite('/en');
    act(() => stores.modals.open('login'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => host.navigation.go('/traveler'));
    expect(window.location.pathname).toBe('/en/traveler');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stores.modals.current).toBeNull();
  });
});

describe('a modal named in the address', () => {
  it('?modal=contacts opens the contacts modal with the other parameters', async () => {
    const { stores } = await renderSite('/en/about?modal=contacts&source=mail');
    expect(stores.modals.current).toEqual({ name: 'contacts', params: { source: 'mail' } });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the address when the modal is closed, with the page’s own parameters kept', async () => {
    await renderSite('/en/schedule/5?guest_token=abc&modal=login#cards');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/en/schedule/5?guest_token=abc#cards');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the modal frame on the site', () => {
  it('locks the body scroll while a modal is open', async () => {
    const { stores } = await renderSite('/en');
    expect(document.body.style.overflow).toBe('');
    act(() => stores.modals.open('contacts'));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => stores.modals.close());
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('cannot be closed while loading: overlay, Escape and the close button all refuse', async () => {
    const { stores } = await renderSite('/en');
    act(() => stores.modals.open('contact-form'));
    const dialog = await screen.findByRole('dialog');
    act(() => stores.modals.setLoading(true));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(backdrop());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(close);
    expect(stores.modals.current?.name).toBe('contact-form');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => stores.modals.setLoading(false));
    await userEvent.keyboard('{Escape}');
    expect(stores.modals.current).toBeNull();
  });

  // Keeping Tab inside is the browser's part of a modal <dialog> (e2e: chrome-modals); here, that it is one.
  it('is a native modal dialog that takes focus from the button that opened it and gives it back on close', async () => {
    await renderSite('/en');
    const opener = screen.getByRole('button', { name: 'Contacts' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('names the dialog after the heading its content brings', async () => {
    const { stores } = await renderSite('/en');
    act(() => stores.modals.open('create-parcel'));
    const dialog = await screen.findByRole('dialog', { name: 'Send a parcel' });
    expect(within(dialog).getByTitle('Send a parcel')).toHaveAttribute('src', 'http://localhost/en/widget/parcel');
  });
});

describe('the language switch', () => {
  it('changes the prefix and keeps the path, the query and the hash', async () => {
    await renderSite('/ru/about?from=mail#faq');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/about?from=mail#faq');
    expect(screen.getByRole('link', { name: 'Қазақша' })).toHaveAttribute('href', '/kz/about?from=mail#faq');
    await userEvent.click(english);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/en/about?from=mail#faq');
    expect(await screen.findByRole('button', { name: 'Call me back' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('pages the site does not have', () => {
  it('show the 404 page with a link home', async () => {
    renderInShell(await createTestShell('/kz/nope'));
    expect(screen.getByRole('heading', { level: 1, name: 'Бет табылмады' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Басты бетке' })).toHaveAttribute('href', '/kz');
  });

  it('show it inside the widget layout for an unknown widget', async () => {
    renderInShell(await createTestShell('/en/widget/nope'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page could not be found' })).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('comes once the page has settled, and not while a remote is loading', async () => {
    jest.useFakeTimers();
    const shell = await createTestShell('/en/about');
    renderInShell(shell);
    act(() => shell.stores.progress.start());
    await act(async () => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => shell.stores.progress.done());
    await act(async () => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 20');
  });
});

describe('the widget layout', () => {
  it('has no header and no footer, but alerts and modals', async () => {
    const shell = await createTestShell('/en/widget/trip');
    renderInShell(shell);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => shell.stores.alerts.show('ready', 'success'));
    expect(screen.getByText('Done').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    act(() => shell.stores.modals.open('login'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.click(backdrop());
    expect(shell.stores.modals.current).toBeNull();
  });
});

describe('the session', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi();
  });
  afterEach(() => api.close());

  async function loggedInSite(path: string) {
    document.cookie = 'z_token=token-7; path=/';
    api.answer('GET', '/me', {
      status: 200,
      body: {
        id: 7,
        first_name: 'Үміт',
        email: 'umit@jetkiz.kz',
        phone_number: '77012345678',
        avatar_url: null,
        email_confirmed: true,
        verification_status: 'not_started',
      },
    });
    const shell = await createTestShell(path, { apiUrl: api.url });
    await shell.stores.session.refreshUser();
    await renderSite(path, shell);
    return shell;
  }

  it('logout calls the API, clears the token and the user, and returns home', async () => {
    const { stores } = await loggedInSite('/kz/prices');
    const header = screen.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Үміт' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Шығу' }));
    await waitFor(() => expect(window.location.pathname).toBe('/kz'));
    const logout = api.calls.find((call) => call.path === '/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer token-7');
    expect(stores.session.token).toBeNull();
    expect(stores.session.user).toBeNull();
    expect(document.cookie).not.toContain('z_token');
    expect(await within(header).findByRole('button', { name: 'Кіру' })).toBeInTheDocument();
  });

  it('the footer logs out too', async () => {
    const { stores } = await loggedInSite('/en/about');
    // The footer comes once the page has settled (PREFETCH_IDLE_MS without a load).
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 4000 });
    await userEvent.click(within(footer).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en'));
    expect(stores.session.isLoggedIn).toBe(false);
  });

  it('any 401 clears the token', async () => {
    const { stores, host } = await loggedInSite('/en');
    api.answer('GET', '/me/trips', { status: 401, body: { error_type: 'unauthorized', error_message: 'Unauthorized' } });
    await act(() => expect(host.api.me.trips()).rejects.toBeDefined());
    expect(stores.session.token).toBeNull();
    expect(document.cookie).not.toContain('z_token');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
