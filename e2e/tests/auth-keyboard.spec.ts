import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessibleModal,
  nationalDigits,
  newAccount,
  registeredAccount,
  smsCode,
  smsCount,
  stubProfileHost,
  waitForApi,
  waitForHandoffToProfile,
} from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

// Each journey runs axe on every modal it passes through: several seconds apiece on a busy machine.
test.describe.configure({ timeout: 150_000 });

type Focused = { label?: string; button?: string };

/** Focus is on the named field or button of the open modal, and the modal passes axe. */
async function expectStep(page: Page, focused: Focused) {
  const dialog = page.getByRole('dialog');
  const target = focused.label ? dialog.getByLabel(focused.label, { exact: true }) : dialog.getByRole('button', { name: focused.button });
  await expect(target).toBeFocused();
  await expectAccessibleModal(page);
}

/** A step as `expectStep` checks it, its fields typed in order with Tab between them, then sent with Enter. */
async function fillStep(page: Page, focused: Focused, ...fields: string[]) {
  await expectStep(page, focused);
  for (const [index, text] of fields.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');
}

/** Tab, `presses` times, reaches the modal's named button, and Enter presses it. */
async function tabToButton(page: Page, button: string, presses = 1) {
  for (let press = 0; press < presses; press += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: button })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('sign-up with the keyboard only: each modal starts in its first field and passes axe', async ({ page, request }) => {
  const account = newAccount();
  await page.goto('/en?modal=authorization');
  await fillStep(page, { button: 'Sign up' });
  await fillStep(page, { label: 'Phone number' }, nationalDigits(account.phone));
  await fillStep(page, { label: 'SMS code' }, await smsCode(request, account.phone));
  await fillStep(page, { label: 'Password' }, account.password, account.password);
  await fillStep(page, { label: 'E-mail' }, account.email, account.firstName);
  await fillStep(page, { button: 'Continue' });
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('log-in and e-mail confirmation with the keyboard only', async ({ page, request }) => {
  const account = await registeredAccount(request);
  await stubProfileHost(page);
  await page.goto('/en?modal=authorization');
  await expectStep(page, { button: 'Sign up' });
  await tabToButton(page, 'Log in');

  await fillStep(page, { label: 'Phone number' }, nationalDigits(account.phone), 'wrong-password');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Incorrect phone or password');
  await expectAccessibleModal(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');

  await fillStep(page, { button: 'Continue' });
  await waitForHandoffToProfile(page, 'en');
});

test('password reset with the keyboard only', async ({ page, request }) => {
  const account = await registeredAccount(request);
  const smsBefore = await smsCount(request, account.phone);
  await stubProfileHost(page);
  await page.goto('/en?modal=login');
  await expectStep(page, { label: 'Phone number' });
  // Phone, password, then (the disabled submit is skipped) the link to the reset.
  await tabToButton(page, 'Forgot your password?', 2);

  await fillStep(page, { label: 'Phone number' }, nationalDigits(account.phone));
  await fillStep(page, { label: 'SMS code' }, await smsCode(request, account.phone, smsBefore));
  await fillStep(page, { label: 'New password' }, 'novyi-parol-7', 'novyi-parol-7');
  await fillStep(page, { button: 'Go to my profile' });
  await waitForHandoffToProfile(page, 'en');
});
