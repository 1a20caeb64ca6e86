// Support for the auth journeys (not a spec): accounts made through the real API, SMS codes read from its outbox.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ORIGINS } from '../support/stack';

/** A person's typing pace, for journeys that want to type like one (other suites use it; the masks do not need it). */
export const KEY_DELAY_MS = 30;

export interface Account {
  /** 11 digits, as the API stores it: 77071234567 */
  phone: string;
  password: string;
  email: string;
  firstName: string;
}

let made = 0;

/** A phone no other test of this run uses. */
export function uniquePhone(): string {
  made += 1;
  const tail = `${Date.now() % 100_000}${made % 100}`.padStart(7, '0').slice(-7);
  return `7707${tail}`;
}

/** What a person types into the masked phone field: the ten digits after +7. */
export function nationalDigits(phone: string): string {
  return phone.slice(1);
}

export function newAccount(firstName = 'Әйгерім'): Account {
  const phone = uniquePhone();
  return { phone, password: 'parol2024', email: `user${phone}@example.kz`, firstName };
}

/**
 * The stack counts as up once the site answers; the API (migrations on a fresh database) may still be starting.
 */
export async function waitForApi(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${ORIGINS.api}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

interface OutboxItem {
  channel: 'sms' | 'email';
  body: string;
}

async function smsTo(request: APIRequestContext, phone: string): Promise<OutboxItem[]> {
  const response = await request.get(`${ORIGINS.api}/dev/outbox`, { params: { to: phone } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: OutboxItem[] };
  return items.filter((item) => item.channel === 'sms');
}

export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await smsTo(request, phone)).length;
}

/** The 4-digit code of the newest SMS to `phone`, once more than `sentBefore` SMS have reached it. */
export async function smsCode(request: APIRequestContext, phone: string, sentBefore = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const sms = await smsTo(request, phone);
      code = sms.length > sentBefore ? (/\b(\d{4})\b/.exec(sms[0]!.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

async function post(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(`${ORIGINS.api}${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response;
}

/** Signs an account up through the API, as the modals would. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  const { phone, password, email, firstName } = account;
  await post(request, '/auth/phone-confirmation/send', { phone });
  const code = await smsCode(request, phone);
  await post(request, '/auth/phone-confirmation/confirm', { phone, code });
  await post(request, '/auth/register', { phone, code, password, password_confirmation: password, email, first_name: firstName });
}

/** The profile host is another app (issue 10); these journeys only check that they are sent there. */
export async function stubProfileHost(page: Page): Promise<void> {
  await page.route(`${ORIGINS.profile}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Profile</title>' }),
  );
}

/** axe on the open modal: no serious or critical violation. */
export async function expectAccessibleModal(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'z_token')?.value;
}
