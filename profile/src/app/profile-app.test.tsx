import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import {
  CITIES,
  aBind,
  aChatList,
  aChatSummary,
  aDeal,
  aFinance,
  aMessage,
  aMyParcel,
  aMyTrip,
  aTrip,
  aUser,
  loadTestTexts,
  mockApi,
  type MockApi,
} from '../testing';
import { ProfileApp } from './profile-app';
import { createProfileStores } from './profile-stores';
import { ProfileStoresProvider } from './stores-context';

let server: MockApi;

beforeEach(async () => {
  server = mockApi();
  Cookies.remove('z_token', { path: '/' });
  server.answer('GET', '/cities', { status: 200, body: CITIES });
  server.answer('GET', '/me', { status: 200, body: aUser({ first_name: 'Aigerim' }) });
  server.answer('GET', '/me/parcels', { status: 200, body: [] });
  server.answer('GET', '/me/trips', { status: 200, body: [] });
});
afterEach(() => server.close());

async function openProfile(path: string, { token = 'token-1', handoffCode = null as string | null } = {}) {
  const i18n = await loadTestTexts('en');
  if (token) Cookies.set('z_token', token, { path: '/' });
  const stores = createProfileStores({
    config: { apiUrl: server.url, siteUrl: 'https://jetkiz.kz', cookieDomain: null, secureCookies: false },
    i18n,
    initialLocale: 'en',
    handoffCode,
    ticker: () => () => undefined,
  });
  render(
    <ProfileStoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <ProfileApp />
      </MemoryRouter>
    </ProfileStoresProvider>,
  );
  await act(() => stores.session.load());
  return stores;
}

