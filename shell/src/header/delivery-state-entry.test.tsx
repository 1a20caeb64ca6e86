import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { logInShell, setUpLoggedInApi, TEST_USER } from '../testing/logged-in';
import { createTestShell, renderInShell, type TestShell } from '../testing/test-shell';
import { SiteHeader } from './site-header';

const ctx = setUpLoggedInApi();

/** Only the fields the entry reads: how many claims are active. */
const activeClaims = (count: number) => ({
  status: 200 as const,
  body: { claims: Array.from({ length: count }, (_, index) => ({ id: `clm_${index}` })) as never[] },
});

function logIn(shell: TestShell) {
  logInShell(shell, { ...TEST_USER, verification_status: 'verified' });
}

function renderHeader(shell: TestShell) {
  return renderInShell(
    shell,
    <>
      <SiteHeader menu={shell.stores.header} onLogout={() => undefined} />
      <Link to="/en/prices">Next page</Link>
    </>,
  );
}

describe("the header's 'delivery state' entry", () => {
  it('shows while the user has an active courier delivery and opens the delivery-state modal', async () => {
    ctx.api.answer('GET', '/me/logistics/claims', activeClaims(2));
    const shell = await createTestShell('/en', { apiUrl: ctx.api.url });
    logIn(shell);
    renderHeader(shell);
    const entry = await screen.findByRole('button', { name: 'Courier deliveries in progress: 2' });
    const call = ctx.api.callsTo('GET', '/me/logistics/claims')[0]!;
    expect(call.query.get('active')).toBe('true');
    expect(call.headers.authorization).toBe('Bearer token-1');
    await userEvent.click(entry);
    expect(shell.stores.modals.current?.name).toBe('delivery-state');
  });

  it('asks again on navigation, and hides once nothing is active', async () => {
    ctx.api.answer('GET', '/me/logistics/claims', activeClaims(1), activeClaims(0));
    const shell = await createTestShell('/en', { apiUrl: ctx.api.url });
    logIn(shell);
    renderHeader(shell);
    await screen.findByRole('button', { name: 'Courier deliveries in progress: 1' });
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Courier deliveries/ })).toBeNull());
    expect(ctx.api.callsTo('GET', '/me/logistics/claims')).toHaveLength(2);
  });

  it('asks nothing for a visitor who is not logged in', async () => {
    ctx.api.answer('GET', '/me/logistics/claims', activeClaims(1));
    const shell = await createTestShell('/en', { apiUrl: ctx.api.url });
    renderHeader(shell);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ctx.api.callsTo('GET', '/me/logistics/claims')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Courier deliveries/ })).toBeNull();
  });
});
