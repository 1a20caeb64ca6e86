import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { logInContext, profileTokenCookie, signedUpIn, signUp, waitForApi, type ProfileAccount } from '../support/accounts';

// Issue 15 items 9 and 13: the session reaches the profile host only as a one-time code, an open session is never
// replaced without asking, and the profile can end every session of the account.

test.beforeEach(({ request }) => waitForApi(request));

async function handoffCode(request: APIRequestContext, account: ProfileAccount): Promise<string> {
  const response = await request.post(`${ORIGINS.api}/auth/handoff`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get(`${ORIGINS.api}/me`, { headers: { Authorization: `Bearer ${token}` } })).status();
}

test("a hand-over link of someone else's account asks first; staying keeps the visitor's own session", async ({
  page,
  request,
  context,
}) => {
  const visitor = await signUp(request, 'Aruzhan');
  const stranger = await signUp(request, 'Stranger');
  await logInContext(context, visitor);
  const code = await handoffCode(request, stranger);

  await page.goto(`${ORIGINS.profile}/?lang=en#handoff=${code}`);
  const offer = page.getByRole('alertdialog', { name: 'Switch accounts?' });
  await expect(offer).toBeVisible();
  expect(page.url()).toBe(`${ORIGINS.profile}/?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Aruzhan!' })).toBeVisible();
  expect(await profileTokenCookie(context)).toBe(visitor.token);
  // the offer itself (the page under it has its own axe journey)
  const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  await offer.getByRole('button', { name: 'Stay as Aruzhan' }).click();
  await expect(offer).toBeHidden();
  expect(await profileTokenCookie(context)).toBe(visitor.token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Aruzhan!' })).toBeVisible();
});

test('the visitor may switch to the handed-over account when they choose it', async ({ page, request, context }) => {
  const visitor = await signUp(request, 'Bolat');
  const other = await signUp(request, 'Dana');
  await logInContext(context, visitor);
  const code = await handoffCode(request, other);

  await page.goto(`${ORIGINS.profile}/?lang=en#handoff=${code}`);
  await page.getByRole('alertdialog', { name: 'Switch accounts?' }).getByRole('button', { name: 'Switch to the other account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dana!' })).toBeVisible();
  const session = await profileTokenCookie(context);
  expect(session).not.toBe(visitor.token);
  expect(await meStatus(request, session!)).toBe(200);
});

test('a used code says so and keeps the session open here', async ({ page, request, context }) => {
  const visitor = await signedUpIn(context, request, 'Erlan');
  const code = await handoffCode(request, visitor);
  expect((await request.post(`${ORIGINS.api}/auth/handoff/exchange`, { data: { code } })).status()).toBe(200);

  await page.goto(`${ORIGINS.profile}/?lang=en#handoff=${code}`);
  await expect(page.getByText('The login link from the site no longer works', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Erlan!' })).toBeVisible();
  expect(page.url()).toBe(`${ORIGINS.profile}/?lang=en`);
  expect(await profileTokenCookie(context)).toBe(visitor.token);
});

test("the site's Profile link carries no token and lands on the profile logged in", async ({ page, request, context }) => {
  const visitor = await signedUpIn(context, request, 'Gulnar');
  await page.goto('/en');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Gulnar' }).click();
  const link = banner.getByRole('link', { name: 'Profile' });
  await expect(link).toHaveAttribute('href', `${ORIGINS.profile}/?lang=en`);
  const handoff = page.waitForRequest((request) => request.method() === 'POST' && request.url() === `${ORIGINS.api}/auth/handoff`);
  await link.click();
  await handoff;
  await page.waitForURL(`${ORIGINS.profile}/?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Gulnar!' })).toBeVisible();
  expect(page.url()).not.toContain(visitor.token);
});

test('log out on all devices ends every session of the account, after asking', async ({ page, request, context }) => {
  const visitor = await signUp(request, 'Nurlan');
  // a second device: another session of the same account
  const exchange = await request.post(`${ORIGINS.api}/auth/handoff/exchange`, { data: { code: await handoffCode(request, visitor) } });
  const otherDevice = ((await exchange.json()) as { token: string }).token;
  await logInContext(context, visitor);

  await page.goto(`${ORIGINS.profile}/?lang=en`);
  await page.getByRole('button', { name: 'Log out on all devices' }).click();
  expect(await meStatus(request, otherDevice)).toBe(200);
  await page.getByRole('button', { name: 'Yes, log out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'You have logged out' })).toBeVisible();
  expect(await profileTokenCookie(context)).toBeUndefined();
  expect(await meStatus(request, otherDevice)).toBe(401);
  expect(await meStatus(request, visitor.token)).toBe(401);
});
