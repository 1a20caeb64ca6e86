import { expect, test, type Page } from '@playwright/test';
import { inDays, loggedInPage, travelerWithTripAndSender, waitForApi } from '../support/accounts';
import { expectParcelPhotos } from '../support/parcel-photos';
import { ORIGINS } from '../support/stack';
import { chooseTravelerForParcel, fillParcel, JPEG, openWidget, PNG } from './widgets-support';

test.beforeEach(({ request }) => waitForApi(request));

/** A fresh context's first profile page loads the app, the session and the lists: on a busy machine that takes a while. */
const FIRST_LOAD = { timeout: 30_000 };

test("a parcel's photos show and open in the viewer on the schedule page, the sender's parcels, the traveler's request and the deal", async ({
  browser,
  request,
}) => {
  // The widget's iframe, the schedule page and two profiles: a long journey on a busy machine.
  test.setTimeout(240_000);
  // A retry's trip is a day later than the last attempt's: the schedule page lists it last (earliest trip first).
  const { traveler, sender } = await travelerWithTripAndSender(request, ['Арман', 'Динара'], 5 + test.info().retry);
  const chooseTraveler = (page: Page) => page.getByRole('button', { name: 'Choose Арман' }).last();

  // The sender posts the parcel with two photos in the site's widget and goes on to choose a traveler.
  const senderPage = await loggedInPage(browser, sender);
  const widget = await openWidget(senderPage, 'Send a parcel', 'Send a parcel', 'New parcel', FIRST_LOAD);
  await widget.getByLabel('Add photos').setInputFiles([
    { name: 'box.png', mimeType: 'image/png', buffer: PNG },
    { name: 'label.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expect(widget.getByRole('img', { name: 'label.jpg' })).toBeVisible();
  await fillParcel(widget, 'A kettle for my grandmother', inDays(10));
  await widget.getByRole('button', { name: 'Send parcel' }).click();
  await chooseTravelerForParcel(senderPage);

  // The schedule page: the photos beside the parcel's summary, then the request to the traveler.
  await expect(chooseTraveler(senderPage)).toBeVisible(FIRST_LOAD);
  await expectParcelPhotos(senderPage, senderPage.getByRole('main'), 2);
  await chooseTraveler(senderPage).click();
  await senderPage.getByRole('dialog').getByRole('button', { name: 'Send the request' }).click();
  await senderPage.waitForURL(/\/en\/schedule\/success/);

  // The sender's parcel list in the profile.
  await senderPage.goto(`${ORIGINS.profile}/`);
  const parcel = senderPage.getByRole('region', { name: 'My parcels' }).getByRole('article', { name: 'Almaty → Astana' });
  await expect(parcel).toContainText('A kettle for my grandmother', FIRST_LOAD);
  await expectParcelPhotos(senderPage, parcel, 2);

  // The traveler's view of the request, in his trips.
  const travelerPage = await loggedInPage(browser, traveler);
  await travelerPage.goto(`${ORIGINS.profile}/travels`);
  const offer = travelerPage
    .getByRole('article', { name: 'Almaty → Astana' })
    .getByRole('list', { name: /Requests for the trip/ })
    .getByRole('article', { name: 'Parcel M, 1–3 kg' });
  await expect(offer).toContainText('A kettle for my grandmother', FIRST_LOAD);
  await expectParcelPhotos(travelerPage, offer, 2);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer).toContainText('Accepted');

  // The deal page, for each party.
  await offer.getByRole('link', { name: 'Open the deal' }).click();
  await expect(travelerPage).toHaveURL(/\/deals\/\d+$/);
  const dealUrl = travelerPage.url();
  await expect(travelerPage.getByRole('heading', { level: 1, name: 'Deal: Almaty → Astana' })).toBeVisible(FIRST_LOAD);
  await expectParcelPhotos(travelerPage, travelerPage.getByRole('region', { name: 'Parcel', exact: true }), 2);

  await senderPage.goto(dealUrl);
  await expect(senderPage.getByRole('heading', { level: 1, name: 'Deal: Almaty → Astana' })).toBeVisible(FIRST_LOAD);
  await expectParcelPhotos(senderPage, senderPage.getByRole('region', { name: 'Parcel', exact: true }), 2);

  await senderPage.context().close();
  await travelerPage.context().close();
});
