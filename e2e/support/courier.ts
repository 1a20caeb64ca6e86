// The courier's journeys: claims as the API tells them, the simulated courier moved through its dev route, and the
// simulated checkout answered in the tab the order page opens for it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProfileAccount } from './accounts';
import { ORIGINS } from './stack';

export interface ClaimFacts {
  id: string;
  status: string;
  provider_status: string | null;
  price: number;
  refund: { amount: number; charge: number; status: string; due_by: string } | null;
  geocodes: { start: { longitude: number; latitude: number }; end: { longitude: number; latitude: number } };
  endStreet: string;
  short_link: string | null;
}

const bearer = (account: ProfileAccount) => ({ Authorization: `Bearer ${account.token}` });

export async function claimAsApiSays(request: APIRequestContext, owner: ProfileAccount, id: string): Promise<ClaimFacts> {
  const response = await request.get(`${ORIGINS.api}/logistics/claim/${id}`, { headers: bearer(owner) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ClaimFacts;
}

/** Moves the claim's simulated courier to the next provider status, or to the one named. */
export async function advanceCourier(request: APIRequestContext, id: string, to?: string): Promise<ClaimFacts> {
  const response = await request.post(`${ORIGINS.api}/dev/logistics/claims/${id}/advance`, { data: to ? { to } : {} });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ClaimFacts;
}

/** Advances the simulated courier until the claim's provider status is `to`. */
export async function advanceCourierTo(request: APIRequestContext, id: string, to: string): Promise<ClaimFacts> {
  for (let step = 0; step < 15; step += 1) {
    const claim = await advanceCourier(request, id);
    if (claim.provider_status === to) return claim;
  }
  throw new Error(`the claim never reached ${to}`);
}

/** The claim id the order page's URL carries once the order exists. */
export function claimIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('claim');
  if (!id) throw new Error(`no claim in ${page.url()}`);
  return id;
}

/** Follows the order page's 'Pay' link to the simulated checkout (a new tab) and answers it there. */
export async function answerCheckout(page: Page, answer: 'Pay' | 'Decline'): Promise<void> {
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Pay / }).click()]);
  await checkout.waitForLoadState();
  await expect(checkout).toHaveURL(new RegExp(`^${ORIGINS.api}/dev/checkout/`));
  await checkout.getByRole('button', { name: answer, exact: true }).click();
  await checkout.waitForURL((url) => !url.href.startsWith(`${ORIGINS.api}/dev/checkout/`));
  await checkout.close();
}

/** Abay Avenue and Dostyk Avenue in Almaty, where the journeys' deals start. */
export const ALMATY_POINTS = { a: [76.955, 43.2405], b: [76.9575, 43.262] } as const;

/** A claim for the deal made through the API, as the order form would send it. */
export async function orderByApi(request: APIRequestContext, owner: ProfileAccount, bindId: number): Promise<ClaimFacts> {
  const response = await request.post(`${ORIGINS.api}/logistics/claim`, {
    headers: bearer(owner),
    data: {
      parcel_trip_bind_id: bindId,
      start_point: ALMATY_POINTS.a,
      destination_point: ALMATY_POINTS.b,
      skip_door_to_door: false,
      order: {
        sender_name: owner.firstName,
        sender_phone: owner.phone,
        sender_email: owner.email,
        recipient_phone: '77012345678',
        recipient_email: '',
        from_address: 'Abay Avenue 150, Almaty',
        to_address: 'Dostyk Avenue 5, Almaty',
        comment: '',
        payment_wait_minutes: 15,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ClaimFacts;
}
