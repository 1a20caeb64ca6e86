import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { openPrivatePage, type PageWindow } from './open-private-page';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.close());

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function fakeBrowser(tabOpens = true) {
  const tab = { location: { href: '' }, close: jest.fn() };
  const pages: Blob[] = [];
  const browser: PageWindow = {
    openTab: jest.fn(() => (tabOpens ? (tab as unknown as Window) : null)),
    pageAddress: (page) => {
      pages.push(page);
      return `blob:https://jetkiz.test/${pages.length}`;
    },
    leavePage: jest.fn(),
  };
  return { browser, tab, pages };
}

describe('openPrivatePage', () => {
  it("fetches the page with the bearer token and shows it in the tab opened on the user's click", async () => {
    api.answer('GET', '/insurance/p1/document', { status: 200, body: '<h1>Policy KZ-1</h1>' } as never);
    const { browser, tab, pages } = fakeBrowser();
    await expect(openPrivatePage(`${api.url}/insurance/p1/document`, 'token-1', browser)).resolves.toBe(true);
    expect(api.callsTo('GET', '/insurance/p1/document')[0]!.headers.authorization).toBe('Bearer token-1');
    expect(tab.location.href).toBe('blob:https://jetkiz.test/1');
    expect(pages[0]!.type).toBe('text/html');
    expect(await textOf(pages[0]!)).toContain('Policy KZ-1');
  });

  it('goes to the page in this tab when no new tab could be opened', async () => {
    api.answer('GET', '/doc', { status: 200, body: 'page' } as never);
    const { browser } = fakeBrowser(false);
    await expect(openPrivatePage(`${api.url}/doc`, 'token-1', browser)).resolves.toBe(true);
    expect(browser.leavePage).toHaveBeenCalledWith('blob:https://jetkiz.test/1');
  });

  it('closes the tab and resolves false when the API refuses or does not answer', async () => {
    api.answer('GET', '/doc', { status: 401 });
    const refused = fakeBrowser();
    await expect(openPrivatePage(`${api.url}/doc`, null, refused.browser)).resolves.toBe(false);
    expect(refused.tab.close).toHaveBeenCalled();
    expect(refused.tab.location.href).toBe('');
    api.drop('GET', '/doc');
    const dropped = fakeBrowser();
    await expect(openPrivatePage(`${api.url}/doc`, 'token-1', dropped.browser)).resolves.toBe(false);
    expect(dropped.tab.close).toHaveBeenCalled();
  });
});
