// Issue 22 item 15: every page of the site and of the profile host, in each locale, has no serious or critical axe
// violation. One set of accounts and deals (support/axe.ts) is made once for the file; each page is its own test.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInContext, whenApiIsUp, type ProfileAccount } from '../support/accounts';
import { scrollToFooter } from '../support/chrome';
import { axeWorld, expectAccessible, LOCALES, profileUrl, type AxeWorld, type Locale } from '../support/axe';

/** A fresh context's first page loads the app, the session and its data: on a busy machine that takes a while. */
const FIRST_LOAD = { timeout: 20_000 };

let world: AxeWorld;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  world = await whenApiIsUp(axeWorld);
});

/** What shows that a page has drawn its data (a card, the chat, a form). */
type Content = (page: Page) => Locator;

/** The page has drawn its content: its heading, whatever `content` names, and nothing still loading. */
async function settled(page: Page, content?: Content): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_LOAD);
  if (content) await expect(content(page).first()).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, FIRST_LOAD);
}

interface PageCase {
  name: string;
  /** who is logged in, if anyone */
  as?: (world: AxeWorld) => ProfileAccount;
  url: (locale: Locale, world: AxeWorld) => string;
  content?: Content;
  /** the footer is loaded by scrolling to it */
  withFooter?: boolean;
  /** what the visitor does before the check, e.g. send a form empty to see its errors */
  act?: (page: Page) => Promise<void>;
}

/** Sends the form (`form` a selector) as it is, then waits for its errors (`error` a selector within it). */
function showErrors(form: string, error = '[aria-invalid="true"]'): (page: Page) => Promise<void> {
  return async (page) => {
    const shown = page.locator(form).first();
    await shown.locator('button[type="submit"]').last().click();
    await expect(shown.locator(error).first()).toBeVisible();
  };
}

const site = (path: string) => (locale: Locale) => `/${locale}${path}`;
const profile = (path: string) => (locale: Locale) => profileUrl(path, locale);
/** The deal page of one of the world's deals. */
const deal = (which: 'awaitingPayment' | 'paid' | 'reviewed' | 'toReview') => (locale: Locale, world: AxeWorld) =>
  profileUrl(`/deals/${world[which].bindId}`, locale);

const asSender = ({ sender }: AxeWorld) => sender;
const asTraveler = ({ traveler }: AxeWorld) => traveler;

const cards: Content = (page) => page.getByRole('article');
const theForm: Content = (page) => page.locator('form');
const chat: Content = (page) => page.getByRole('log');
const reviewForm: Content = (page) => page.getByRole('radio');
const dealLinks: Content = (page) => page.locator('a[href^="/deals/"]');

const SITE_PAGES: PageCase[] = [
  { name: 'home', url: site(''), withFooter: true },
  { name: 'about', url: site('/about') },
  { name: 'prices', url: site('/prices') },
  { name: 'traveler', url: site('/traveler') },
  { name: 'e-mail confirmation', url: site('/confirm-email?token=not-a-real-token') },
  { name: 'public offer', url: site('/public-offer') },
  { name: 'insurance conditions', url: site('/insurance-conditions') },
  { name: 'confidentiality policy', url: site('/confidentiality-policy') },
  { name: 'payment rules', url: site('/payment-rules') },
  { name: 'not found', url: site('/no-such-page') },
  { name: 'schedule', url: (locale, { route }) => `/${locale}/schedule?from=${route[0].id}&to=${route[1].id}`, content: cards },
  { name: 'schedule, request sent', url: site('/schedule/success') },
  {
    name: "schedule of the sender's parcel",
    as: asSender,
    url: (locale, { openParcelId }) => `/${locale}/schedule/${openParcelId}`,
    content: cards,
  },
  { name: 'home, logged in', as: asSender, url: site(''), withFooter: true },
  { name: 'trip widget', url: site('/widget/trip'), content: theForm },
  { name: 'parcel widget', url: site('/widget/parcel'), content: theForm },
  { name: 'trip widget with its errors shown', url: site('/widget/trip'), content: theForm, act: showErrors('form') },
  { name: 'parcel widget with its errors shown', url: site('/widget/parcel'), content: theForm, act: showErrors('form') },
  { name: 'courier widget', as: asSender, url: (locale, { paid }) => `/${locale}/widget/delivery?bind=${paid.bindId}` },
  { name: 'courier modal widget', url: site('/widget/deliveryModal') },
  { name: 'insurance widget', as: asSender, url: (locale, { paid }) => `/${locale}/widget/insurance?bind=${paid.bindId}` },
  { name: 'widget not found', url: site('/widget/no-such-widget') },
];

const PROFILE_PAGES: PageCase[] = [
  { name: 'profile: my parcels', as: asSender, url: profile('/'), content: cards },
  { name: 'profile: my trips', as: asTraveler, url: profile('/travels'), content: cards },
  { name: 'profile: deal awaiting payment', as: asSender, url: deal('awaitingPayment'), content: chat },
  { name: "profile: paid deal, the traveler's", as: asTraveler, url: deal('paid'), content: chat },
  { name: "profile: paid deal, the sender's with its code", as: asSender, url: deal('paid'), content: chat },
  {
    name: 'profile: completed deal with its chat and reviews',
    as: asSender,
    url: deal('reviewed'),
    content: (page) => chat(page).locator('time'),
  },
  { name: 'profile: completed deal with the review form', as: asTraveler, url: deal('toReview'), content: reviewForm },
  {
    name: 'profile: the review form with its errors shown',
    as: asTraveler,
    url: deal('toReview'),
    content: reviewForm,
    // the rating's error is listed under its radios
    act: showErrors('form:has(input[type="radio"])', 'fieldset li'),
  },
  { name: 'profile: messages', as: asSender, url: profile('/messages'), content: dealLinks },
  { name: 'profile: finance', as: asTraveler, url: profile('/finance'), content: dealLinks },
  { name: 'profile: verification', as: ({ newcomer }) => newcomer, url: profile('/verification'), content: theForm },
  { name: 'profile: verification passed', as: asSender, url: profile('/verification') },
  { name: 'profile: my insurance', as: asSender, url: profile('/insurance') },
  { name: 'profile: not found', as: asSender, url: profile('/no-such-page') },
  { name: 'profile: logged out', url: profile('/') },
  { name: 'profile: redirect entry with an alert', url: profile('/redirect?action=alert&message=emailAlreadyConfirmed') },
];

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    for (const { name, as, url, content, withFooter, act } of [...SITE_PAGES, ...PROFILE_PAGES]) {
      test(`${name} (${locale}) has no serious or critical axe violation`, async ({ page }) => {
        if (as) await logInContext(page.context(), as(world));
        await page.goto(url(locale, world));
        await settled(page, content);
        if (withFooter) await expect(await scrollToFooter(page)).toBeVisible();
        if (act) await act(page);
        await expectAccessible(page, locale);
      });
    }
  });
}
