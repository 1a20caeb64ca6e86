// The accessibility check of issue 22 item 15: axe on a page or an open modal, and the one set of accounts, deals and
// parcels the axe journeys visit in every locale (made once per file through the real API).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createParcel, createTrip, inDays, signUp, verifyIdentity, type City, type ProfileAccount } from './accounts';
import { completedDeal, paidDeal, type AcceptedDeal } from './deals';
import { seriousViolations } from './axe-check';
import { ORIGINS } from './stack';

export { seriousViolations };

export type Locale = 'ru' | 'kz' | 'en';
export const LOCALES: readonly Locale[] = ['ru', 'kz', 'en'];
/** The language each locale's pages declare on <html>. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { ru: 'ru', kz: 'kk', en: 'en' };

/** The page in view passes axe with no serious or critical violation, in the language of its locale. */
export async function expectAccessible(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The profile host's address of `path` in `locale` (the profile reads ?lang=). */
export function profileUrl(path: string, locale: Locale): string {
  const url = new URL(path, ORIGINS.profile);
  url.searchParams.set('lang', locale);
  return url.href;
}

const bearer = (account: ProfileAccount) => ({ Authorization: `Bearer ${account.token}` });

async function post(request: APIRequestContext, path: string, account: ProfileAccount, data?: object): Promise<unknown> {
  const response = await request.post(`${ORIGINS.api}${path}`, { headers: bearer(account), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Everything the axe journeys show: two verified parties with deals in several states, and a newcomer. */
export interface AxeWorld {
  route: [City, City];
  traveler: ProfileAccount;
  sender: ProfileAccount;
  /** signed up, e-mail unconfirmed, not verified */
  newcomer: ProfileAccount;
  /** accepted, awaiting the sender's payment */
  awaitingPayment: AcceptedDeal;
  /** paid: the sender sees the delivery code, the traveler 'the parcel is with me' */
  paid: AcceptedDeal;
  /** completed, with a chat, both parties reviewed (published) */
  reviewed: AcceptedDeal;
  /** completed, nobody reviewed yet: both see the review form */
  toReview: AcceptedDeal;
  /** the sender's parcel, with a photo, on the traveler's route with no request yet: its /schedule/{id} lists the traveler */
  openParcelId: number;
}

/** A 1×1 PNG: the photo of the journeys' parcel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The sender's parcel with one photo, uploaded as the parcel widget uploads it. */
async function parcelWithPhoto(request: APIRequestContext, sender: ProfileAccount, [from, to]: [City, City], description: string) {
  const upload = await request.post(`${ORIGINS.api}/parcels/images`, {
    headers: bearer(sender),
    multipart: { 'images[]': { name: 'parcel.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { images, upload_token } = (await upload.json()) as { images: { id: number }[]; upload_token: string };
  const { id } = (await post(request, '/parcels', sender, {
    type: 'parcel',
    weight_class: 'S',
    image_ids: images.map((image) => image.id),
    upload_token,
    description,
    deadline: inDays(14),
    from_city_id: from.id,
    to_city_id: to.id,
    reward: 5000,
  })) as { id: number };
  return id;
}

/** A route no other journey uses, so the schedule lists this traveler's trips first. */
async function quietRoute(request: APIRequestContext): Promise<[City, City]> {
  const cities = (await (await request.get(`${ORIGINS.api}/cities`)).json()) as City[];
  return [cities[20]!, cities[21]!];
}

async function dealBetween(
  request: APIRequestContext,
  traveler: ProfileAccount,
  sender: ProfileAccount,
  route: [City, City],
  tripInDays: number,
  description: string,
): Promise<AcceptedDeal> {
  const tripId = await createTrip(request, traveler, route[0], route[1], inDays(tripInDays));
  const parcelId = await createParcel(request, sender, route[0], route[1], inDays(tripInDays * 2), description);
  const { id: bindId } = (await post(request, `/parcels/${parcelId}/trips/binds`, sender, { trip_id: tripId })) as { id: number };
  await post(request, `/binds/${bindId}/accept`, traveler);
  return { traveler, sender, tripId, parcelId, bindId };
}

export async function axeWorld(request: APIRequestContext): Promise<AxeWorld> {
  const route = await quietRoute(request);
  const traveler = await signUp(request, 'Даурен');
  const sender = await signUp(request, 'Камила');
  const newcomer = await signUp(request, 'Әсем', { confirmEmail: false });
  await verifyIdentity(request, traveler);
  await verifyIdentity(request, sender);

  const reviewed = await dealBetween(request, traveler, sender, route, 3, 'Documents for the bank');
  await post(request, `/binds/${reviewed.bindId}/messages`, sender, { text: 'Hello! The envelope is ready.' });
  await post(request, `/binds/${reviewed.bindId}/messages`, traveler, { text: 'Thank you, I will pick it up at 10.' });
  await paidDeal(request, reviewed);
  await completedDeal(request, reviewed);
  await post(request, `/binds/${reviewed.bindId}/review`, sender, { rating: 5, text: 'On time and careful.', may_quote: false });
  await post(request, `/binds/${reviewed.bindId}/review`, traveler, { rating: 5, text: 'Clear arrangements.', may_quote: false });

  const toReview = await dealBetween(request, traveler, sender, route, 4, 'A box of books');
  await paidDeal(request, toReview);
  await completedDeal(request, toReview);

  const paid = await dealBetween(request, traveler, sender, route, 5, 'A gift for a friend');
  await paidDeal(request, paid);
  const awaitingPayment = await dealBetween(request, traveler, sender, route, 6, 'Keys to the flat');

  await createTrip(request, traveler, route[0], route[1], inDays(7));
  const openParcelId = await parcelWithPhoto(request, sender, route, 'A scarf for my mother');
  return { route, traveler, sender, newcomer, awaitingPayment, paid, reviewed, toReview, openParcelId };
}
