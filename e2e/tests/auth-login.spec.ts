import { expect, test } from '@playwright/test';
import { nationalDigits, registeredAccount, stubProfileHost, tokenCookie, waitForApi, waitForHandoffToProfile } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

test("log in with a wrong password in /en shows 'Incorrect phone or password'; the right one leads to the profile host", async ({
  page,
  request,
}) => {
  const account = await registeredAccount(request, 'Ұлжан');
  await stubProfileHost(page);

  await page.goto('/en?modal=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').pressSequentially(nationalDigits(account.phone));
  await dialog.getByLabel('Password').fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect phone or password');
  expect(await tokenCookie(page)).toBeFalsy();

  await dialog.getByLabel('Password').fill(account.password);
  await expect(dialog.getByText('Incorrect phone or password')).toBeHidden();
  await dialog.getByRole('button', { name: 'Log in' }).click();

  // The e-mail is not confirmed yet: the login answer's 'proceed' flag offers to send the link again first.
  await expect(dialog.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the link again' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/You can send the link again in 1:00|0:59/);
  await expect(dialog.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
  expect(await tokenCookie(page)).toBeTruthy();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await waitForHandoffToProfile(page, 'en');
});
