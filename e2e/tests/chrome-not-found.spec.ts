import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';

test('/en/nope shows the 404 page and answers 404', async ({ page }) => {
  const response = await page.goto('/en/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page could not be found');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/en`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page could not be found');
});

test('the 404 page speaks the locale of its prefix', async ({ page }) => {
  const response = await page.goto('/kz/schedule/5/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бет табылмады');
  await expect(page.getByRole('link', { name: 'Басты бетке' })).toHaveAttribute('href', '/kz');
});

test('the server answers 404 only for paths the site does not have', async ({ request }) => {
  const statuses: Record<string, number> = {};
  for (const path of [
    '/',
    '/ru',
    '/kz/about',
    '/en/prices',
    '/en/schedule',
    '/en/schedule/12',
    '/en/widget/trip',
    '/en/widget/insurance',
    '/about',
    '/en/nope',
    '/en/widget/nope',
    '/de/about',
    '/en/about/more',
  ]) {
    statuses[path] = (await request.get(path, { maxRedirects: 0 })).status();
  }
  expect(statuses).toEqual({
    '/': 200,
    '/ru': 200,
    '/kz/about': 200,
    '/en/prices': 200,
    '/en/schedule': 200,
    '/en/schedule/12': 200,
    '/en/widget/trip': 200,
    '/en/widget/insurance': 200,
    '/about': 200,
    '/en/nope': 404,
    '/en/widget/nope': 404,
    '/de/about': 404,
    '/en/about/more': 404,
  });
  const notFound = await request.get('/en/nope');
  expect(notFound.headers()['content-type']).toContain('text/html');
});
