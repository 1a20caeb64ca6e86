// Support for the widget journeys (not a spec): the widget iframe in the site's modals, filled as a person would.
import { expect, type APIRequestContext, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { registeredAccount, type Account } from '../support/accounts';

/** A real 1×1 png and jpeg: the API checks uploads by their bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

export interface LoggedIn extends Account {
  token: string;
}

/** Signs an account up through the API and puts its token in the site's cookie, as after a login. */
export async function logInAs(request: APIRequestContext, context: BrowserContext, firstName = 'Әйгерім'): Promise<LoggedIn> {
  const account = await registeredAccount(request, firstName);
  const response = await request.post(`${ORIGINS.api}/auth/login`, { data: { phone: account.phone, password: account.password } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'z_token', value: token, url: ORIGINS.site, sameSite: 'Lax' }]);
  return { ...account, token };
}

export async function getAs<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${ORIGINS.api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The widget inside the open modal's iframe. */
export function widgetIn(page: Page, title: string): FrameLocator {
  return page.getByRole('dialog').frameLocator(`iframe[title="${title}"]`);
}

/**
 * Opens the home page's create-parcel / create-travel modal and waits for the widget inside it (`wait` for a first load
 * in a fresh browser, where the iframe loads its own app).
 */
export async function openWidget(
  page: Page,
  button: string,
  title: string,
  heading: string,
  wait?: { timeout: number },
): Promise<FrameLocator> {
  await page.goto('/en');
  await page.getByRole('button', { name: button }).first().click();
  const widget = widgetIn(page, title);
  await expect(widget.getByRole('heading', { name: heading })).toBeVisible(wait);
  return widget;
}

/** From the 'parcel created' modal on to the schedule page of the new parcel, where a traveler is chosen: the parcel's id. */
export async function chooseTravelerForParcel(page: Page): Promise<number> {
  await page.getByRole('dialog').getByRole('link', { name: 'Choose a traveler' }).click();
  await expect(page).toHaveURL(/\/en\/schedule\/\d+$/);
  return Number(/schedule\/(\d+)$/.exec(page.url())![1]);
}

async function chooseCities(widget: FrameLocator, from: string, to: string): Promise<void> {
  await expect(widget.getByLabel('From', { exact: true }).locator('option', { hasText: from })).toHaveCount(1);
  await widget.getByLabel('From', { exact: true }).selectOption({ label: from });
  await widget.getByLabel('To', { exact: true }).selectOption({ label: to });
}

/** An ISO date a year ahead: never in the past for the rules. */
export function nextYear(): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** A parcel of class M from Almaty to Astana; the deadline a year ahead unless a journey needs its trip to match. */
export async function fillParcel(widget: FrameLocator, description: string, deadline = nextYear()): Promise<void> {
  await widget.getByRole('radio', { name: /Parcel/ }).check();
  await widget.getByRole('radio', { name: 'M — 1 to 3 kg' }).check();
  await widget.getByLabel('Description').fill(description);
  await widget.getByLabel('Deadline').fill(deadline);
  await chooseCities(widget, 'Almaty', 'Astana');
}

export async function fillTrip(widget: FrameLocator, firstName: string): Promise<void> {
  await chooseCities(widget, 'Astana', 'Almaty');
  await widget.getByLabel('Trip date').fill(nextYear());
  await widget.getByRole('radio', { name: 'Baggage' }).check();
  await widget.getByRole('radio', { name: 'Railway station' }).check();
  await widget.getByLabel('Your reward for a parcel, ₸').fill('4500');
  await widget.getByLabel('Your first name').fill(firstName);
}
