// The safe deal's journeys: two verified parties with an accepted request made through the API (the UI part is the
// money), the deal as the API tells it, and axe on a whole page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sendRequest, signUp, verifyIdentity, type ProfileAccount } from './accounts';
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
  { description, tripInDays = 5 }: { description: string; tripInDays?: number },
): Promise<AcceptedDeal> {
  const traveler = await signUp(request, 'Ерлан');
  const sender = await signUp(request, 'Сәуле');
  await verifyIdentity(request, traveler);
  await verifyIdentity(request, sender);
  const sent = await sendRequest(request, { traveler, sender, description, tripInDays });
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

/** axe (WCAG 2.1 A and AA) on the whole page: the serious and critical violations, by rule and element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`);
}
