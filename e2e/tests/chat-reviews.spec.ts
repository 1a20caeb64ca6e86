import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { loggedInPage, waitForApi, type City, type ProfileAccount } from '../support/accounts';
import { acceptedDeal, completedDeal, paidDeal } from '../support/deals';
import { seriousViolations } from '../support/axe-check';
import { ORIGINS } from '../support/stack';

test.beforeEach(({ request }) => waitForApi(request));

const FIRST_LOAD = { timeout: 20_000 };
/** A message crosses the API's stream from one browser to the other: well within this on a busy machine. */
const LIVE = { timeout: 10_000 };

async function dealPageOf(browser: Browser, account: ProfileAccount, bindId: number): Promise<Page> {
  const page = await loggedInPage(browser, account);
  await page.goto(`${ORIGINS.profile}/deals/${bindId}#chat`);
  return page;
}

function chatOf(page: Page, otherName: string): Locator {
  return page.getByRole('region', { name: `Chat with ${otherName}` });
}

async function send(chat: Locator, text: string): Promise<void> {
  const field = chat.getByLabel('Your message');
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/** A route no other journey uses, so the board shows this traveler's trip on its first page. */
async function quietRoute(page: Page): Promise<[City, City]> {
  const cities = (await (await page.request.get(`${ORIGINS.api}/cities`)).json()) as City[];
  return [cities[15]!, cities[16]!];
}

test('sender and traveler chat live with contacts masked until payment, then review each other and the rating reaches the card', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const route = await quietRoute(page);
  const deal = await acceptedDeal(request, { description: 'Documents for the notary', route, names: ['Нұрлан', 'Сәуле'] });
  const senderPage = await dealPageOf(browser, deal.sender, deal.bindId);
  const travelerPage = await dealPageOf(browser, deal.traveler, deal.bindId);
  const senderChat = chatOf(senderPage, 'Нұрлан');
  const travelerChat = chatOf(travelerPage, 'Сәуле');
  await expect(senderChat.getByLabel('Your message')).toBeVisible(FIRST_LOAD);
  await expect(travelerChat.getByLabel('Your message')).toBeVisible(FIRST_LOAD);
  // the traveler's stream is open before the sender writes: what follows arrives live, with no reload
  await expect(travelerChat.getByText('No messages yet.', { exact: false })).toBeVisible();

  await send(senderChat, 'Call me on +7 701 234 56 78 or write to saule.notary@example.kz');
  const senderLog = senderChat.getByRole('log', { name: 'Messages' });
  const travelerLog = travelerChat.getByRole('log', { name: 'Messages' });
  await expect(senderLog).toContainText('Call me on +7 701 234 56 78 or write to saule.notary@example.kz');
  await expect(senderLog).toContainText('hidden from the other party until the deal is paid');
  await expect(travelerLog).toContainText('Call me on ••• or write to •••', LIVE);
  await expect(travelerLog).not.toContainText('701 234');
  await expect(travelerPage.locator('a[href^="tel:"]')).toHaveCount(0);

  await send(travelerChat, 'Hello! Tomorrow at 10 suits me.\nMy handle is @nurlan_kz');
  await expect(senderLog).toContainText('Hello! Tomorrow at 10 suits me.', LIVE);
  await expect(senderLog).not.toContainText('@nurlan_kz');
  // the traveler's page read the sender's message while it was open: the sender sees it read, live
  await expect(senderLog.getByText('Read', { exact: true })).toBeVisible(LIVE);
  expect(await seriousViolations(travelerPage)).toEqual([]);

  await paidDeal(request, deal);
  await travelerPage.reload();
  await expect(travelerLog).toContainText('Call me on +7 701 234 56 78 or write to saule.notary@example.kz', FIRST_LOAD);
  await expect(travelerPage.locator(`a[href="tel:+${deal.sender.phone}"]`)).toBeVisible();
  await senderPage.reload();
  await expect(senderLog).toContainText('My handle is @nurlan_kz', FIRST_LOAD);
  await expect(senderPage.locator(`a[href="tel:+${deal.traveler.phone}"]`)).toBeVisible();

  await completedDeal(request, deal);
  for (const [reviewer, rating, text] of [
    [senderPage, '5 of 5: excellent', 'On time and careful with the documents.'],
    [travelerPage, '4 of 5: good', 'Clear instructions, easy hand-over.'],
  ] as const) {
    await reviewer.reload();
    const reviews = reviewer.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('group', { name: 'Rating' })).toBeVisible(FIRST_LOAD);
    await reviews.getByRole('radio', { name: rating }).check();
    await reviews.getByLabel('Review (optional)').fill(text);
    await reviews.getByRole('button', { name: 'Leave the review' }).click();
    await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
  }
  // Both reviews are in: double-blind lifts and each sees the other's.
  await senderPage.reload();
  const senderReviews = senderPage.getByRole('region', { name: 'Reviews' });
  await expect(senderReviews.getByRole('heading', { name: 'Нұрлан’s review of you' })).toBeVisible(FIRST_LOAD);
  await expect(senderReviews).toContainText('Clear instructions, easy hand-over.');
  expect(await seriousViolations(senderPage)).toEqual([]);

  // The public board: the traveler's card carries the new rating, and it opens the review.
  await page.goto(`/en/schedule?from=${route[0].id}&to=${route[1].id}`);
  const card = page.getByRole('article', { name: 'Нұрлан' });
  const rating = card.getByRole('button', { name: /^Rating 5(\.0)? out of 5, 1 review$/ });
  await expect(rating).toBeVisible(FIRST_LOAD);
  await rating.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('On time and careful with the documents.');
  await expect(dialog).toContainText('Сәуле');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await senderPage.context().close();
  await travelerPage.context().close();
});
