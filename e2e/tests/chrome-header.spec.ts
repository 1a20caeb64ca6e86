import { expect, test } from '@playwright/test';
import { SITE_CONTACTS } from '../../shared-contracts/src/contacts/site-contacts';
import { expectButtonsOpenModals, expectLinksReachPages, shellTexts, testInEachSiteLocale } from '../support/chrome';
import { ORIGINS } from '../support/stack';

const PAGE_LINKS = [
  ['about', '/about'],
  ['prices', '/prices'],
  ['traveler', '/traveler'],
] as const;

testInEachSiteLocale('every header link reaches its page', '/public-offer', async (page, locale) => {
  const { prefix, texts } = locale;
  const header = page.getByRole('banner');

  await expectLinksReachPages(page, header, locale, texts.header, PAGE_LINKS);
  for (const section of ['reviews', 'faq'] as const) {
    await header.getByRole('link', { name: texts.header[section], exact: true }).click();
    await expect(page).toHaveURL(`${ORIGINS.site}/${prefix}#${section}`);
    await expect(page.locator(`#${section}`)).toBeInViewport();
  }
  await header.getByRole('link', { name: texts.brand, exact: true }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/${prefix}`);

  await expect(header.getByRole('link', { name: texts.header.whatsapp })).toHaveAttribute('href', SITE_CONTACTS.whatsapp);
  await expectButtonsOpenModals(page, header, [texts.header.contacts, texts.header.callMeBack, texts.header.logIn]);
});

test('#faq from /en/about scrolls to the FAQ', async ({ page }) => {
  await page.goto('/en/about');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/en#faq`);
  await expect(page.locator('#faq')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('the language select changes the prefix and keeps the path and the hash', async ({ page }) => {
  await page.goto('/ru/prices?from=mail#faq');
  await page.getByRole('banner').getByRole('link', { name: 'Қазақша' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/kz/prices?from=mail#faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('banner').getByRole('button', { name: shellTexts('kk').header.logIn })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the burger menu opens with the header items and closes by navigation, overlay and Escape', async ({ page }) => {
    await page.goto('/en');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#site-menu');
    const prices = menu.getByRole('link', { name: 'Prices', exact: true });
    await expect(prices).toBeHidden();

    await burger.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['About us', 'Prices', 'For travelers', 'Reviews', 'FAQ', 'WhatsApp', 'English']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Contacts', 'Call me back', 'Log in']) await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();

    await prices.click();
    await expect(page).toHaveURL(`${ORIGINS.site}/en/prices`);
    await expect(prices).toBeHidden();

    await burger.click();
    await expect(prices).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(prices).toBeHidden();

    await burger.click();
    await page.keyboard.press('Escape');
    await expect(prices).toBeHidden();

    await burger.click();
    await menu.getByRole('button', { name: 'Contacts' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(prices).toBeHidden();
  });
});
