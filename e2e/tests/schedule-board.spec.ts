import { expect } from '@playwright/test';
import { beforeAllOnMarketplace, createTrip, kazakhstanDay, signUp, test, type CityOnApi } from '../support/api-fixtures';

let city: CityOnApi[];

beforeAllOnMarketplace(async (api, cityList) => {
  city = cityList;
  const traveler = await signUp(api, 'Samat');
  // Routes no other spec uses: the board lists every upcoming trip.
  const trips = [
    { to: 11, inDays: 3, firstName: 'Gulnar', offeredAmount: 4000 },
    { to: 11, inDays: 9, firstName: 'Timur', offeredAmount: 5500, deliveryType: 'airport' as const },
    { to: 12, inDays: 4, firstName: 'Kamila', offeredAmount: 3000 },
  ];
  for (const { to, inDays, ...trip } of trips) {
    await createTrip(api, traveler, { from: city[10]!.id, to: city[to]!.id, date: kazakhstanDay(inDays), ...trip });
  }
});

test('the trip board filters by route and keeps the search in the address', async ({ page }) => {
  await page.goto('/en/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Travelers' trips");
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByLabel('From').selectOption({ label: city[10]!.name_en });
  await page.getByLabel('To').selectOption({ label: city[11]!.name_en });
  await page.getByRole('button', { name: 'Find trips' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/schedule\\?from=${city[10]!.id}&to=${city[11]!.id}$`));
  await expect(page.getByText('2 trips found')).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Gulnar', 'Timur']);
  await expect(page.getByRole('article', { name: 'Timur' }).getByText(`${city[10]!.name_en} → ${city[11]!.name_en}`)).toBeVisible();

  await page.getByLabel('To').selectOption({ label: city[12]!.name_en });
  await page.getByRole('button', { name: 'Find trips' }).click();
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Kamila']);

  await page.reload();
  await expect(page.getByLabel('To')).toHaveValue(String(city[12]!.id));
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(['Kamila']);

  await page.getByRole('button', { name: 'Send a parcel with this traveler: Kamila' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a route nobody travels offers to post a parcel; the board reads in Russian at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ru/schedule?from=${city[12]!.id}&to=${city[10]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поездки путешественников');
  await expect(page.getByRole('heading', { name: 'Предстоящих поездок не найдено' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить посылку' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/ru/schedule?from=${city[10]!.id}&to=${city[11]!.id}`);
  await expect(page.getByText('Найдено 2 поездки')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gulnar' }).getByText(/^4\s000\s₸$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
