import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { finishSignUp, nationalDigits, newAccount, smsCode, smsCount, tokenCookie, waitForApi } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

// The Kazakh header with a signed-in name keeps its full row only on a wide screen; narrower, the burger takes it
// (chrome-fit.spec.ts). This journey is about the profile menu in that row.
test.use({ viewport: { width: 1920, height: 1080 } });

test('signs up from the header in /kz, is logged in with the first name in the profile menu, then logs out', async ({ page, request }) => {
  const account = newAccount('Құрманғазы');
  await page.goto('/kz');
  const header = page.getByRole('banner');
  const logIn = header.getByRole('button', { name: 'Кіру' });
  await expect(logIn).toBeVisible();
  await logIn.click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Тіркелу' }).click();
  await dialog.getByLabel('Телефон нөмірі').pressSequentially(nationalDigits(account.phone));
  await expect(dialog.getByLabel('Телефон нөмірі')).toHaveValue(
    `+7 (${account.phone.slice(1, 4)}) ${account.phone.slice(4, 7)}-${account.phone.slice(7, 9)}-${account.phone.slice(9)}`,
  );
  await dialog.getByRole('button', { name: 'Код алу' }).click();
  await finishSignUp(request, dialog, account, 'kk');

  await expect(dialog.getByRole('heading', { name: `Қош келдіңіз, ${account.firstName}!` })).toBeVisible();
  expect(await tokenCookie(page)).toBeTruthy();
  await dialog.getByRole('button', { name: 'Жалғастыру' }).click();
  await expect(dialog).toBeHidden();

  const profileMenu = header.getByRole('button', { name: account.firstName });
  await expect(profileMenu).toBeVisible();
  await profileMenu.click();
  await header.getByRole('button', { name: 'Шығу' }).click();
  await expect(header.getByRole('button', { name: 'Кіру' })).toBeVisible();
  await expect(header.getByRole('button', { name: account.firstName })).toBeHidden();
  expect(await tokenCookie(page)).toBeFalsy();
});

test('a code already sent: the countdown runs and there is no way to resend before it ends', async ({ page, request }) => {
  const account = newAccount();
  await page.goto('/en?modal=register-verify-phone');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').pressSequentially(nationalDigits(account.phone));
  await dialog.getByRole('button', { name: 'Get the code' }).click();
  await smsCode(request, account.phone);

  const timer = dialog.getByRole('timer');
  await expect(timer).toHaveText(/You can get a new code in 0:(59|60|58)/);
  await expect(dialog.getByRole('button', { name: 'Send the code again' })).toHaveCount(0);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);
  await expect(dialog.getByRole('button', { name: 'Send the code again' })).toHaveCount(0);

  // Going back and asking again does not send a second SMS: the API refuses until the countdown ends.
  await dialog.getByRole('button', { name: 'Change the number' }).click();
  await dialog.getByRole('button', { name: 'Get the code' }).click();
  await expect(dialog.getByRole('timer')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send the code again' })).toHaveCount(0);
  const resend = await request.post(`${ORIGINS.api}/auth/phone-confirmation/send`, { data: { phone: account.phone } });
  expect(resend.status()).toBe(429);
  expect(await smsCount(request, account.phone)).toBe(1);
});
