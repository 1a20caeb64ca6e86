import { expect } from '@playwright/test';
import {
  cities,
  createTrip,
  kazakhstanDay,
  logInBrowser,
  signUp,
  test,
  waitForMarketplaceApi,
  withApi,
  type CityOnApi,
  type SignedUpUser,
} from '../support/api-fixtures';

interface TravelerTrip {
  id: number;
  offers: { bind: { id: number; parcel_id: number; trip_id: number; status: string } }[];
}

let city: CityOnApi[];
let serik: SignedUpUser;
let aliya: SignedUpUser;
let tripId: number;
const tripDate = kazakhstanDay(6);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await withApi(async (api) => {
    await waitForMarketplaceApi(api);
    city = await cities(api);
    serik = await signUp(api, 'Серик');
    aliya = await signUp(api, 'Алия');
    // A route no other journey uses, so the board shows Серик's trip alone.
    tripId = await createTrip(api, serik, {
      from: city[30]!.id,
      to: city[31]!.id,
      date: tripDate,
      firstName: 'Серик',
      offeredAmount: 3500,
    });
  });
});

test("'Send with this traveler' on the board opens the parcel widget on the trip's route and date, and the parcel goes to that trip", async ({
  page,
  context,
  api,
}) => {
  await logInBrowser(context, aliya);
  await page.goto(`/en/schedule?from=${city[30]!.id}&to=${city[31]!.id}`);
  await expect(page.getByText('1 trip found')).toBeVisible();
  await page.getByRole('button', { name: 'Send a parcel with this traveler: Серик' }).click();

  const widget = page.frameLocator('iframe[title="Send a parcel"]');
  await expect(widget.getByRole('heading', { name: 'New parcel' })).toBeVisible();
  await expect(widget.getByLabel('From', { exact: true })).toHaveValue(String(city[30]!.id));
  await expect(widget.getByLabel('To', { exact: true })).toHaveValue(String(city[31]!.id));
  await expect(widget.getByLabel('Deadline')).toHaveValue(tripDate);
  await expect(widget.getByText('Once created, your parcel goes to this traveler as a request.')).toBeVisible();

  await widget.getByRole('radio', { name: /Documents/ }).check();
  await widget.getByLabel('Description').fill('Доверенность для Серика');
  await widget.getByRole('button', { name: 'Send parcel' }).click();

  // As after choosing a traveler on the schedule page: what happens next, with the request's deal page.
  await expect(page).toHaveURL(/\/en\/schedule\/success\?parcel=\d+&bind=\d+$/);
  const address = new URL(page.url());
  const parcelId = Number(address.searchParams.get('parcel'));
  const bindId = Number(address.searchParams.get('bind'));

  // Серик sees Алия's request on his trip.
  const answer = await api.get('/me/trips', { headers: { Authorization: `Bearer ${serik.token}` } });
  expect(answer.status()).toBe(200);
  const trip = ((await answer.json()) as TravelerTrip[]).find((mine) => mine.id === tripId)!;
  expect(trip.offers.map((offer) => offer.bind)).toEqual([
    expect.objectContaining({ id: bindId, parcel_id: parcelId, trip_id: tripId, status: 'pending' }),
  ]);
});
