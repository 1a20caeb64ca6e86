import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';
import { inDays, loggedInPage, sendRequest, signUp, travelerWithTripAndSender, waitForApi } from '../support/accounts';
import { chooseTravelerForParcel, fillParcel, openWidget } from './widgets-support';

test.beforeEach(({ request }) => waitForApi(request));

test("a parcel bound on the main site shows in the sender's profile and in the traveler's /travels; the traveler accepts; the sender sees 'accepted'", async ({
  browser,
  request,
}) => {
  // Two sign-ups, the widget's iframe, the schedule page and two profiles: a long journey on a busy machine.
  test.setTimeout(180_000);
  const { traveler, sender } = await travelerWithTripAndSender(request, ['Ерлан', 'Сәуле'], 5);

  // The sender posts the parcel in the site's widget (an iframe in the create-parcel modal) and chooses the traveler.
  const senderPage = await loggedInPage(browser, sender);
  // The widget's iframe loads its own app: on a cold stack that can take a while.
  const widget = await openWidget(senderPage, 'Send a parcel', 'Send a parcel', 'New parcel', { timeout: 30_000 });
  await fillParcel(widget, 'Two books for my sister', inDays(10));
  await widget.getByRole('button', { name: 'Send parcel' }).click();
  await chooseTravelerForParcel(senderPage);

  await senderPage.getByRole('button', { name: 'Choose Ерлан' }).click();
  await senderPage.getByRole('dialog').getByRole('button', { name: 'Send the request' }).click();
  await senderPage.waitForURL(/\/en\/schedule\/success/);

  await senderPage.goto(`${ORIGINS.profile}/`);
  const parcel = senderPage.getByRole('region', { name: 'My parcels' }).getByRole('article', { name: 'Almaty → Astana' });
  await expect(parcel.getByText('Request sent')).toBeVisible();
  await expect(parcel).toContainText('Your request has been sent to Ерлан. Waiting for an answer.');
  await expect(parcel).toContainText('Two books for my sister');

  const travelerPage = await loggedInPage(browser, traveler);
  await travelerPage.goto(`${ORIGINS.profile}/travels`);
  const trip = travelerPage.getByRole('article', { name: 'Almaty → Astana' });
  const offer = trip.getByRole('list', { name: /Requests for the trip/ }).getByRole('listitem');
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText('Awaiting answer');
  await expect(offer).toContainText('Two books for my sister');
  // No reward given in the widget: the trip's amount, less the 20% commission.
  await expect(offer).toContainText('Reward 10,000 ₸, you receive 8,000 ₸');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toContainText('Accepted');
  await expect(offer.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await senderPage.reload();
  await expect(parcel.getByText('Request accepted', { exact: true })).toBeVisible();
  await expect(parcel).toContainText('Request accepted: Ерлан will carry your parcel.');

  await senderPage.context().close();
  await travelerPage.context().close();
});

test('the traveler declines in Russian and the sender can choose another traveler', async ({ browser, request }) => {
  const traveler = await signUp(request, 'Нурлан');
  const sender = await signUp(request, 'Гульнара');
  const { parcelId } = await sendRequest(request, { traveler, sender, description: 'Документы', tripInDays: 6 });

  const page = await loggedInPage(browser, traveler);
  await page.goto(`${ORIGINS.profile}/travels?lang=ru`);
  const offer = page.getByRole('article', { name: 'Алматы → Астана' }).getByRole('listitem');
  await offer.getByRole('button', { name: 'Отклонить' }).click();
  await offer.getByRole('button', { name: 'Да, отклонить' }).click();
  await expect(offer).toContainText('Вы отклонили заявку.');
  await page.context().close();

  const senderPage = await loggedInPage(browser, sender);
  await senderPage.goto(`${ORIGINS.profile}/?lang=ru`);
  const parcel = senderPage.getByRole('article', { name: 'Алматы → Астана' });
  await expect(parcel.getByText('Заявка отклонена')).toBeVisible();
  await expect(parcel.getByRole('link', { name: 'Выбрать путешественника' })).toHaveAttribute(
    'href',
    `${ORIGINS.site}/ru/schedule/${parcelId}`,
  );
  await senderPage.context().close();
});
