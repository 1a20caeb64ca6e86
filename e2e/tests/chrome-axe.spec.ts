import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { scrollToFooter } from '../support/chrome';

test('the home page with a modal open has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Contacts' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page with the header menu open has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/kz');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Мәзірді ашу' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the home page with the footer in view and the authorization modal open has no serious or critical axe violation', async ({
  page,
}) => {
  await page.goto('/ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
