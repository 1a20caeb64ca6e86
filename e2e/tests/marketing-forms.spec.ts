// The forms of mfe-marketing against the real API: callback request, mailing subscription, e-mail confirmation.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ORIGINS } from '../support/stack';

/** Where the API e-mails callback requests (its STAFF_EMAIL default). */
const STAFF_EMAIL = 'support@jetkiz.kz';

interface OutboxItem {
  channel: 'sms' | 'email';
  subject: string | null;
  body: string;
}

async function outboxTo(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const response = await request.get(`${ORIGINS.api}/dev/outbox`, { params: { to } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

async function waitForApi(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${ORIGINS.api}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

/** Letters only, different on every run, so this run's records can be told apart. */
function uniqueWord(): string {
  return [...`${Date.now()}${Math.floor(Math.random() * 1000)}`].map((digit) => 'абвгдежзик'[Number(digit)]).join('');
}

let phones = 0;
function uniquePhone(): string {
  phones += 1;
  return `7708${`${Date.now() % 100_000}${phones % 100}`.padStart(7, '0').slice(-7)}`;
}

async function openHome(page: Page, locale: string): Promise<void> {
  await page.goto(`/${locale}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ request }) => waitForApi(request));

test('the callback form sends a request the API stores and passes on to the team', async ({ page, request }) => {
  const surname = uniqueWord();
  await openHome(page, 'ru');
  await page.getByRole('main').getByRole('button', { name: 'Перезвоните мне' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Перезвоните мне' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Имя')).toBeFocused();

  await dialog.getByLabel('Имя').fill(`Айгерим ${surname}`);
  await dialog.getByLabel('Телефон').pressSequentially('87011234567', { delay: 20 });
  await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (701) 123-45-67');
  await dialog.getByLabel('E-mail').fill('aigerim@mail.kz');
  await dialog.getByLabel('Ваш вопрос').fill('Можно ли отправить документы в Астану к понедельнику?');
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();

  await expect(dialog.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  await expect
    .poll(async () => (await outboxTo(request, STAFF_EMAIL)).find((item) => item.body.includes(surname))?.body ?? '')
    .toContain('Phone: +7 (701) 123-45-67');
  const stored = (await outboxTo(request, STAFF_EMAIL)).find((item) => item.body.includes(surname))!;
  expect(stored.body).toContain('E-mail: aigerim@mail.kz');
  expect(stored.body).toContain('Можно ли отправить документы в Астану к понедельнику?');

  await dialog.getByRole('status').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the footer subscription shows the success alert', async ({ page }) => {
  await openHome(page, 'kz');
  const footer = page.getByRole('contentinfo');
  // The shell draws its footer once the page has settled and the visitor scrolls towards it.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(footer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await footer.scrollIntoViewIfNeeded();
  const email = footer.getByLabel('Электрондық поштаңыз');
  await footer.getByRole('button', { name: 'Жазылу' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(`news${Date.now()}@mail.kz`);
  await footer.getByRole('button', { name: 'Жазылу' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сіз таратылымға жазылдыңыз' })).toBeVisible();
  await expect(email).toHaveValue('');
});

test('confirm-email confirms with the link the API e-mailed, and says so again on a second visit', async ({ page, request }) => {
  const phone = uniquePhone();
  const email = `confirm${phone}@example.kz`;
  expect((await request.post(`${ORIGINS.api}/auth/phone-confirmation/send`, { data: { phone } })).status()).toBe(200);
  const code = /\b(\d{4})\b/.exec((await outboxTo(request, phone))[0]!.body)![1];
  expect((await request.post(`${ORIGINS.api}/auth/phone-confirmation/confirm`, { data: { phone, code } })).status()).toBe(200);
  const registered = await request.post(`${ORIGINS.api}/auth/register`, {
    data: { phone, code, password: 'parol2024', password_confirmation: 'parol2024', email, first_name: 'Данияр' },
  });
  expect(registered.status()).toBe(200);

  await expect.poll(async () => (await outboxTo(request, email)).length).toBeGreaterThan(0);
  const link = new URL(/https?:\/\/\S+/.exec((await outboxTo(request, email))[0]!.body)![0]);
  expect(link.pathname).toMatch(/^\/(ru|kz|en)\/confirm-email$/);
  expect(link.searchParams.get('token')).toBeTruthy();

  await page.goto(`/en${link.pathname.replace(/^\/\w+/, '')}${link.search}`);
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();

  await page.goto(`/ru${link.pathname.replace(/^\/\w+/, '')}${link.search}`);
  await expect(page.getByRole('heading', { name: 'E-mail уже подтверждён' })).toBeVisible();
});

test('confirm-email says an unknown or expired link has expired', async ({ page }) => {
  await page.goto('/kz/confirm-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Сілтеменің мерзімі өтті' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
});

test('the prices page lists the cities of the API and the price list in tenge', async ({ page }) => {
  await page.goto('/ru/prices');
  const from = page.getByRole('combobox', { name: 'Откуда' });
  await expect(from).toBeEnabled();
  expect(await from.locator('option').count()).toBeGreaterThan(5);
  await expect(page.getByRole('table', { name: 'Цены в тенге за одну посылку' })).toContainText(/1\s500\s₸/);
});
