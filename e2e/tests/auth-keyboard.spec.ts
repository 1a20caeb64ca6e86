import { expect, test, type Page } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import {
  expectAccessibleModal,
  nationalDigits,
  newAccount,
  registerAccount,
  smsCode,
  smsCount,
  stubProfileHost,
  waitForApi,
} from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

// Each journey runs axe on every modal it passes through: several seconds apiece on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Focus is on the named field or button of the open modal, and the modal passes axe. */
async function expectStep(page: Page, focused: { label?: string; button?: string }) {
  const dialog = page.getByRole('dialog');
  const target = focused.label ? dialog.getByLabel(focused.label, { exact: true }) : dialog.getByRole('button', { name: focused.button });
  await expect(target).toBeFocused();
  await expectAccessibleModal(page);
}

test('sign-up with the keyboard only: each modal starts in its first field and passes axe', async ({ page, request }) => {
  const account = newAccount();
  await page.goto('/en?modal=authorization');
  await expectStep(page, { button: 'Sign up' });
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'Phone number' });
  await page.keyboard.type(nationalDigits(account.phone));
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'SMS code' });
  await page.keyboard.type(await smsCode(request, account.phone));
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'Password' });
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'E-mail' });
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.firstName);
  await page.keyboard.press('Enter');

  await expectStep(page, { button: 'Continue' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('log-in and e-mail confirmation with the keyboard only', async ({ page, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  await stubProfileHost(page);
  await page.goto('/en?modal=authorization');
  await expectStep(page, { button: 'Sign up' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'Phone number' });
  await page.keyboard.type(nationalDigits(account.phone));
  await page.keyboard.press('Tab');
  await page.keyboard.type('wrong-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Incorrect phone or password');
  await expectAccessibleModal(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await expectStep(page, { button: 'Continue' });
  await page.keyboard.press('Enter');
  // The new session travels as a one-time code in the fragment (the profile host is stubbed here), never as the token.
  await page.waitForURL(new RegExp(`^${ORIGINS.profile}/\\?lang=en#handoff=[\\w-]{43}$`));
});

test('password reset with the keyboard only', async ({ page, request }) => {
  const account = newAccount();
  await registerAccount(request, account);
  const smsBefore = await smsCount(request, account.phone);
  await stubProfileHost(page);
  await page.goto('/en?modal=login');
  await expectStep(page, { label: 'Phone number' });
  // Phone, password, then (the disabled submit is skipped) the link to the reset.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Forgot your password?' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'Phone number' });
  await page.keyboard.type(nationalDigits(account.phone));
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'SMS code' });
  await page.keyboard.type(await smsCode(request, account.phone, smsBefore));
  await page.keyboard.press('Enter');

  await expectStep(page, { label: 'New password' });
  await page.keyboard.type('novyi-parol-7');
  await page.keyboard.press('Tab');
  await page.keyboard.type('novyi-parol-7');
  await page.keyboard.press('Enter');

  await expectStep(page, { button: 'Go to my profile' });
  await page.keyboard.press('Enter');
  // The session travels as a one-time code in the fragment (the profile host is stubbed here), never as the token.
  await page.waitForURL(new RegExp(`^${ORIGINS.profile}/\\?lang=en#handoff=[\\w-]{43}$`));
});
