import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  beforeAllOnMarketplace,
  createTrip,
  kazakhstanDay,
  logInBrowser,
  signUp,
  test,
  type CityOnApi,
  type SignedUpUser,
} from '../support/api-fixtures';
import { KEY_DELAY_MS, nationalDigits } from '../support/accounts';

interface TravelerTrip {
  id: number;
  offers: { bind: { id: number; parcel_id: number; trip_id: number; status: string } }[];
}

let city: CityOnApi[];
let serik: SignedUpUser;
let aliya: SignedUpUser;
let dina: SignedUpUser;
let tripId: number;
let guestTripId: number;
const tripDate = kazakhstanDay(6);

beforeAllOnMarketplace(async (api, cityList) => {
  city = cityList;
  serik = await signUp(api, 'Серик');
  aliya = await signUp(api, 'Алия');
  const serikGoes = (from: number, to: number, offeredAmount: number) =>
    createTrip(api, serik, { from: city[from]!.id, to: city[to]!.id, date: tripDate, firstName: 'Серик', offeredAmount });
  // A route no other journey uses, so the board shows Серик's trip alone.
  tripId = await serikGoes(30, 31, 3500);
  // The guest's journey has a route of its own too: Серик's second trip, alone on the board for it.
  dina = await signUp(api, 'Дина');
  guestTripId = await serikGoes(32, 33, 4000);
});

/** The board of the route from city `from` to city `to`, Серик's trip alone on it: his button opens the parcel widget. */
async function sendWithSerik(page: Page, from: number, to: number) {
  await page.goto(`/en/schedule?from=${city[from]!.id}&to=${city[to]!.id}`);
  await expect(page.getByText('1 trip found')).toBeVisible();
  await page.getByRole('button', { name: 'Send a parcel with this traveler: Серик' }).click();
  return page.frameLocator('iframe[title="Send a parcel"]');
}

/** The page after the request, as after choosing a traveler on the schedule page: the parcel's and the request's ids. */
async function sentRequest(page: Page): Promise<{ parcelId: number; bindId: number }> {
  await expect(page).toHaveURL(/\/en\/schedule\/success\?parcel=\d+&bind=\d+$/);
  const address = new URL(page.url());
  return { parcelId: Number(address.searchParams.get('parcel')), bindId: Number(address.searchParams.get('bind')) };
}

async function offersOn(api: APIRequestContext, id: number): Promise<TravelerTrip['offers'][number]['bind'][]> {
  const answer = await api.get('/me/trips', { headers: { Authorization: `Bearer ${serik.token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as TravelerTrip[]).find((mine) => mine.id === id)!.offers.map((offer) => offer.bind);
}

test("'Send with this traveler' on the board opens the parcel widget on the trip's route and date, and the parcel goes to that trip", async ({
  page,
  context,
  api,
}) => {
  await logInBrowser(context, aliya);
  const widget = await sendWithSerik(page, 30, 31);
  await expect(widget.getByRole('heading', { name: 'New parcel' })).toBeVisible();
  await expect(widget.getByLabel('From', { exact: true })).toHaveValue(String(city[30]!.id));
  await expect(widget.getByLabel('To', { exact: true })).toHaveValue(String(city[31]!.id));
  await expect(widget.getByLabel('Deadline')).toHaveValue(tripDate);
  await expect(widget.getByText('Once created, your parcel goes to this traveler as a request.')).toBeVisible();

  await widget.getByRole('radio', { name: /Documents/ }).check();
  await widget.getByLabel('Description').fill('Доверенность для Серика');
  await widget.getByRole('button', { name: 'Send parcel' }).click();

  // As after choosing a traveler on the schedule page: what happens next, with the request's deal page.
  const { parcelId, bindId } = await sentRequest(page);

  // Серик sees Алия's request on his trip.
  expect(await offersOn(api, tripId)).toEqual([
    expect.objectContaining({ id: bindId, parcel_id: parcelId, trip_id: tripId, status: 'pending' }),
  ]);
});

test('a guest who logs in from the prefilled widget: the parcel created from the draft goes to that trip, and on to /schedule/success', async ({
  page,
  api,
}) => {
  const widget = await sendWithSerik(page, 32, 33);
  await expect(widget.getByLabel('From', { exact: true })).toHaveValue(String(city[32]!.id));
  await expect(widget.getByLabel('Deadline')).toHaveValue(tripDate);
  await widget.getByRole('radio', { name: /Documents/ }).check();
  await widget.getByLabel('Description').fill('Справка для Серика');
  // 'Log in' keeps the draft, and the trip with it.
  await widget.getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').pressSequentially(nationalDigits(dina.phone), { delay: KEY_DELAY_MS });
  await dialog.getByLabel('Password', { exact: true }).fill(dina.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // Her e-mail is not confirmed yet: the login offers the link first, then goes on where it was going.
  await expect(dialog.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const { parcelId, bindId } = await sentRequest(page);

  const mine = await api.get('/me/parcels', { headers: { Authorization: `Bearer ${dina.token}` } });
  expect(((await mine.json()) as { id: number; description: string }[]).map(({ id, description }) => ({ id, description }))).toEqual([
    { id: parcelId, description: 'Справка для Серика' },
  ]);
  expect(await offersOn(api, guestTripId)).toEqual([
    expect.objectContaining({ id: bindId, parcel_id: parcelId, trip_id: guestTripId, status: 'pending' }),
  ]);
});
