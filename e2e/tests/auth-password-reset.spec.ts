import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import {
  nationalDigits,
  registeredAccount,
  smsCode,
  smsCount,
  stubProfileHost,
  tokenCookie,
  waitForApi,
  waitForHandoffToProfile,
} from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

test('forgot password in /ru: reset by SMS code, then logged in; no resend before the countdown ends', async ({ page, request }) => {
  const account = await registeredAccount(request, 'Үміт');
  const smsBefore = await smsCount(request, account.phone);
  await stubProfileHost(page);

  await page.goto('/ru?modal=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await dialog.getByLabel('Номер телефона').pressSequentially(nationalDigits(account.phone));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const code = await smsCode(request, account.phone, smsBefore);

  await expect(dialog.getByRole('timer')).toHaveText(/Получить новый код можно через (1:00|0:59)/);
  await expect(dialog.getByRole('button', { name: 'Отправить код ещё раз' })).toHaveCount(0);
  const early = await request.post(`${ORIGINS.api}/auth/password/forgot`, { data: { phone: account.phone } });
  expect(early.status()).toBe(429);
  expect(await smsCount(request, account.phone)).toBe(smsBefore + 1);

  await dialog.getByLabel('Код из SMS').pressSequentially(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await dialog.getByLabel('Новый пароль', { exact: true }).fill('novyi-parol1');
  await dialog.getByLabel('Повторите пароль').fill('novyi-parol1');
  await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();

  await expect(dialog.getByRole('heading', { name: 'Пароль изменён' })).toBeVisible();
  const token = await tokenCookie(page);
  expect(token).toBeTruthy();
  await expect(page.getByRole('banner').getByRole('button', { name: account.firstName })).toBeVisible();

  const login = await request.post(`${ORIGINS.api}/auth/login`, { data: { phone: account.phone, password: 'novyi-parol1' } });
  expect(login.status()).toBe(200);

  await dialog.getByRole('button', { name: 'В личный кабинет' }).click();
  await waitForHandoffToProfile(page, 'ru');
  expect(page.url()).not.toContain(token!);
});

test("the 'login information' link fills the phone of the reset", async ({ page }) => {
  await page.goto('/ru?modal=forgot-password-verify-phone&phone=77071234567');
  await expect(page.getByRole('dialog').getByLabel('Номер телефона')).toHaveValue('+7 (707) 123-45-67');
});
