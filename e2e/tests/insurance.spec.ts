import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loggedInPage, waitForApi } from '../support/accounts';
import { acceptedPaidDeal, type AcceptedDeal } from '../support/deals';
import { seriousViolations } from '../support/axe-check';
import { ORIGINS } from '../support/stack';

test.beforeEach(({ request }) => waitForApi(request));

const FIRST_LOAD = { timeout: 20_000 };
/** The webhook, the capture and the insurer's issue run as jobs after the checkout. */
const AFTER_PAYMENT = { timeout: 45_000 };

interface Person {
  fio: string;
  iin: string;
  documentNumber: string;
}

/** People whose IINs carry a valid check digit and a birth date before the document's issue. */
const SENDER: Person = { fio: 'Серікова Айгүл Маратқызы', iin: '900101300126', documentNumber: '012345678' };
const TRAVELER: Person = { fio: 'Ахметов Ерлан Серікұлы', iin: '850615400343', documentNumber: '023456789' };
const RECIPIENT: Person = { fio: 'Оспанов Данияр Бекұлы', iin: '921231400562', documentNumber: '034567891' };
/** On the simulated insurer's sanctions list (api/src/insurance/simulator). */
const SANCTIONED_IIN = '770405400126';

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function fillParcel(page: Page, cost: string): Promise<void> {
  await page.getByLabel('Length, cm').fill('30');
  await page.getByLabel('Width, cm').fill('20');
  await page.getByLabel('Height, cm').fill('10');
  await page.getByLabel('Weight, kg').fill('2');
  await page.getByLabel('Declared cost, ₸').fill(cost);
  await page.getByLabel('What is in the parcel').fill('A laptop in its box');
  await page.getByLabel('Delivery price, ₸').fill('7500');
  await next(page);
}

async function fillPerson(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Full name').fill(person.fio);
  await page.getByLabel('IIN').fill(person.iin);
  await page.getByRole('group', { name: 'Resident of Kazakhstan' }).getByLabel('Yes').check();
  await page.getByLabel('Identity document').selectOption('id_card');
  await page.getByLabel('Document number').fill(person.documentNumber);
  await page.getByLabel('Date of issue').fill('2015-03-10');
  await page.getByLabel('Address').fill('Алматы, проспект Абая, 150');
  const phone = page.getByLabel('Mobile phone');
  await phone.fill('');
  await phone.pressSequentially('7011234567');
  await next(page);
}

/**
 * A paid deal carrying `description`, and its sender in a browser of its own, gone from the deal page to the summary of
 * the insurance widget.
 */
async function insureFromDeal(
  browser: Browser,
  request: APIRequestContext,
  description: string,
  traveler: Person,
): Promise<{ deal: AcceptedDeal; page: Page }> {
  const deal = await acceptedPaidDeal(request, { description, names: ['Тимур', 'Жанар'] });
  const { bindId } = deal;
  const page = await loggedInPage(browser, deal.sender);
  await page.goto(`${ORIGINS.profile}/deals/${bindId}`);
  await page.getByRole('link', { name: 'Insure this parcel' }).click(FIRST_LOAD);
  await expect(page).toHaveURL(`${ORIGINS.site}/en/widget/insurance?bind=${bindId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcel insurance' })).toBeVisible(FIRST_LOAD);
  await fillParcel(page, '150000');
  await fillPerson(page, SENDER);
  await fillPerson(page, traveler);
  await fillPerson(page, RECIPIENT);
  return { deal, page };
}

test('the sender insures the parcel from the deal page, pays on the checkout and finds the policy in the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { deal, page } = await insureFromDeal(browser, request, 'A laptop for my sister', TRAVELER);
  // 150 000 ₸ is in the tariff's second band: 1.5 %, 2 250 ₸
  const summary = page.locator('main');
  await expect(summary).toContainText('2,250 ₸', FIRST_LOAD);
  await expect(summary).toContainText('152,250 ₸');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Insure and pay' }).click();

  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/dev/checkout/`), FIRST_LOAD);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGINS.profile}/deals/${deal.bindId}?lang=en`, FIRST_LOAD);
  const insurance = page.getByRole('region', { name: 'Insurance' });
  await expect(insurance).toContainText('Issued', AFTER_PAYMENT);
  await expect(insurance).toContainText(/Policy SIM-\d{10}/);

  await page.goto(`${ORIGINS.profile}/insurance`);
  const policies = page.getByRole('region', { name: 'My insurance' });
  await expect(policies).toContainText(/SIM-\d{10}/, FIRST_LOAD);
  await expect(policies).toContainText('Issued');
  await page.context().close();
});

test("the insurer's refusal opens the 'insurance error' window with its reason and contact, keeping the form", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page } = await insureFromDeal(browser, request, 'Jewellery for a wedding', { ...TRAVELER, iin: SANCTIONED_IIN });
  await page.getByRole('button', { name: 'Insure and pay' }).click();

  const dialog = page.getByRole('dialog', { name: 'The insurer cannot conclude a contract' });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  await expect(dialog).toContainText("Insurer's reason");
  await expect(dialog).toContainText('Contact the insurer');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Insure and pay' })).toBeVisible();
  await page.context().close();
});
