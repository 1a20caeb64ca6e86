import { expect, test } from '@playwright/test';
import type { MyParcel, MyTrip, Parcel } from '@jetkiz/contracts';
import { ORIGINS } from '../support/stack';
import { finishSignUp, KEY_DELAY_MS, nationalDigits, newAccount, tokenCookie, waitForApi } from '../support/accounts';
import { chooseTravelerForParcel, fillParcel, fillTrip, getAs, JPEG, logInAs, openWidget, PNG } from './widgets-support';

test.beforeEach(({ request }) => waitForApi(request));

test("a logged-in traveler creates a trip from the home page's create-travel modal", async ({ page, request, context }) => {
  const account = await logInAs(request, context, 'Құрманғазы');
  const widget = await openWidget(page, 'Take a parcel on your trip', 'Create a trip', 'New trip');
  await expect(widget.getByRole('radio', { name: 'Sign up' })).toHaveCount(0);
  await fillTrip(widget, 'Құрманғазы');
  await widget.getByRole('button', { name: 'Create trip' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your trip is created' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', `${ORIGINS.profile}/travels?lang=en`);

  const trips = await getAs<MyTrip[]>(request, '/me/trips', account.token);
  expect(trips).toHaveLength(1);
  expect(trips[0]).toMatchObject({ offered_amount: 4500, weight_allowance: 'baggage', delivery_type: 'railway' });
});

test('a logged-in sender creates a parcel with two photos and lands on /schedule/{id}', async ({ page, request, context }) => {
  const account = await logInAs(request, context, 'Ұлжан');
  const widget = await openWidget(page, 'Send a parcel', 'Send a parcel', 'New parcel');
  await widget.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expect(widget.getByRole('img', { name: 'front.png' })).toBeVisible();
  await expect(widget.getByRole('img', { name: 'back.jpg' })).toBeVisible();
  await fillParcel(widget, 'Две книги в коробке');
  await expect(widget.getByText(/^Recommended price: /)).toBeVisible();
  await widget.getByRole('button', { name: 'Send parcel' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  const parcelId = await chooseTravelerForParcel(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const parcel = await getAs<Parcel>(request, `/parcels/${parcelId}`, account.token);
  expect(parcel).toMatchObject({ description: 'Две книги в коробке', weight_class: 'M' });
  expect(parcel.images).toHaveLength(2);
});

test('a guest drafts a parcel, signs up in the auth modals, and the parcel is the new user’s', async ({ page, request }) => {
  const account = newAccount('Әйгерім');
  const widget = await openWidget(page, 'Send a parcel', 'Send a parcel', 'New parcel');
  await widget.getByLabel('Add photos').setInputFiles([{ name: 'box.png', mimeType: 'image/png', buffer: PNG }]);
  await fillParcel(widget, 'Документы для визы');
  await expect(widget.getByRole('radio', { name: 'Sign up' })).toBeChecked();
  await widget.getByRole('button', { name: 'Sign up and send' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Phone number').pressSequentially(nationalDigits(account.phone), { delay: KEY_DELAY_MS });
  await dialog.getByRole('button', { name: 'Get the code' }).click();
  await finishSignUp(request, dialog, account, 'en', { delay: KEY_DELAY_MS });

  await expect(dialog.getByText('Your account is ready and your parcel is posted.', { exact: false })).toBeVisible();
  const token = await tokenCookie(page);
  expect(token).toBeTruthy();
  const parcels = await getAs<MyParcel[]>(request, '/me/parcels', token!);
  expect(parcels).toHaveLength(1);
  expect(parcels[0]).toMatchObject({ description: 'Документы для визы', type: 'parcel', weight_class: 'M' });
  expect(parcels[0]!.images).toHaveLength(1);
});

test('a guest parcel with an e-mail lands on the schedule page with its guest token', async ({ page, request }) => {
  const widget = await openWidget(page, 'Send a parcel', 'Send a parcel', 'New parcel');
  await fillParcel(widget, 'Ключи от квартиры');
  await widget.getByRole('radio', { name: 'Continue as a guest' }).check();
  await widget.getByLabel('Your e-mail').fill('guest.sender@example.kz');
  await widget.getByRole('button', { name: 'Send as a guest' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Choose a traveler' }).click();
  await expect(page).toHaveURL(/\/en\/schedule\/\d+\?guest_token=[^&]+$/);
  const url = new URL(page.url());
  const parcelId = /schedule\/(\d+)$/.exec(url.pathname)![1];
  const guestToken = url.searchParams.get('guest_token')!;

  const read = await request.get(`${ORIGINS.api}/parcels/${parcelId}`, { params: { guest_token: guestToken } });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ description: 'Ключи от квартиры' });
  const withoutToken = await request.get(`${ORIGINS.api}/parcels/${parcelId}`);
  expect(withoutToken.status()).toBeGreaterThanOrEqual(400);
});
