// Issue 22 item 15: every modal of the site, its remotes and the profile host, in each locale, has no serious or
// critical axe violation, checked on the whole page while it is open. Buttons are found by the apps' own texts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  logInContext,
  nationalDigits,
  newAccount,
  registeredAccount,
  smsCode,
  smsCount,
  whenApiIsUp,
  type ProfileAccount,
} from '../support/accounts';
import { axeWorld, expectAccessible, HTML_LANG, LOCALES, profileUrl, type AxeWorld, type Locale } from '../support/axe';
import { orderByApi } from '../support/courier';

const FIRST_LOAD = { timeout: 20_000 };
const repoRoot = path.resolve(__dirname, '../..');

/** A text of an app's translation file (`file` with {lang} for the language), as written, {{values}} and all. */
function templateOf(file: string, locale: Locale, key: string): string {
  const texts: unknown = JSON.parse(readFileSync(path.join(repoRoot, file.replace('{lang}', HTML_LANG[locale])), 'utf8'));
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${file}`);
  return text;
}

/** The text with its {{values}} filled in. */
function textOf(file: string, locale: Locale, key: string, values: Record<string, string> = {}): string {
  return templateOf(file, locale, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The whole text, whatever its {{values}} are (an amount the page formats in its own way). */
function patternOf(file: string, locale: Locale, key: string): RegExp {
  const parts = templateOf(file, locale, key).split(/\{\{\w+\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

const shell = (locale: Locale, key: string) => textOf('shell/src/i18n/{lang}.json', locale, key);
const profile = (locale: Locale, key: string) => textOf('profile/src/i18n/{lang}.json', locale, key);
const schedule = (locale: Locale, key: string, values?: Record<string, string>) =>
  textOf('mfe-schedule/src/i18n/{lang}.json', locale, key, values);
const courier = (locale: Locale, key: string) => textOf('mfe-logistics/src/courier/texts/{lang}.json', locale, key);

let world: AxeWorld;
let claimId: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await whenApiIsUp(async (request) => {
    world = await axeWorld(request);
    claimId = (await orderByApi(request, world.sender, world.paid.bindId)).id;
  });
});

/** The modal that is open: a <dialog> with its heading drawn. */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').first()).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, FIRST_LOAD);
  return dialog;
}

async function logInAs(page: Page, account: ProfileAccount): Promise<void> {
  await logInContext(page.context(), account);
}

/** The button that sends the open step's form. */
const submit = (dialog: Locator) => dialog.locator('button[type="submit"]');

/** The SMS code step, then the password step, each passing axe once drawn; the password is sent. */
async function codeThenPassword(page: Page, dialog: Locator, locale: Locale, code: string, password: string): Promise<void> {
  await expect(dialog.locator('input[name="code"]')).toBeVisible();
  await expectAccessible(page, locale);

  await dialog.locator('input[name="code"]').pressSequentially(code);
  await submit(dialog).click();
  await expect(dialog.locator('input[name="password"]')).toBeVisible();
  await expectAccessible(page, locale);

  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="password_confirmation"]').fill(password);
  await submit(dialog).click();
}

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    for (const name of ['contacts', 'contact-form', 'authorization', 'login', 'trip-created', 'insurance-error']) {
      test(`the ${name} modal (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(`/${locale}?modal=${name}`);
        await openDialog(page);
        await expectAccessible(page, locale);
      });
    }

    test(`the contact form with its errors shown (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(`/${locale}?modal=contact-form`);
      const dialog = await openDialog(page);
      await submit(dialog).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`the parcel-created modal (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(`/${locale}?modal=parcel-created&parcelId=${world.openParcelId}`);
      await openDialog(page);
      await expectAccessible(page, locale);
    });

    for (const name of ['create-travel', 'create-parcel']) {
      test(`the ${name} widget modal (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(`/${locale}?modal=${name}`);
        await expect(page.getByRole('dialog').frameLocator('iframe').locator('form')).toBeVisible(FIRST_LOAD);
        await expectAccessible(page, locale);
      });
    }

    test(`every sign-up step (${locale}) has no serious or critical axe violation`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = newAccount('Айдана');
      await page.goto(`/${locale}?modal=register-verify-phone`);
      const dialog = await openDialog(page);
      await expectAccessible(page, locale);

      await dialog.locator('input[name="phone"]').pressSequentially(nationalDigits(account.phone));
      await submit(dialog).click();
      await codeThenPassword(page, dialog, locale, await smsCode(request, account.phone), account.password);
      await expect(dialog.locator('input[name="email"]')).toBeVisible();
      await expectAccessible(page, locale);

      await dialog.locator('input[name="email"]').fill(account.email);
      await dialog.locator('input[name="first_name"]').fill(account.firstName);
      await submit(dialog).click();
      await expect(dialog.getByRole('heading', { name: new RegExp(account.firstName) })).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`every password reset step (${locale}) has no serious or critical axe violation`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = await registeredAccount(request, 'Айдана');
      const sent = await smsCount(request, account.phone);
      await page.goto(`/${locale}?modal=forgot-password-verify-phone&phone=${account.phone}`);
      const dialog = await openDialog(page);
      await expectAccessible(page, locale);

      await submit(dialog).click();
      await codeThenPassword(page, dialog, locale, await smsCode(request, account.phone, sent), 'novyi-parol1');
      await expect(dialog.locator('input')).toHaveCount(0);
      await expect(dialog.getByRole('button')).not.toHaveCount(0);
      await expectAccessible(page, locale);
    });

    test(`the login modal with its errors shown (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(`/${locale}?modal=login`);
      const dialog = await openDialog(page);
      await dialog.locator('input[name="phone"]').pressSequentially('7001234567');
      await dialog.locator('input[name="password"]').fill('wrong-password');
      await submit(dialog).click();
      // the refusal is the site's alert, shown once the modal is no longer busy
      await expect(submit(dialog)).toBeEnabled(FIRST_LOAD);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`the e-mail confirmation modal (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.newcomer);
      await page.goto(`/${locale}?modal=email-confirmation`);
      await openDialog(page);
      await expectAccessible(page, locale);
    });

    test(`the delivery state modal (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.sender);
      await page.goto(`/${locale}?modal=delivery-state`);
      const dialog = await openDialog(page);
      await expect(dialog.getByRole('link').first()).toBeVisible(FIRST_LOAD);
      await expectAccessible(page, locale);
    });

    test(`the courier order's cancel dialog (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.sender);
      await page.goto(`/${locale}/widget/delivery?claim=${claimId}`);
      await page.getByRole('button', { name: courier(locale, 'progress.cancel') }).click(FIRST_LOAD);
      await expect(page.getByRole('dialog', { name: courier(locale, 'cancel.title') })).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`the header menu at 360 px (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
      await page.getByRole('button', { name: shell(locale, 'header.openMenu') }).click();
      await expect(page.locator('#site-menu')).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`the profile menu in the header (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      // wide enough for the header to show the menu itself rather than its collapsed button
      await page.setViewportSize({ width: 1920, height: 1080 });
      await logInAs(page, world.sender);
      await page.goto(`/${locale}`);
      const menu = page.getByRole('banner').getByRole('button', { name: world.sender.firstName });
      await menu.click(FIRST_LOAD);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, locale);
    });

    test.describe("on the sender's parcel schedule", () => {
      test.beforeEach(async ({ page }) => {
        await logInAs(page, world.sender);
        await page.goto(`/${locale}/schedule/${world.openParcelId}`);
        await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
      });

      test(`the confirmation of the chosen traveler (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        await page
          .getByRole('button', { name: schedule(locale, 'choice.chooseNamed', { name: world.traveler.firstName }) })
          .first()
          .click();
        await openDialog(page);
        await expectAccessible(page, locale);
      });

      test(`the traveler's reviews (${locale}) have no serious or critical axe violation`, async ({ page }) => {
        await page.getByRole('article').first().getByRole('button', { name: /5/ }).first().click();
        const dialog = await openDialog(page);
        await expect(dialog.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
        await expectAccessible(page, locale);
      });

      test(`the photo viewer (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        await page
          .getByRole('button')
          .filter({ has: page.locator('img') })
          .first()
          .click();
        await expect(page.getByRole('dialog').locator('img')).toBeVisible();
        await expectAccessible(page, locale);
      });
    });

    for (const [action, key] of [
      ['pay', 'deal.pay.button'],
      ['cancel', 'deal.cancel.button'],
    ] as const) {
      test(`the deal's ${action} dialog (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        await logInAs(page, world.sender);
        await page.goto(profileUrl(`/deals/${world.awaitingPayment.bindId}`, locale));
        await page.getByRole('button', { name: patternOf('profile/src/i18n/{lang}.json', locale, key) }).click(FIRST_LOAD);
        await openDialog(page);
        await expectAccessible(page, locale);
      });
    }

    test(`the deal's problem report (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.sender);
      await page.goto(profileUrl(`/deals/${world.paid.bindId}`, locale));
      await page.getByRole('button', { name: profile(locale, 'deal.problem.button') }).click(FIRST_LOAD);
      const dialog = await openDialog(page);
      await expect(dialog.getByRole('textbox')).toBeVisible();
      await expectAccessible(page, locale);
    });

    test(`the payout dialog (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.traveler);
      await page.goto(profileUrl('/finance', locale));
      await page.getByLabel(profile(locale, 'finance.payout.amount')).fill('1000', FIRST_LOAD);
      await page.getByRole('button', { name: profile(locale, 'finance.payout.button'), exact: true }).click();
      await openDialog(page);
      await expectAccessible(page, locale);
    });

    test(`the photo viewer on my parcels (${locale}) has no serious or critical axe violation`, async ({ page }) => {
      await logInAs(page, world.sender);
      await page.goto(profileUrl('/', locale));
      await page
        .getByRole('button')
        .filter({ has: page.locator('img') })
        .first()
        .click(FIRST_LOAD);
      await expect(page.getByRole('dialog').locator('img')).toBeVisible();
      await expectAccessible(page, locale);
    });
  });
}
