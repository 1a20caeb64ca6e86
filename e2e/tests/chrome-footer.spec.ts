import { expect, test } from '@playwright/test';
import { SITE_CONTACTS } from '../../shared-contracts/src/contacts/site-contacts';
import { expectButtonsOpenModals, expectLinksReachPages, scrollToFooter, testInEachSiteLocale } from '../support/chrome';
import { ORIGINS } from '../support/stack';

const LEGAL_LINKS = [
  ['publicOffer', '/public-offer'],
  ['confidentialityPolicy', '/confidentiality-policy'],
  ['paymentRules', '/payment-rules'],
  ['insuranceConditions', '/insurance-conditions'],
] as const;

testInEachSiteLocale('every footer link reaches its page', '/about', async (page, locale) => {
  const { texts } = locale;
  const footer = await scrollToFooter(page);
  await expect(footer).toContainText(`2020–${new Date().getFullYear()} Jetkiz`);

  await expectLinksReachPages(page, footer, locale, texts.footer, LEGAL_LINKS);

  await expect(footer.getByRole('link', { name: '+7 (727) 355-00-55' })).toHaveAttribute('href', `tel:+${SITE_CONTACTS.supportPhone}`);
  await expect(footer).toContainText(SITE_CONTACTS.infoEmail);
  await expect(footer.getByRole('link', { name: texts.footer.bot })).toHaveAttribute('href', SITE_CONTACTS.telegramBot);
  await expect(footer.getByRole('link', { name: texts.footer.help })).toHaveAttribute('href', SITE_CONTACTS.helpCenter);
  for (const [name, href] of [
    ['Telegram', SITE_CONTACTS.telegram],
    ['Instagram', SITE_CONTACTS.instagram],
    ['Facebook', SITE_CONTACTS.facebook],
    ['LinkedIn', SITE_CONTACTS.linkedin],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await expectButtonsOpenModals(page, footer, [texts.footer.logIn, texts.footer.signUp]);
});

test('the subscription form’s code loads when the visitor turns to it, and keeps what was typed', async ({ page }) => {
  const formRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ORIGINS.marketing) && request.url().includes('SubscriptionForm')) formRequests.push(request.url());
  });
  await page.goto('/en');
  const footer = await scrollToFooter(page);
  const email = footer.getByRole('textbox', { name: 'Your e-mail' });
  const subscription = footer.getByRole('form', { name: 'Jetkiz news' });
  await expect(email).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(formRequests, 'the form’s code before the visitor turned to it').toEqual([]);
  // places within the footer: the page may still scroll (the focused field is brought into view) or grow above it
  const placeInFooter = async () => {
    const [box, form, field] = await Promise.all([footer.boundingBox(), subscription.boundingBox(), email.boundingBox()]);
    const within = (part: typeof form) => ({ ...part!, x: part!.x - box!.x, y: part!.y - box!.y });
    return { form: within(form), field: within(field) };
  };
  const standIn = await placeInFooter();

  const form = page.waitForRequest((request) => request.url().startsWith(ORIGINS.marketing) && request.url().includes('SubscriptionForm'));
  await email.pressSequentially('aigerim@mail');
  await form;
  // the remote's field ties its errors to itself; the stand-in's has none to tie
  await expect(email).toHaveAttribute('aria-describedby', /.+/);
  await email.pressSequentially('.kz');
  await expect(email).toHaveValue('aigerim@mail.kz');
  await expect(email).toBeFocused();
  // the form drew itself where the stand-in was: nothing moved
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(await placeInFooter()).toEqual(standIn);
});

test('back to top scrolls the page to its start', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
