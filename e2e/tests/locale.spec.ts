import { expect, test } from '@playwright/test';
import { marketingText } from '../support/marketing-texts';
import { ORIGINS } from '../support/stack';

test.describe('locale prefix', () => {
  for (const [browserLocale, prefix, htmlLang] of [
    ['en-US', '/en', 'en'],
    ['kk-KZ', '/kz', 'kk'],
    ['ru-RU', '/ru', 'ru'],
    ['de-DE', '/ru', 'ru'],
  ] as const) {
    test(`/ with a ${browserLocale} browser goes to ${prefix}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${prefix}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      // The page's own html already says 'ru' before the shell has run: wait for the shell to remember the locale.
      const localeCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value;
      await expect.poll(localeCookie).toBe(prefix.slice(1));
      await context.close();
    });
  }

  test('the locale cookie wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'locale', value: 'kz', url: ORIGINS.site }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/kz$/);
    await context.close();
  });

  test('switching /ru/about to English keeps the page', async ({ page }) => {
    await page.goto('/ru/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingText('ru', 'about', 'title'));
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingText('en', 'about', 'title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/kz has html lang kk', async ({ page }) => {
    await page.goto('/kz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingText('kk', 'home', 'main.title'));
  });
});
