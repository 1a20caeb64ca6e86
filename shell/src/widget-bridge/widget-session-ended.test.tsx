import { widgetMessage } from '@jetkiz/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { SiteHeader } from '../header';
import { logInShell, setUpLoggedInApi, TEST_USER } from '../testing/logged-in';
import { createTestShell, renderInShell } from '../testing/test-shell';
import { WidgetFrame } from './widget-frame';

const ctx = setUpLoggedInApi();

/** The site with its header and the parcel widget's frame, logged in with a token the API no longer takes. */
async function renderLoggedInSite() {
  const shell = await createTestShell('/en', { apiUrl: ctx.api.url, siteUrl: 'http://localhost' });
  logInShell(shell);
  renderInShell(
    shell,
    <>
      <SiteHeader menu={shell.stores.header} onLogout={() => undefined} />
      <WidgetFrame host={shell.host} widget="parcel" title="Send a parcel" />
    </>,
  );
  const frame = screen.getByTitle('Send a parcel') as HTMLIFrameElement;
  const fromWidget = (type: 'session-ended' | 'close-widget') =>
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: widgetMessage(type, {}), origin: 'http://localhost', source: frame.contentWindow }),
      ),
    );
  return { shell, fromWidget };
}

describe('a 401 inside a widget (spec §8, issue 22 item 6)', () => {
  it("clears the site's session too: the token cookie goes and the header shows the login button", async () => {
    ctx.api.answer('GET', '/me', { status: 401, body: { error_type: 'unauthorized', error_message: 'Unauthorized' } });
    const { shell, fromWidget } = await renderLoggedInSite();
    expect(await screen.findByRole('button', { name: /Aigerim/ })).toBeInTheDocument();

    fromWidget('session-ended');

    await waitFor(() => expect(shell.stores.session.token).toBeNull());
    expect(document.cookie).not.toContain('z_token=token-1');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aigerim/ })).not.toBeInTheDocument();
    expect(ctx.api.callsTo('GET', '/me')[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it("keeps a session the API still takes: the widget's old token ended, the site's did not", async () => {
    ctx.api.answer('GET', '/me', { status: 200, body: TEST_USER });
    const { shell, fromWidget } = await renderLoggedInSite();
    fromWidget('session-ended');
    await waitFor(() => expect(ctx.api.callsTo('GET', '/me')).toHaveLength(1));
    expect(shell.stores.session.token).toBe('token-1');
    expect(await screen.findByRole('button', { name: /Aigerim/ })).toBeInTheDocument();
  });
});
