import { expect, test } from '@playwright/test';
import { setModalLoading } from '../support/chrome';
import { ORIGINS } from '../support/stack';

const bodyOverflow = (page: import('@playwright/test').Page) => page.evaluate(() => document.body.style.overflow);

test('?modal=contacts opens the contacts modal; Escape closes it and the address forgets it', async ({ page }) => {
  await page.goto('/en/about?modal=contacts');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(dialog).toHaveAccessibleName(await dialog.getByRole('heading', { level: 2 }).innerText());
  expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))).toBe(true);
  expect(await bodyOverflow(page)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${ORIGINS.site}/en/about`);
  expect(await bodyOverflow(page)).toBe('');
});

test('a click on the overlay closes the modal', async ({ page }) => {
  await page.goto('/en?modal=contacts');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a modal marked loading stays open until the load ends', async ({ page }) => {
  await page.goto('/en?modal=contacts');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await setModalLoading(page, true);

  await page.keyboard.press('Escape');
  await page.mouse.click(20, 400);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'true');

  await setModalLoading(page, false);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('focus stays in the modal and returns to the button that opened it', async ({ page }) => {
  await page.goto('/en');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Call me back' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  // A modal <dialog> makes the rest of the page inert: Tab walks the dialog's controls and, past the last one, the
  // browser's own controls (the page then has no focused element), never a control of the page behind the dialog.
  const focusIsOutsideTheDialog = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !document.querySelector('[role="dialog"]')?.contains(active);
    });
  let stepsInside = 0;
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusIsOutsideTheDialog()).toBe(false);
    if (await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))) stepsInside += 1;
  }
  expect(stepsInside).toBeGreaterThan(15);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('navigation closes the modal: the browser’s Back button', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/en/prices`);
  await page.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${ORIGINS.site}/en`);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await bodyOverflow(page)).toBe('');
});

test('create-parcel holds the parcel widget page in an iframe', async ({ page }) => {
  await page.goto('/ru?modal=create-parcel');
  const dialog = page.getByRole('dialog', { name: 'Отправить посылку' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${ORIGINS.site}/ru/widget/parcel`);
  await expect(page.frameLocator('iframe[title="Отправить посылку"]').locator('main')).toBeAttached();
  await expect(page.frameLocator('iframe[title="Отправить посылку"]').getByRole('banner')).toHaveCount(0);
});
