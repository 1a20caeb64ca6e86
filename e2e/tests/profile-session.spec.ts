import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { logInContext, profileTokenCookie, signedUpIn, signUp, waitForApi } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

test('log in on the main site → lands on the profile host with the first name shown', async ({ page, request }) => {
  const account = await signUp(request, 'Әйгерім');

  await page.goto('/en?modal=login');
  const dialog = page.getByRole('dialog');
  const phone = dialog.getByLabel('Phone number');
  // The modal puts focus in its first field once it has loaded; typing before that loses keys.
  await expect(phone).toBeFocused();
  await phone.pressSequentially(account.phone.slice(1), { delay: 30 });
  await expect(phone).toHaveValue(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await page.waitForURL(`${ORIGINS.profile}/?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Әйгерім!' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Әйгерім');
  const details = page.getByRole('region', { name: 'My details' });
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('confirmed');
});

test('a session handed over by a one-time code is stored, and the code leaves the address bar at once', async ({
  page,
  request,
  context,
}) => {
  const account = await signUp(request, 'Ұлжан');
  const handoff = await request.post(`${ORIGINS.api}/auth/handoff`, { headers: { Authorization: `Bearer ${account.token}` } });
  const { code } = await handoff.json();
  await page.goto(`${ORIGINS.profile}/travels?lang=kz#handoff=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Менің сапарларым' })).toBeVisible();
  expect(page.url()).toBe(`${ORIGINS.profile}/travels?lang=kz`);
  const session = await profileTokenCookie(context);
  expect(session).toBeTruthy();
  expect(session).not.toBe(account.token);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  // The address with the token was replaced, not stacked: Back leaves the profile instead of returning to it.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

test('a token in the address is ignored and removed: nobody can log a visitor into their account by a link', async ({
  page,
  request,
  context,
}) => {
  const account = await signUp(request, 'Дәурен');
  await page.goto(`${ORIGINS.profile}/?token=${account.token}&lang=en`);
  await expect(page.getByRole('heading', { name: 'Log in to open your profile' })).toBeVisible();
  expect(page.url()).toBe(`${ORIGINS.profile}/?lang=en`);
  expect(await profileTokenCookie(context)).toBeUndefined();
});

test('without a token the profile says so and leads to the login modal of the main site', async ({ page }) => {
  await page.goto(`${ORIGINS.profile}/`);
  await expect(page.getByRole('heading', { name: 'Log in to open your profile' })).toBeVisible();
  const logIn = page.getByRole('link', { name: 'Log in on the site' });
  await expect(logIn).toHaveAttribute('href', `${ORIGINS.site}/en?modal=login`);
  await logIn.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Phone number')).toBeVisible();
});

test('a revoked token gives the same clear page, with the cookie removed', async ({ page, request, context }) => {
  const account = await signUp(request, 'Ерлан');
  await request.post(`${ORIGINS.api}/auth/logout`, { headers: { Authorization: `Bearer ${account.token}` } });
  await logInContext(context, account);
  await page.goto(`${ORIGINS.profile}/`);
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
  expect(await profileTokenCookie(context)).toBeUndefined();
});

test('logout on the profile host logs the main site out too', async ({ page, request, context }) => {
  const account = await signedUpIn(context, request, 'Данияр');

  await page.goto('/en');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Данияр' })).toBeVisible();

  await page.goto(`${ORIGINS.profile}/`);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
  expect(await profileTokenCookie(context)).toBeUndefined();

  await page.goto('/en');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Данияр' })).toHaveCount(0);
  const me = await request.get(`${ORIGINS.api}/me`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(me.status()).toBe(401);
});

test('the profile is accessible and fits a 360 px screen', async ({ page, request, context }) => {
  await signedUpIn(context, request, 'Айгерим', { confirmEmail: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${ORIGINS.profile}/?lang=ru`);
  await expect(page.getByRole('heading', { level: 1, name: 'Здравствуйте, Айгерим!' })).toBeVisible();
  await expect(page.getByText('Посылок пока нет')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить ссылку ещё раз' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
