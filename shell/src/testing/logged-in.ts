import type { User } from '@jetkiz/contracts';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { runInAction } from 'mobx';
import type { TestShell } from './test-shell';

/** The token a logged-in test visitor holds: in the z_token cookie and the session, sent as `Bearer token-1`. */
export const TEST_TOKEN = 'token-1';

/** The visitor the shell's tests log in. */
export const TEST_USER: User = {
  id: 1,
  first_name: 'Aigerim',
  email: 'a@b.kz',
  phone_number: '77012345678',
  avatar_url: null,
  email_confirmed: true,
  verification_status: 'not_started',
};

/** As after a login: the token in the z_token cookie, and the session holding it and the user. */
export function logInShell(shell: TestShell, user: User = TEST_USER): void {
  document.cookie = `z_token=${TEST_TOKEN}; path=/`;
  runInAction(() => {
    shell.stores.session.token = TEST_TOKEN;
    shell.stores.session.user = user;
  });
}

/** The z_token cookie gone, so the next test starts logged out. */
export function clearTokenCookie(): void {
  document.cookie = 'z_token=; path=/; max-age=0';
}

/** A logged-in header counts unread messages: an API that answers none unless a test says otherwise. */
export function quietHeaderApi(): MockApi {
  const api = mockApi();
  api.answer('GET', '/me/chats', { status: 200, body: { chats: [], unread_total: 0 } });
  return api;
}

/** For a test file whose visitors log in: a fresh quiet API for each test, closed after it, and the token cookie cleared. */
export function setUpLoggedInApi(): { readonly api: MockApi } {
  let api: MockApi | null = null;
  beforeEach(() => {
    api = quietHeaderApi();
  });
  afterEach(async () => {
    clearTokenCookie();
    await api?.close();
  });
  return {
    get api(): MockApi {
      if (!api) throw new Error('the API is there only inside a test');
      return api;
    },
  };
}
