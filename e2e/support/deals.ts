// The safe deal's journeys: two verified parties with an accepted request made through the API (the UI part is the
// money) and the deal as the API tells it.
import { expect, type APIRequestContext } from '@playwright/test';
import { sendRequest, signUp, verifyIdentity, type City, type ProfileAccount } from './accounts';
import { ORIGINS } from './stack';

export interface AcceptedDeal {
  sender: ProfileAccount;
  traveler: ProfileAccount;
  bindId: number;
  parcelId: number;
  tripId: number;
}

/** Both parties signed up and verified, the sender's parcel (reward 7 500 ₸) requested for the trip and accepted. */
export async function acceptedDeal(
  request: APIRequestContext,
  {
    description,
    tripInDays = 5,
    route,
    names = ['Ерлан', 'Сәуле'],
  }: { description: string; tripInDays?: number; route?: [City, City]; names?: [traveler: string, sender: string] },
): Promise<AcceptedDeal> {
  const traveler = await signUp(request, names[0]);
  const sender = await signUp(request, names[1]);
  await verifyIdentity(request, traveler);
  await verifyIdentity(request, sender);
  const sent = await sendRequest(request, { traveler, sender, description, tripInDays, route });
  const response = await request.post(`${ORIGINS.api}/binds/${sent.bindId}/accept`, {
    headers: { Authorization: `Bearer ${traveler.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { sender, traveler, ...sent };
}

/** The fields of GET /binds/{id} the journeys check against what the page shows. */
export interface DealFacts {
  status: string;
  reward: number;
  refund_due_by: string | null;
  timeline: { event: string; at: string }[];
}

export async function dealAsApiSays(request: APIRequestContext, account: ProfileAccount, bindId: number): Promise<DealFacts> {
  const response = await request.get(`${ORIGINS.api}/binds/${bindId}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DealFacts;
}

/** A calendar date of the API (YYYY-MM-DD) as the English profile writes it: '9 June 2026'. */
export function englishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!, 12)),
  );
}

/** Mondays to Fridays from `from` (exclusive) to `to` (inclusive): public holidays are the API's to know. */
export function weekdaysBetween(from: Date, toIsoDate: string): number {
  let count = 0;
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 12));
  const end = new Date(`${toIsoDate.slice(0, 10)}T12:00:00Z`);
  while (day < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) count += 1;
  }
  return count;
}

const bearer = (account: ProfileAccount) => ({ Authorization: `Bearer ${account.token}` });

/** The sender pays through the simulated checkout's own form (no page): the webhook job then marks the deal paid. */
export async function paidDeal(request: APIRequestContext, deal: AcceptedDeal): Promise<void> {
  const payment = await request.post(`${ORIGINS.api}/binds/${deal.bindId}/payment`, { headers: bearer(deal.sender) });
  expect(payment.status(), await payment.text()).toBe(201);
  const { checkout_url } = (await payment.json()) as { checkout_url: string };
  const paid = await request.post(`${checkout_url}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect.poll(async () => (await dealAsApiSays(request, deal.sender, deal.bindId)).status, { timeout: 30_000 }).toBe('paid');
}

/** An accepted deal (as `acceptedDeal` makes it) the sender has paid. */
export async function acceptedPaidDeal(request: APIRequestContext, options: Parameters<typeof acceptedDeal>[1]): Promise<AcceptedDeal> {
  const deal = await acceptedDeal(request, options);
  await paidDeal(request, deal);
  return deal;
}

/** The traveler picks the paid parcel up and delivers it with the sender's code: the deal completes. */
export async function completedDeal(request: APIRequestContext, deal: AcceptedDeal): Promise<void> {
  const asSender = await request.get(`${ORIGINS.api}/binds/${deal.bindId}`, { headers: bearer(deal.sender) });
  const { delivery_code } = (await asSender.json()) as { delivery_code: string };
  const pickedUp = await request.post(`${ORIGINS.api}/binds/${deal.bindId}/picked-up`, { headers: bearer(deal.traveler) });
  expect(pickedUp.status(), await pickedUp.text()).toBe(200);
  const delivered = await request.post(`${ORIGINS.api}/binds/${deal.bindId}/delivered`, {
    headers: bearer(deal.traveler),
    data: { delivery_code },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  expect(((await delivered.json()) as DealFacts).status).toBe('completed');
}
