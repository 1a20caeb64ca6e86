import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { signedUpIn, waitForApi } from '../support/accounts';
import { shellTexts } from '../support/chrome';
import { ORIGINS } from '../support/stack';

// Issue 22 item 13: the profile host follows the site's language, and the site the profile's.

type ProfileTexts = typeof import('../../profile/src/i18n/en.json');

function profileTexts(language: 'ru' | 'kk' | 'en'): ProfileTexts {
  return JSON.parse(readFileSync(path.resolve(__dirname, `../../profile/src/i18n/${language}.json`), 'utf8')) as ProfileTexts;
}

/** The locale cookie as a host would receive it. */
async function localeCookieOf(context: BrowserContext, origin: string): Promise<string | undefined> {
  return (await context.cookies(origin)).find((cookie) => cookie.name === 'locale')?.value;
}

// Wide enough for the logged-in header's full row in every language: the language links stay in view.
test.use({ viewport: { width: 1920, height: 1000 } });
test.beforeEach(({ request }) => waitForApi(request));

test('a visitor who switches the site to Kazakh finds the profile in Kazakh, and its links lead back to /kz', async ({
  page,
  context,
  request,
}) => {
  await signedUpIn(context, request, 'Әйгерім');
  const site = shellTexts('kk');
  const profile = profileTexts('kk');

  await page.goto('/ru/about');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Қазақша' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/kz/about`);
  // One cookie for both hosts (e2e serves them on localhost; production shares it on COOKIE_DOMAIN).
  await expect.poll(() => localeCookieOf(context, ORIGINS.site)).toBe('kz');
  expect(await localeCookieOf(context, ORIGINS.profile)).toBe('kz');

  await header.getByRole('button', { name: /^Әйгерім/ }).click();
  const toProfile = header.getByRole('link', { name: site.header.profile, exact: true });
  await expect(toProfile).toHaveAttribute('href', `${ORIGINS.profile}/?lang=kz`);
  await toProfile.click();

  await page.waitForURL(`${ORIGINS.profile}/?lang=kz`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1, name: profile.home.greeting.replace('{{name}}', 'Әйгерім') })).toBeVisible();

  await page.getByRole('link', { name: profile.layout.logoLabel }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/kz`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});

test('a language chosen on the profile is the one the site opens in, and the profile opens in it without a link', async ({
  page,
  context,
  request,
}) => {
  await signedUpIn(context, request, 'Ұлжан');

  await page.goto(`${ORIGINS.profile}/?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ұлжан!' })).toBeVisible();
  await page.getByRole('combobox', { name: profileTexts('en').layout.language }).selectOption('kz');
  await expect(page).toHaveURL(`${ORIGINS.profile}/?lang=kz`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  expect(await localeCookieOf(context, ORIGINS.site)).toBe('kz');

  await page.goto('/');
  await expect(page).toHaveURL(`${ORIGINS.site}/kz`);

  await page.goto(`${ORIGINS.profile}/travels`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('heading', { level: 1, name: profileTexts('kk').trips.title })).toBeVisible();
});
