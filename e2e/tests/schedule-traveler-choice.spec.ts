import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  beforeAllOnMarketplace,
  bindParcel,
  createGuestParcel,
  createParcel,
  createTrip,
  kazakhstanDay,
  logInBrowser,
  signUp,
  test,
  waitForMessage,
  type CityOnApi,
  type ParcelFields,
  type SignedUpUser,
  type TripFields,
} from '../support/api-fixtures';

// Each test uses its own route, so the trips of one never fit the parcels of another; the routes are drawn from the
// end of the city list, away from the Almaty and Astana routes the other journeys of the suite use.
let routeEnds: [from: CityOnApi, to: CityOnApi][];
let traveler: SignedUpUser;

beforeAllOnMarketplace(async (api, cityList) => {
  const ends = cityList.slice(-8);
  routeEnds = [0, 2, 4, 6].map((first): [CityOnApi, CityOnApi] => [ends[first]!, ends[first + 1]!]);
  traveler = await signUp(api, 'Serik');
});

/** The route of the file's test number `testNumber`: its cities, the file's traveler's trips on it, new senders' parcels on it. */
function routeOfTest(api: APIRequestContext, testNumber: number) {
  const [from, to] = routeEnds[testNumber]!;
  return {
    from,
    to,
    /** A trip of the file's traveler on the route. */
    trip: (fields: Omit<TripFields, 'from' | 'to'>): Promise<number> => createTrip(api, traveler, { from: from.id, to: to.id, ...fields }),
    /** A new sender's parcel on the route, the sender logged in in this browser. */
    async parcelOfNewSender(
      context: BrowserContext,
      firstName: string,
      parcel: Omit<ParcelFields, 'from' | 'to'>,
    ): Promise<{ sender: SignedUpUser; parcelId: number }> {
      const sender = await signUp(api, firstName);
      const parcelId = await createParcel(api, sender, { from: from.id, to: to.id, ...parcel });
      await logInBrowser(context, sender);
      return { sender, parcelId };
    },
  };
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test('a parcel with three fitting trips and one that does not fit: three cards in order, bind, then parcel_was_bound', async ({
  api,
  page,
  context,
}) => {
  const { from, to, trip, parcelOfNewSender } = routeOfTest(api, 0);
  const { sender, parcelId } = await parcelOfNewSender(context, 'Aliya', { deadline: kazakhstanDay(20), weightKg: 2 });
  const fitting = [
    await trip({
      date: kazakhstanDay(8),
      firstName: 'Yerlan',
      offeredAmount: 3500,
      deliveryType: 'airport',
      logisticCompany: true,
    }),
    await trip({ date: kazakhstanDay(3), firstName: 'Bota', offeredAmount: 6000 }),
    await trip({
      date: kazakhstanDay(5),
      firstName: 'Aruzhan',
      offeredAmount: 4500,
      weightAllowance: 'hand_luggage',
      deliveryType: 'address',
    }),
  ];
  await trip({ date: kazakhstanDay(30), firstName: 'Late', offeredAmount: 2000 });

  await page.goto(`/en/schedule/${parcelId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a traveler');
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(await cardNames(page)).toEqual(['Bota', 'Aruzhan', 'Yerlan']);
  await expect(page.getByText(`${from.name_en} → ${to.name_en}`)).toBeVisible();
  const yerlan = page.getByRole('article', { name: 'Yerlan' });
  await expect(yerlan.getByText('Logistics company')).toBeVisible();
  await expect(yerlan.getByText('The traveler receives 2,800 ₸ after the 20% commission')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bota' }).getByText('New traveler')).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price' });
  expect(await cardNames(page)).toEqual(['Yerlan', 'Aruzhan', 'Bota']);

  // A second tab of the same sender, left open on the cards while the first one binds.
  const staleTab = await context.newPage();
  await staleTab.goto(`/en/schedule/${parcelId}`);
  await expect(staleTab.getByRole('article')).toHaveCount(3);

  await page.getByRole('button', { name: 'Choose Aruzhan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the request to Aruzhan?' });
  await expect(dialog.getByRole('button', { name: 'Send the request' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choose Aruzhan' })).toBeFocused();

  await page.getByRole('button', { name: 'Choose Aruzhan' }).click();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/schedule/success\\?parcel=${parcelId}&bind=\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request sent');
  await expect(page.getByRole('heading', { name: 'Payment after delivery' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the request' })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/deals\/\d+\?lang=en$/,
  );

  await staleTab.getByRole('button', { name: 'Choose Bota' }).click();
  await staleTab.getByRole('dialog').getByRole('button', { name: 'Send the request' }).click();
  const notice = staleTab
    .getByRole('alert')
    .filter({ has: staleTab.getByRole('heading', { name: 'This parcel already has a request to a traveler' }) });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Open my profile' })).toBeVisible();
  await expect(staleTab.getByRole('dialog')).toBeHidden();

  // The API agrees: a second bind is refused while the first is pending.
  expect(await bindParcel(api, sender, parcelId, fitting[0]!)).toBe(409);
  await staleTab.reload();
  await expect(staleTab.getByRole('heading', { name: 'This parcel already has a request to a traveler' })).toBeVisible();
  await expect(staleTab.getByRole('article')).toHaveCount(0);
});

test("a parcel with no trips: 'we will notify you', a later deadline, and the owner's notification when a fitting trip appears", async ({
  api,
  page,
  context,
}) => {
  const { from, to, trip, parcelOfNewSender } = routeOfTest(api, 1);
  const { sender, parcelId } = await parcelOfNewSender(context, 'Madina', { deadline: kazakhstanDay(10) });
  await trip({ date: kazakhstanDay(40), firstName: 'Nurlan', offeredAmount: 5000 });

  await page.goto(`/en/schedule/${parcelId}`);
  await expect(page.getByRole('heading', { name: 'Your request is accepted' })).toBeVisible();
  await expect(page.getByText('We will notify you as soon as a traveler who can take your parcel appears.')).toBeVisible();
  await expect(page.getByText(`No traveler is going from ${from.name_en} to ${to.name_en} by`)).toBeVisible();
  // The route's board shows the later trip that does not fit by the deadline.
  await expect(page.getByRole('article', { name: 'Nurlan' })).toBeVisible();

  await page.getByLabel('New deadline').fill(kazakhstanDay(15));
  await page.getByRole('button', { name: 'Move the deadline' }).click();
  await expect(page.getByText(/^The deadline is now .*We keep looking and will notify you\.$/)).toBeVisible();

  await trip({ date: kazakhstanDay(12), firstName: 'Dana', offeredAmount: 4000 });
  const notice = await waitForMessage(api, sender.email, (message) => message.body.includes(`/schedule/${parcelId}`));
  expect(notice.subject).toBe('Jetkiz: a traveler for your parcel');

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Choose Dana' })).toBeVisible();
});

test('a guest link works with its guest_token and not without it', async ({ api, page }) => {
  const { from, to, trip } = routeOfTest(api, 2);
  const guest = await createGuestParcel(api, `guest${Date.now()}@example.kz`, {
    from: from.id,
    to: to.id,
    deadline: kazakhstanDay(14),
    type: 'documents',
    weightKg: 1,
  });
  await trip({
    date: kazakhstanDay(4),
    firstName: 'Aigul',
    offeredAmount: 3000,
    weightAllowance: 'hand_luggage',
  });

  await page.goto(`/en/schedule/${guest.id}`);
  await expect(page.getByRole('heading', { name: 'This link does not open the parcel' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  await page.goto(`/en/schedule/${guest.id}?guest_token=${encodeURIComponent(guest.guestToken)}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Choose Aigul' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request sent');
  await expect(page.getByRole('button', { name: 'Log in or sign up' })).toBeVisible();
});

test('the traveler choice fits a 360 px wide screen, in Kazakh', async ({ api, page, context }) => {
  const { trip, parcelOfNewSender } = routeOfTest(api, 3);
  const { parcelId } = await parcelOfNewSender(context, 'Asel', { deadline: kazakhstanDay(20) });
  await trip({
    date: kazakhstanDay(6),
    firstName: 'Zhanibek',
    offeredAmount: 125000,
    logisticCompany: true,
  });
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto(`/kz/schedule/${parcelId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Саяхатшыны таңдау');
  const card = page.getByRole('article', { name: 'Zhanibek' });
  await expect(card.getByText(/^125\s000\s₸$/)).toBeVisible();
  await expect(card.getByText('Логистикалық компания')).toBeVisible();
  // Kazakh dates even where the browser has no Kazakh locale data.
  await expect(card.getByText(/^\d{4} ж\. \d{1,2} [а-яәғқңөұүһі]+, [а-яәғқңөұүһі]{2}$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Таңдау: Zhanibek' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
