import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { nationalDigits, newAccount, registerAccount, stubProfileHost, tokenCookie, waitForApi } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

test("log in with a wrong password in /en shows 'Incorrect phone or password'; the right one leads to the profile host", async ({
  page,
  request,
}) => {
  const account = newAccount('Ұлжан');
  await registerAccount(request, account);
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
  // The new session travels as a one-time code in the fragment (the profile host is stubbed here), never as the token.
  await page.waitForURL(new RegExp(`^${ORIGINS.profile}/\\?lang=en#handoff=[\\w-]{43}$`));
});