describe('the profile host', () => {
  it('opens with the session handed over by a one-time code: the first name, my details, my parcels and my trips', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'handed-over-token', user_id: 1 } });
    await openProfile('/', { token: '', handoffCode: 'code-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aigerim!' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/handoff/exchange').map((call) => call.body)).toEqual([{ code: 'code-1' }]);
    expect(Cookies.get('z_token')).toBe('handed-over-token');
    expect(server.callsTo('GET', '/me')[0].headers.authorization).toBe('Bearer handed-over-token');
    expect(screen.getByRole('region', { name: 'My details' })).toBeInTheDocument();
    expect(await screen.findByText('No parcels yet')).toBeInTheDocument();
    expect(await screen.findByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeInTheDocument();
    expect(document.title).toBe('Profile — Jetkiz');
  });

  it('never replaces the session open here without asking: the user stays, or switches', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'other-account-token', user_id: 99 } });
    await openProfile('/', { token: 'my-token', handoffCode: 'code-2' });
    const offer = await screen.findByRole('alertdialog', { name: 'Switch accounts?' });
    expect(Cookies.get('z_token')).toBe('my-token');
    expect(server.callsTo('GET', '/me').map((call) => call.headers.authorization)).toEqual(['Bearer my-token']);

    // the safe answer has the focus: a stray Enter keeps the session open here
    expect(within(offer).getByRole('button', { name: 'Stay as Aigerim' })).toHaveFocus();
    await userEvent.click(within(offer).getByRole('button', { name: 'Stay as Aigerim' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Cookies.get('z_token')).toBe('my-token');
  });

  it('switches to the handed-over session when the user chooses it', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'other-account-token', user_id: 99 } });
    await openProfile('/', { token: 'my-token', handoffCode: 'code-3' });
    server.answer('GET', '/me', { status: 200, body: aUser({ first_name: 'Bota' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to the other account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Bota!' })).toBeInTheDocument();
    expect(Cookies.get('z_token')).toBe('other-account-token');
    expect(server.callsTo('GET', '/me').at(-1)!.headers.authorization).toBe('Bearer other-account-token');
  });

  it('asks nothing when the site hands over the account already open here', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 200, body: { token: 'same-account-token', user_id: 1 } });
    await openProfile('/', { token: 'my-token', handoffCode: 'code-4' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Aigerim!' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(Cookies.get('z_token')).toBe('my-token');
  });

  it('says so when the code no longer works, and keeps the session open here', async () => {
    server.answer('POST', '/auth/handoff/exchange', { status: 422, body: { error_type: 'token_expired', error_message: 'expired' } });
    await openProfile('/', { token: 'my-token', handoffCode: 'used-code' });
    expect(await screen.findByText(/The login link from the site no longer works/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Aigerim!' })).toBeInTheDocument();
    expect(Cookies.get('z_token')).toBe('my-token');
  });

  it('logs out on all devices after asking', async () => {
    server.answer('POST', '/auth/logout-all', { status: 200, body: { success: true } });
    await openProfile('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out on all devices' }));
    expect(server.callsTo('POST', '/auth/logout-all')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'You have logged out' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/logout-all')).toHaveLength(1);
    expect(Cookies.get('z_token')).toBeUndefined();
  });

  it('asks to log in on the main site when there is no token, and asks the API nothing', async () => {
    await openProfile('/travels', { token: '' });
    expect(screen.getByRole('heading', { name: 'Log in to open your profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in on the site' })).toHaveAttribute('href', 'https://jetkiz.kz/en?modal=login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('ends the session on a 401 and says so', async () => {
    server.answer('GET', '/me', { status: 401, body: { error_type: null, error_message: 'Unauthorized' } });
    await openProfile('/');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(Cookies.get('z_token')).toBeUndefined();
  });

  it('ends the session when a list answers 401 mid-visit', async () => {
    server.answer('GET', '/me/parcels', { status: 401, body: {} });
    await openProfile('/');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('offers a retry when the user cannot be fetched', async () => {
    server.answer('GET', '/me', { status: 503, body: {} });
    await openProfile('/');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Could not open your profile');
    server.answer('GET', '/me', { status: 200, body: aUser({ first_name: 'Ұлжан' }) });
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ұлжан!' })).toBeInTheDocument();
  });

  it('logs out: revokes the token through the API and removes it for both hosts', async () => {
    server.answer('POST', '/auth/logout', { status: 200, body: { success: true } });
    await openProfile('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'You have logged out' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/logout')[0].headers.authorization).toBe('Bearer token-1');
    expect(Cookies.get('z_token')).toBeUndefined();
  });

  it('shows three trips on the root with a link to /travels, where all of them are', async () => {
    server.answer('GET', '/me/trips', { status: 200, body: [1, 2, 3, 4].map((id) => aMyTrip({ id, to_city_id: id === 4 ? 3 : 2 })) });
    await openProfile('/');
    const trips = await screen.findByRole('region', { name: 'My trips' });
    expect(await within(trips).findAllByRole('article')).toHaveLength(3);
    await userEvent.click(within(trips).getByRole('link', { name: 'All trips (4)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the text of a known alert key on the root', async () => {
    await openProfile('/redirect?action=alert&message=parcelWasBound');
    expect(await screen.findByRole('status')).toHaveTextContent('The parcel is already bound to a trip');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The parcel is already bound to a trip')).not.toBeInTheDocument();
  });

  it('shows no free text from the address of an alert entry', async () => {
    await openProfile('/redirect?action=alert&message=Your%20account%20is%20blocked%2C%20call%20%2B7%20700%20000%200000');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Your account is blocked/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a chat entry to the chat of its deal, and counts unread messages in the navigation', async () => {
    server.answer('GET', '/me/chats', { status: 200, body: aChatList([aChatSummary({ unread_count: 3 })]) });
    server.answer('GET', '/binds/31', { status: 200, body: aDeal({ status: 'paid', next_actions: ['cancel'] }) });
    server.answer('GET', '/binds/31/messages', {
      status: 200,
      body: { messages: [aMessage(1, { text: 'Hello!' })], has_more: false },
    });
    server.answer('POST', '/binds/31/messages/read', { status: 200, body: { success: true } });
    await openProfile('/redirect?action=redirect&redirect_to=chat&chat_channel_id=bind-31');
    const chat = await screen.findByRole('region', { name: 'Chat with Yerlan' });
    expect(await within(chat).findByText('Hello!')).toBeInTheDocument();
    await waitFor(() => expect(chat).toHaveFocus());
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(nav).getByRole('link', { name: 'Messages (3 unread)' })).toHaveAttribute('href', '/messages');
    // reading the chat refreshes the count
    await waitFor(() => expect(server.callsTo('GET', '/me/chats').length).toBeGreaterThan(1));
  });

  it('lists the chats on the messages page', async () => {
    server.answer('GET', '/me/chats', { status: 200, body: aChatList([aChatSummary({ unread_count: 0 })]) });
    await openProfile('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Yerlan' })).toHaveAttribute('href', '/deals/31#chat');
    expect(
      within(screen.getByRole('navigation', { name: 'Profile sections' })).getByRole('link', { name: 'Messages' }),
    ).toBeInTheDocument();
  });

  it('switches language, keeping the site links in the new locale', async () => {
    await openProfile('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Aigerim!' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'kz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сәлеметсіз бе, Aigerim!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetkiz — сайттың басты беті' })).toHaveAttribute('href', 'https://jetkiz.kz/kz');
    expect(Cookies.get('locale')).toBe('kz');
    expect(document.documentElement.lang).toBe('kk');
  });

  it('has a page for unknown paths', async () => {
    await openProfile('/finance/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To your profile' })).toHaveAttribute('href', '/');
  });

  it('opens a deal page from its request in the list', async () => {
    server.answer('GET', '/me/parcels', { status: 200, body: [aMyParcel({ bind: aBind({ id: 31, status: 'paid' }), trip: aTrip() })] });
    server.answer('GET', '/binds/31', { status: 200, body: aDeal({ status: 'paid', next_actions: ['cancel'] }) });
    await openProfile('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the deal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal: Almaty → Astana' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/binds/31')[0].headers.authorization).toBe('Bearer token-1');
  });

  it('asks a guest to log in on a deal page, and asks the API nothing', async () => {
    await openProfile('/deals/31', { token: '' });
    expect(screen.getByRole('heading', { name: 'Log in to open your profile' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/binds/31')).toHaveLength(0);
  });

  it('has no deal page for what is not a request id', async () => {
    await openProfile('/deals/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/binds'))).toHaveLength(0);
  });

  it('opens the finance section from the sections menu', async () => {
    server.answer('GET', '/me/finance', { status: 200, body: aFinance({ balance: 1_000_000 }) });
    await openProfile('/');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Profile sections' })).getByRole('link', { name: 'Finance' }),
    );
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('10,000 ₸');
    expect(document.title).toBe('Finance — Jetkiz');
  });

  it("opens 'My insurance' from the sections menu", async () => {
    server.answer('GET', '/me/insurance', { status: 200, body: { policies: [] } });
    await openProfile('/');
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Profile sections' })).getByRole('link', { name: 'My insurance' }),
    );
    expect(await screen.findByText('No policies yet')).toBeInTheDocument();
    expect(document.title).toBe('My insurance — Jetkiz');
  });

  it("offers the sender of a paid deal to insure its parcel on the site, in the profile's locale", async () => {
    server.answer('GET', '/binds/31', { status: 200, body: aDeal({ status: 'paid', next_actions: ['cancel'] }) });
    server.answer('GET', '/me/insurance', { status: 200, body: { policies: [] } });
    await openProfile('/deals/31');
    expect(await screen.findByRole('link', { name: 'Insure this parcel' })).toHaveAttribute(
      'href',
      'https://jetkiz.kz/en/widget/insurance?bind=31',
    );
  });
});
