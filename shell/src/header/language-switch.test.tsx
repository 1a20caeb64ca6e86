import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { ShellStoresProvider } from '../app/shell-stores-context';
import { createTestShell } from '../testing/test-shell';
import type { TestShell } from '../testing/test-shell';
import { withQueryOnLanguageLinks } from '../prerender/compose-page.cjs';
import { LanguageSwitch } from './language-switch';

function inShell(shell: TestShell, router: (switcher: ReactNode) => ReactNode) {
  return <ShellStoresProvider value={shell.stores}>{router(<LanguageSwitch />)}</ShellStoresProvider>;
}

function hrefs(): Record<string, string | null> {
  return Object.fromEntries(screen.getAllByRole('link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
}

describe('LanguageSwitch on a prerendered page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('hydrates with the server’s links (the request’s query), then adds the hash of the address', async () => {
    // The build renders the page at its path; the server adds the request's query; the hash never reaches it.
    const shell = await createTestShell('/ru/about');
    const builtHtml = renderToString(inShell(shell, (switcher) => <StaticRouter location="/ru/about">{switcher}</StaticRouter>));
    const container = document.createElement('div');
    container.innerHTML = withQueryOnLanguageLinks(builtHtml, '?utm=x');
    document.body.append(container);
    const serverHrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(serverHrefs).toEqual(['/ru/about?utm=x', '/kz/about?utm=x', '/en/about?utm=x']);

    // The visitor's first load has both.
    window.history.replaceState(null, '', '/ru/about?utm=x#faq');
    const recoverable = jest.fn();
    const serverLinks = [...container.querySelectorAll('a')];
    await act(async () => {
      render(
        inShell(shell, (switcher) => <BrowserRouter>{switcher}</BrowserRouter>),
        { container, hydrate: true, onRecoverableError: recoverable },
      );
    });

    expect(hrefs()).toEqual({ ru: '/ru/about?utm=x#faq', kk: '/kz/about?utm=x#faq', en: '/en/about?utm=x#faq' });
    // Hydration kept the server's elements: nothing was drawn again, and nothing was reported.
    expect(screen.getAllByRole('link')).toEqual(serverLinks);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('LanguageSwitch rendered in the browser', () => {
  it('keeps the path, the query and the hash from the first render and on a switch', async () => {
    const shell = await createTestShell('/en/prices?from=mail#table');
    render(inShell(shell, (switcher) => <BrowserRouter>{switcher}</BrowserRouter>));
    expect(hrefs()).toEqual({ ru: '/ru/prices?from=mail#table', kk: '/kz/prices?from=mail#table', en: '/en/prices?from=mail#table' });

    await userEvent.click(screen.getByRole('link', { name: /Қазақша/ }));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/kz/prices?from=mail#table');
    expect(hrefs()).toEqual({ ru: '/ru/prices?from=mail#table', kk: '/kz/prices?from=mail#table', en: '/en/prices?from=mail#table' });
  });
});
