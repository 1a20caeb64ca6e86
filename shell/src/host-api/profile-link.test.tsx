import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, renderInShell } from '../testing/test-shell';
import { ProfileLink } from '@jetkiz/web-kit';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.close());

async function renderLink({ loggedIn }: { loggedIn: boolean }) {
  const shell = await createTestShell('/en', { apiUrl: api.url });
  if (loggedIn) shell.stores.session.token = 'the-token';
  const leave = jest.fn();
  renderInShell(
    shell,
    <ProfileLink navigation={shell.host.navigation} path="/travels" leave={leave}>
      My trips
    </ProfileLink>,
  );
  return { leave, link: screen.getByRole('link', { name: 'My trips' }) };
}

describe("ProfileLink on the shell's host", () => {
  it("is a real link to the profile host in the page's language, without any code or token in its address", async () => {
    const { link } = await renderLink({ loggedIn: true });
    expect(link).toHaveAttribute('href', 'http://profile.test/travels?lang=en');
    expect(api.calls).toHaveLength(0);
  });

  it('hands the session over with a one-time code in the fragment when followed', async () => {
    api.answer('POST', '/auth/handoff', { status: 200, body: { code: 'code-7' } });
    const { leave, link } = await renderLink({ loggedIn: true });
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://profile.test/travels?lang=en#handoff=code-7'));
    expect(api.callsTo('POST', '/auth/handoff')[0]!.headers.authorization).toBe('Bearer the-token');
    expect(leave.mock.calls.join()).not.toContain('the-token');
  });

  it('leaves a guest the plain address, without asking the API', async () => {
    const { leave, link } = await renderLink({ loggedIn: false });
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://profile.test/travels?lang=en'));
    expect(api.calls).toHaveLength(0);
  });
});

describe("the shell's profile addresses", () => {
  it('carry the language the site shows, for every remote that asks for one', async () => {
    const shell = await createTestShell('/kz', { apiUrl: api.url });
    expect(shell.host.navigation.profileUrl('/travels', { bind: '3' })).toBe('http://profile.test/travels?bind=3&lang=kz');
    shell.stores.locale.follow('en');
    expect(shell.host.navigation.profileUrl('/deals/3#chat')).toBe('http://profile.test/deals/3?lang=en#chat');
  });
});
