import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell, renderInShell } from '../testing/test-shell';
import { ProfileLink } from './profile-link';

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
    <ProfileLink host={shell.host} path="/travels" leave={leave}>
      My trips
    </ProfileLink>,
  );
  return { leave, link: screen.getByRole('link', { name: 'My trips' }) };
}

describe('ProfileLink', () => {
  it('is a real link to the profile host, without any code or token in its address', async () => {
    const { link } = await renderLink({ loggedIn: true });
    expect(link).toHaveAttribute('href', 'http://profile.test/travels');
    expect(api.calls).toHaveLength(0);
  });

  it('hands the session over with a one-time code in the fragment when followed', async () => {
    api.answer('POST', '/auth/handoff', { status: 200, body: { code: 'code-7' } });
    const { leave, link } = await renderLink({ loggedIn: true });
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://profile.test/travels#handoff=code-7'));
    expect(api.callsTo('POST', '/auth/handoff')[0]!.headers.authorization).toBe('Bearer the-token');
    expect(leave.mock.calls.join()).not.toContain('the-token');
  });

  it('asks for one code however often it is clicked while leaving', async () => {
    api.answer('POST', '/auth/handoff', { status: 200, body: { code: 'code-8' } });
    const { leave, link } = await renderLink({ loggedIn: true });
    await userEvent.click(link);
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/auth/handoff')).toHaveLength(1);
  });

  it('leaves a guest the plain address, without asking the API', async () => {
    const { leave, link } = await renderLink({ loggedIn: false });
    await userEvent.click(link);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://profile.test/travels'));
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
  ])('lets the browser open the plain address on %s (no code in another tab)', async (_name, init) => {
    const { leave, link } = await renderLink({ loggedIn: true });
    const followed = fireEvent.click(link, init);
    expect(followed).toBe(true); // the default action (the browser following the href) was not prevented
    expect(leave).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });
});
