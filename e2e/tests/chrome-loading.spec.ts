import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';

/** The script of the marketing remote's exposed Page module. */
const isPageModule = (url: string | URL) =>
  /__federation_expose_Page\.[0-9a-f]+\.js$/.test(String(url)) && String(url).startsWith(ORIGINS.marketing);

// A page the browser renders (a prerendered marketing page shows its content from the server instead of a bar).
test('the progress bar runs while a slow remote loads', async ({ page }) => {
  await page.route(`${ORIGINS.schedule}/remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/en/schedule');
  await expect(page.locator('[data-phase="running"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-phase]')).toHaveCount(0);
});

test('a fast load shows no progress bar', async ({ page }) => {
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let seen = false;
  await page.exposeFunction('sawProgress', () => (seen = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-phase]')) (window as unknown as { sawProgress: () => void }).sawProgress();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen).toBe(false);
});

test('a chunk that fails to load reloads the page once, and not again within a minute', async ({ page }) => {
  await page.route(isPageModule, (route) => route.fulfill({ status: 404, body: 'gone after a deploy' }));
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url() === `${ORIGINS.site}/en/about`) documents += 1;
  });
  // The page reloads while it loads: the first navigation is cut short by the second.
  await page.goto('/en/about', { waitUntil: 'commit' });
  await expect(page.getByText('This section is unavailable right now')).toBeVisible({ timeout: 15_000 });
  expect(documents).toBe(2);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(documents).toBe(2);
});

test('the remotes behind the visible links are prefetched once the page is idle', async ({ page }) => {
  const prefetched: number[] = [];
  const start = Date.now();
  page.on('request', (request) => {
    if (isPageModule(request.url())) prefetched.push(Date.now() - start);
  });
  await page.goto('/en/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page could not be found');
  await expect.poll(() => prefetched.length, { timeout: 8000 }).toBe(1);
  expect(prefetched[0]).toBeGreaterThanOrEqual(2000);
});

test('no prefetch when the visitor saves data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isPageModule(request.url())) prefetched.push(request.url());
  });
  await page.goto('/en/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page could not be found');
  await page.waitForTimeout(4000);
  expect(prefetched).toEqual([]);
});
