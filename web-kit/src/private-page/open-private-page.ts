/** What opening a private page needs of the browser; tests hand their own. */
export interface PageWindow {
  /** opens an empty tab at once, while the click still counts as the user's (no popup blocking) */
  openTab: () => Window | null;
  /** a `blob:` address of the page, which the tab then shows */
  pageAddress: (page: Blob) => string;
  /** when no tab could be opened: this tab goes to the page */
  leavePage: (url: string) => void;
}

export const BROWSER_PAGE_WINDOW: PageWindow = {
  openTab: () => window.open('', '_blank'),
  pageAddress: (page) => URL.createObjectURL(page),
  leavePage: (url) => window.location.assign(url),
};

/**
 * Opens an HTML page the API serves to a bearer token only (a plain link would answer 401), such as a printable
 * policy: fetched with the token, shown from memory in a new tab. Resolves false when the page could not be had.
 */
export async function openPrivatePage(url: string, token: string | null, browser: PageWindow = BROWSER_PAGE_WINDOW): Promise<boolean> {
  const tab = browser.openTab();
  try {
    const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new Error(`private page: ${response.status}`);
    const address = browser.pageAddress(new Blob([await response.text()], { type: 'text/html' }));
    if (tab) tab.location.href = address;
    else browser.leavePage(address);
    return true;
  } catch {
    tab?.close();
    return false;
  }
}
