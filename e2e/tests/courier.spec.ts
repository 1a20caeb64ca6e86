import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loggedInPage, waitForApi } from '../support/accounts';
import { advanceCourierTo, answerCheckout, claimAsApiSays, claimIdOf, orderByApi, type ClaimFacts } from '../support/courier';
import { acceptedPaidDeal, type AcceptedDeal } from '../support/deals';
import { seriousViolations } from '../support/axe-check';
import { ORIGINS } from '../support/stack';

test.beforeEach(({ request }) => waitForApi(request));

/** The profile's and the order page's first load brings the app, the session and the deal. */
const FIRST_LOAD = { timeout: 20_000 };
/** The webhook job, the capture job and the first tracking step follow the checkout. */
const AFTER_PAYMENT = { timeout: 30_000 };

/** The progress view's heading: the claim's state in the spec's words. */
function progressState(page: Page, name: string) {
  return page.getByRole('heading', { name, exact: true });
}

/** Point A or B: the street typed, the offline gazetteer's suggestion chosen. */
async function choosePoint(page: Page, label: string, street: string, suggestion: RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(street);
  await page
    .getByRole('list', { name: `Addresses found for ${label}` })
    .getByRole('button', { name: suggestion })
    .first()
    .click();
}

/** A paid deal of the courier journeys' traveler and sender, carrying `description`. */
function paidDealCarrying(request: APIRequestContext, description: string): Promise<AcceptedDeal> {
  return acceptedPaidDeal(request, { description, names: ['Бауыржан', 'Мадина'] });
}

/** A paid deal carrying `description`, and the sender's courier order for it made through the API. */
async function orderedCourier(request: APIRequestContext, description: string): Promise<{ deal: AcceptedDeal; claim: ClaimFacts }> {
  const deal = await paidDealCarrying(request, description);
  return { deal, claim: await orderByApi(request, deal.sender, deal.bindId) };
}

/** The sender's order page of the claim, in a browser of its own: the order awaits its payment. */
async function senderOrderPage(browser: Browser, deal: AcceptedDeal, claim: ClaimFacts): Promise<Page> {
  const page = await loggedInPage(browser, deal.sender);
  await page.goto(`${ORIGINS.site}/en/widget/delivery?claim=${claim.id}`);
  await expect(progressState(page, 'Awaiting payment')).toBeVisible(FIRST_LOAD);
  return page;
}

test('the sender orders a courier from the deal page, pays on the checkout and follows the courier to the delivery, through a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const deal = await paidDealCarrying(request, 'Documents for the notary');
  const page = await loggedInPage(browser, deal.sender);

  await page.goto(`${ORIGINS.profile}/deals/${deal.bindId}`);
  const courier = page.getByRole('region', { name: 'Courier delivery' });
  await expect(courier).toContainText('A courier can take the parcel from you to the traveler.', FIRST_LOAD);
  await courier.getByRole('link', { name: 'Order a courier' }).click();
  await expect(page).toHaveURL(`${ORIGINS.site}/en/widget/delivery?bind=${deal.bindId}`);

  await choosePoint(page, 'Point A: where the courier picks the parcel up', 'Abay 150', /Abay Avenue/);
  await choosePoint(page, 'Point B: where the courier takes the parcel', 'Dostyk 5', /Dostyk Avenue/);
  await page.getByRole('button', { name: 'Calculate the price' }).click();
  await expect(page.getByRole('heading', { name: 'Price of the delivery' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^[\d,]+\s₸$/);
  await page.getByRole('button', { name: 'Fill in the order' }).click();

  await expect(page.getByLabel("Sender's name")).toHaveValue(deal.sender.firstName);
  await page.getByLabel("Recipient's phone").pressSequentially('7012345678');
  await page.getByRole('button', { name: 'Order the courier' }).click();
  await expect(progressState(page, 'Awaiting payment')).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^Time left to pay: /)).toBeVisible();
  const id = claimIdOf(page);
  expect(await seriousViolations(page)).toEqual([]);

  await answerCheckout(page, 'Pay');
  await expect(progressState(page, 'Searching for a courier')).toBeVisible(AFTER_PAYMENT);

  await advanceCourierTo(request, id, 'performer_found');
  await expect(progressState(page, 'Courier found')).toBeVisible(AFTER_PAYMENT);
  await page.reload();
  await expect(progressState(page, 'Courier found')).toBeVisible(FIRST_LOAD);
  expect(claimIdOf(page)).toBe(id);

  await advanceCourierTo(request, id, 'pickup_arrived');
  await expect(progressState(page, 'The courier has arrived at point A')).toBeVisible(AFTER_PAYMENT);
  await advanceCourierTo(request, id, 'delivered');
  await expect(progressState(page, 'Delivery completed')).toBeVisible(AFTER_PAYMENT);
  expect((await claimAsApiSays(request, deal.sender, id)).status).toBe('delivered');
});

test('a declined payment says the payment could not be confirmed and offers to pay again', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { deal, claim } = await orderedCourier(request, 'Keys to the flat');
  const page = await senderOrderPage(browser, deal, claim);
  await answerCheckout(page, 'Decline');
  await expect(page.getByText(/payment could not be confirmed/i).first()).toBeVisible(AFTER_PAYMENT);
  await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
  expect((await claimAsApiSays(request, deal.sender, claim.id)).status).toBe('payment_not_confirmed');
});

test('cancelling after the courier arrived refunds the fee less the courier service charge, within 7 days', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { deal, claim } = await orderedCourier(request, 'A birthday cake');
  const page = await senderOrderPage(browser, deal, claim);
  await answerCheckout(page, 'Pay');
  await expect(progressState(page, 'Searching for a courier')).toBeVisible(AFTER_PAYMENT);
  await advanceCourierTo(request, claim.id, 'pickup_arrived');
  await expect(progressState(page, 'The courier has arrived at point A')).toBeVisible(AFTER_PAYMENT);

  await page.getByRole('button', { name: 'Cancel the order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the courier order?' });
  await expect(dialog).toContainText('the courier service keeps a cancellation charge');
  await dialog.getByRole('button', { name: 'No, return' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel the order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

  await expect(progressState(page, 'Order cancelled')).toBeVisible(AFTER_PAYMENT);
  const { refund, price } = await claimAsApiSays(request, deal.sender, claim.id);
  expect(refund).not.toBeNull();
  expect(refund!.charge).toBeGreaterThan(0);
  expect(refund!.amount).toBe(price - refund!.charge);
  const tenge = (tiyn: number) => `${new Intl.NumberFormat('en').format(tiyn / 100)} ₸`;
  await expect(page.getByText(`${tenge(refund!.amount)} is refunded`)).toBeVisible();
  await expect(page.getByText(/The money comes back within 7 days/)).toBeVisible();
});

test('whoever holds the short link moves point B, and the order follows', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { deal, claim } = await orderedCourier(request, 'A winter coat');
  expect(claim.short_link).toBeTruthy();

  // the traveler, in a browser of their own and not logged in, opens the link the sender passed on
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(claim.short_link!);
  await expect(page.getByRole('heading', { name: 'Address for the courier' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(/^The courier comes to: /)).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Correct the address' }).click();
  await choosePoint(page, 'The right address', 'Nazarbayev 100', /Nazarbayev Avenue/);
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('The address is saved: the courier will come there.')).toBeVisible();

  const moved = await claimAsApiSays(request, deal.sender, claim.id);
  expect(moved.endStreet).toMatch(/Nazarbayev/);
  expect(moved.geocodes.end).not.toEqual(claim.geocodes.end);
});
