import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { createParcel, inDays, logInContext, sendRequest, signedUpIn, signUp, twoCities, waitForApi } from '../support/accounts';

test.beforeEach(({ request }) => waitForApi(request));

test("the redirect entry with redirect_to=trips_sample&parcel_id=N opens the main site's /schedule/N", async ({
  page,
  request,
  context,
}) => {
  const [almaty, astana] = await twoCities(request);
  const sender = await signUp(request, 'Асель');
  const parcelId = await createParcel(request, sender, almaty, astana, inDays(9), 'A phone charger');
  await logInContext(context, sender);

  await page.goto(`${ORIGINS.profile}/redirect?action=redirect&redirect_to=trips_sample&parcel_id=${parcelId}`);
  await page.waitForURL(`${ORIGINS.site}/en/schedule/${parcelId}`);
  await expect(page.getByText(`Parcel No. ${parcelId}`)).toBeVisible();
});

test('the redirect entry opens /travels for my_trips and shows only a known alert message', async ({ page, request, context }) => {
  await signedUpIn(context, request, 'Тимур');

  await page.goto(`${ORIGINS.profile}/redirect?action=redirect&redirect_to=my_trips`);
  await page.waitForURL(`${ORIGINS.profile}/travels`);
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();

  await page.goto(`${ORIGINS.profile}/redirect?action=alert&message=emailAlreadyConfirmed`);
  await page.waitForURL(`${ORIGINS.profile}/`);
  await expect(page.getByRole('status').filter({ hasText: 'The e-mail is already confirmed' })).toBeVisible();

  // Only known alert keys are shown: free text from a link never speaks in the site's name.
  await page.goto(
    `${ORIGINS.profile}/redirect?action=alert&message=${encodeURIComponent('Your account is blocked, call +7 700 000 00 00')}`,
  );
  await page.waitForURL(`${ORIGINS.profile}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your account is blocked', { exact: false })).toHaveCount(0);
});

test('the redirect entry takes a chat link to the chat of its deal', async ({ page, request, context }) => {
  const traveler = await signUp(request, 'Берик');
  const sender = await signUp(request, 'Жанна');
  const { bindId } = await sendRequest(request, { traveler, sender, description: 'Keys', tripInDays: 4 });
  await logInContext(context, traveler);

  await page.goto(`${ORIGINS.profile}/redirect?action=redirect&redirect_to=chat&chat_channel_id=bind-${bindId}`);
  await page.waitForURL(`${ORIGINS.profile}/deals/${bindId}#chat`);
  const chat = page.getByRole('region', { name: 'Chat with Жанна' });
  await expect(chat).toBeFocused();
  await expect(chat.getByLabel('Your message')).toBeVisible();
});
