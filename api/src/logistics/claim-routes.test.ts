import { MESSAGE_KEYS, type LogisticClaim } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { SIMULATED_TARIFF } from '../courier';
import type { Db } from '../db';
import { adjustableClock } from '../deals/clock';
import { paidDeal, setUpDealTestApp, type DealParties } from '../deals/deal-testing';
import { createLedger } from '../ledger';
import { eventually, expectValidationErrors, jobsFinished, request, type RegisteredUser } from '../testing';
import { REFUND_JOB } from './claim-context';
import { advance, checkout, claimOf, claimRequest, DRIVEN_COURIER_ENV, FROM, orderCourier, TO } from './claim-testing';

const clock = adjustableClock();
/** above what the other tests of this file ask in their minute */
const ESTIMATES_PER_MINUTE = 60;
const ledger = createLedger();
let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let stranger: RegisteredUser;

setUpDealTestApp(
  (test) => {
    ({ app, db, parties, stranger } = test);
  },
  { env: { ...DRIVEN_COURIER_ENV, LIMIT_COURIER_ESTIMATES_PER_IP_PER_MINUTE: String(ESTIMATES_PER_MINUTE) }, clock },
);

/** A paid deal and a claim of its sender, paid and at the provider (searching). */
async function searchingClaim(overrides = {}): Promise<{ bindId: number; claim: LogisticClaim }> {
  const bindId = await paidDeal(app, db, parties);
  const ordered = await orderCourier(app, parties.sender, bindId, overrides);
  const claim = await checkout(app, parties.sender, ordered, 'pay');
  expect(claim.status).toBe('searching');
  return { bindId, claim };
}

const balance = (account: 'courier_held' | 'courier_refunds_due' | 'courier_provider') => ledger.balanceOf(db, account);

async function refundedPaymentOf(claimId: string) {
  return db
    .selectFrom('courier_payments')
    .innerJoin('simulated_payments', 'simulated_payments.id', 'courier_payments.provider_payment_id')
    .select(['courier_payments.status', 'simulated_payments.status as provider_status', 'simulated_payments.refund_id'])
    .where('courier_payments.claim_id', '=', claimId)
    .where('courier_payments.status', 'in', ['captured', 'refunded'])
    .executeTakeFirstOrThrow();
}

/** The ledger's entries for a claim's courier money, in order, as `kind amount`. */
async function ledgerEntriesOf(claimId: string): Promise<string[]> {
  const entries = await db
    .selectFrom('ledger_transactions')
    .select(['kind', 'amount'])
    .where('idempotency_key', 'like', `courier:%:${claimId}`)
    .orderBy('id')
    .execute();
  return entries.map((row) => `${row.kind} ${Number(row.amount)}`);
}

describe('the estimate', () => {
  it('prices a delivery in the service area', async () => {
    const response = await request(app, 'POST', '/logistics/estimate/check-price', null, {
      start_point: FROM,
      destination_point: TO,
      skip_door_to_door: true,
    });
    expect(response.statusCode).toBe(200);
    const estimate = response.json();
    expect(estimate).toEqual({ price: expect.any(Number), currency: 'KZT', distance_m: expect.any(Number), eta_min: expect.any(Number) });
    expect(estimate.price).toBeGreaterThanOrEqual(SIMULATED_TARIFF.baseTiyn);
    expect(estimate.distance_m).toBeGreaterThan(2000);
  });

  it('answers 422 could_not_calculate outside the service area', async () => {
    const response = await request(app, 'POST', '/logistics/estimate/check-price', null, {
      start_point: [2.35, 48.85],
      destination_point: TO,
      skip_door_to_door: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error_type).toBe('could_not_calculate');
  });

  it('answers 422 per field for bad points', async () => {
    const response = await request(app, 'POST', '/logistics/estimate/check-price', null, {
      start_point: [200, 10],
      destination_point: 'x',
    });
    expectValidationErrors(response, {
      start_point: [MESSAGE_KEYS.invalidMaxValue],
      destination_point: [MESSAGE_KEYS.onlyNumbersRequired],
    });
  });
});

describe('ordering', () => {
  it('answers the claim awaiting payment, with its checkout, short link and waiting time', async () => {
    const bindId = await paidDeal(app, db, parties);
    const before = clock.now().getTime();
    const claim = await orderCourier(app, parties.traveler, bindId, { payment_wait_minutes: 10 });
    expect(claim).toMatchObject({
      parcel_trip_bind_id: bindId,
      status: 'awaiting_payment',
      provider_status: null,
      currency: 'KZT',
      geocodes: { start: { longitude: FROM[0], latitude: FROM[1] }, end: { longitude: TO[0], latitude: TO[1] } },
      courier_found: false,
      courier: null,
      refund: null,
      next_actions: ['pay', 'cancel'],
    });
    expect(claim.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(claim.checkout_url).toMatch(/\/dev\/checkout\/sim_pay_/);
    expect(claim.short_link).toMatch(/\/widget\/delivery\?link=/);
    expect(claim.fromStreet).not.toBe('');
    const expiresIn = new Date(claim.payment_expires_at!).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000 + 5000);
    const estimate = (await request(app, 'POST', '/logistics/estimate/check-price', null, claimRequest(bindId))).json();
    expect(claim.price).toBe(estimate.price);
    // the checkout returns to the site's delivery page of this claim
    const payment = await db
      .selectFrom('simulated_payments')
      .select(['return_url', 'amount'])
      .where('amount', '=', claim.price)
      .executeTakeFirstOrThrow();
    expect(payment.return_url).toMatch(new RegExp(`/ru/widget/delivery\\?claim=${claim.id}$`));
  });

  it('refuses a guest (401), a stranger (403), an unknown bind (404), an unpaid deal or a second claim in progress (409)', async () => {
    const bindId = await paidDeal(app, db, parties);
    expect((await request(app, 'POST', '/logistics/claim', null, claimRequest(bindId))).statusCode).toBe(401);
    expect((await request(app, 'POST', '/logistics/claim', stranger.token, claimRequest(bindId))).statusCode).toBe(403);
    expect((await request(app, 'POST', '/logistics/claim', stranger.token, claimRequest(2_000_000))).statusCode).toBe(404);
    await orderCourier(app, parties.sender, bindId);
    const second = await request(app, 'POST', '/logistics/claim', parties.sender.token, claimRequest(bindId));
    expect([second.statusCode, second.json().error_type]).toEqual([409, 'forbidden']);
    // the other party may order their own leg
    await orderCourier(app, parties.traveler, bindId);

    const { acceptedDeal } = await import('../deals/deal-testing');
    const unpaid = await acceptedDeal(app, parties);
    const refused = await request(app, 'POST', '/logistics/claim', parties.sender.token, claimRequest(unpaid));
    expect([refused.statusCode, refused.json().status]).toEqual([409, 'accepted']);
  });

  it('answers 422 per field of the order form and could_not_calculate for a point out of the area', async () => {
    const bindId = await paidDeal(app, db, parties);
    const body = claimRequest(bindId, { sender_phone: '', payment_wait_minutes: 61, from_address: '' });
    const response = await request(app, 'POST', '/logistics/claim', parties.sender.token, body);
    expectValidationErrors(response, {
      'order.sender_phone': [MESSAGE_KEYS.fieldRequired],
      'order.payment_wait_minutes': [MESSAGE_KEYS.invalidMaxValue],
      'order.from_address': [MESSAGE_KEYS.fieldRequired],
    });
    const far = await request(app, 'POST', '/logistics/claim', parties.sender.token, {
      ...claimRequest(bindId),
      destination_point: [2.35, 48.85],
    });
    expect([far.statusCode, far.json().error_type]).toEqual([422, 'could_not_calculate']);
    expect(await db.selectFrom('courier_claims').select('id').where('bind_id', '=', bindId).execute()).toEqual([]);
  });

  it('lets only the owner read, pay, retry or cancel (404 for anyone else, 401 for a guest)', async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/payment'],
      ['POST', '/retry'],
      ['DELETE', '/cancel'],
    ] as const) {
      expect((await request(app, method, `/logistics/claim/${claim.id}${path}`, parties.traveler.token)).statusCode).toBe(404);
      expect((await request(app, method, `/logistics/claim/${claim.id}${path}`, null)).statusCode).toBe(401);
    }
    expect((await request(app, 'GET', '/logistics/claim/not-an-id', parties.sender.token)).statusCode).toBe(404);
    expect((await claimOf(app, parties.sender, claim.id)).status).toBe('awaiting_payment');
  });

  it("lists the user's claims, of one bind and in progress", async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    const mine = await request(app, 'GET', `/me/logistics/claims?parcel_trip_bind_id=${bindId}&active=true`, parties.sender.token);
    expect(mine.json().claims.map((row: LogisticClaim) => row.id)).toEqual([claim.id]);
    expect((await request(app, 'GET', `/me/logistics/claims?parcel_trip_bind_id=${bindId}`, parties.traveler.token)).json().claims).toEqual(
      [],
    );
    await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
    expect(
      (await request(app, 'GET', `/me/logistics/claims?parcel_trip_bind_id=${bindId}&active=true`, parties.sender.token)).json().claims,
    ).toEqual([]);
  });

  it("moves point B with its short link's correction until the claim reaches the provider, at the quoted price", async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    const linkId = new URL(claim.short_link!).searchParams.get('link')!;
    const moved = await request(app, 'PATCH', `/logistic_shortlink/${linkId}`, null, {
      point: { lon: 76.95, lat: 43.24 },
      street: 'Dostyk',
      building: '12',
    });
    expect(moved.statusCode).toBe(200);
    const corrected = await claimOf(app, parties.sender, claim.id);
    expect(corrected.geocodes.end).toEqual({ longitude: 76.95, latitude: 43.24 });
    expect(corrected.endStreet).toBe('Dostyk 12');
    expect(corrected.order.to_address).toBe('Dostyk 12');
    expect(corrected.price).toBe(claim.price);

    // a point only ('use my location'): the geocoder names its street
    await request(app, 'PATCH', `/logistic_shortlink/${linkId}`, null, { point: { lon: 76.9457, lat: 43.2381 } });
    const located = await claimOf(app, parties.sender, claim.id);
    expect(located.geocodes.end).toEqual({ longitude: 76.9457, latitude: 43.2381 });
    expect(located.endStreet).not.toBe('');
    expect(located.order.to_address).toBe(located.endStreet);

    const paid = await checkout(app, parties.sender, located, 'pay');
    expect(paid.status).toBe('searching');
    await request(app, 'PATCH', `/logistic_shortlink/${linkId}`, null, { point: { lon: 76.9, lat: 43.2 } });
    expect((await claimOf(app, parties.sender, claim.id)).geocodes.end).toEqual({ longitude: 76.9457, latitude: 43.2381 });
  });
});

describe('the payment', () => {
  it('declined → payment_not_confirmed, then paid again on a new checkout of the same claim', async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    const declined = await checkout(app, parties.sender, claim, 'decline');
    expect(declined).toMatchObject({ status: 'payment_not_confirmed', next_actions: ['pay', 'cancel'], checkout_url: null });
    const again = await request(app, 'POST', `/logistics/claim/${claim.id}/payment`, parties.sender.token);
    expect(again.statusCode).toBe(200);
    const awaiting = again.json<LogisticClaim>();
    expect(awaiting.status).toBe('awaiting_payment');
    expect(awaiting.checkout_url).not.toBe(claim.checkout_url);
    const paid = await checkout(app, parties.sender, awaiting, 'pay');
    expect(paid.status).toBe('searching');
    expect(await balance('courier_held')).toBeGreaterThanOrEqual(claim.price);
  });

  it('unpaid after the waiting time → payment_timeout; paying again starts a new waiting time', async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId, { payment_wait_minutes: 5 });
    await request(app, 'POST', '/dev/deals/clock', null, { advance_hours: 4 / 60 });
    expect((await claimOf(app, parties.sender, claim.id)).status).toBe('awaiting_payment');
    await request(app, 'POST', '/dev/deals/clock', null, { advance_hours: 2 / 60 });
    const timedOut = await claimOf(app, parties.sender, claim.id);
    expect(timedOut).toMatchObject({
      status: 'payment_timeout',
      next_actions: ['pay', 'cancel'],
      checkout_url: null,
      payment_expires_at: null,
    });
    // the old checkout no longer pays the claim: its hold is voided
    await app.inject({ method: 'POST', url: `${new URL(claim.checkout_url!).pathname}/pay` });
    await eventually(async () => {
      const row = await db
        .selectFrom('simulated_payments')
        .select('status')
        .where('amount', '=', claim.price)
        .where('status', '=', 'voided')
        .executeTakeFirst();
      return row !== undefined;
    });
    expect((await claimOf(app, parties.sender, claim.id)).status).toBe('payment_timeout');

    const again = (await request(app, 'POST', `/logistics/claim/${claim.id}/payment`, parties.sender.token)).json<LogisticClaim>();
    expect(again.status).toBe('awaiting_payment');
    expect(new Date(again.payment_expires_at!).getTime()).toBeGreaterThan(clock.now().getTime() + 4 * 60_000);
    expect((await checkout(app, parties.sender, again, 'pay')).status).toBe('searching');
  });

  it('cancels an unpaid claim without any refund', async () => {
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    const cancelled = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: null, next_actions: [], short_link: null });
    const linkId = new URL(claim.short_link!).searchParams.get('link')!;
    expect((await request(app, 'GET', `/logistic_shortlink/${linkId}`)).statusCode).toBe(404);
  });
});

describe('the courier', () => {
  it('walks a paid claim through every progress state to delivered; the fee goes to the provider once', async () => {
    const heldBefore = await balance('courier_held');
    const providerBefore = await balance('courier_provider');
    const { claim } = await searchingClaim();
    expect(await balance('courier_held')).toBe(heldBefore + claim.price);
    expect(claim.next_actions).toEqual(['cancel']);

    expect(await advance(app, claim.id, 'ready_for_approval')).toMatchObject({ status: 'searching', provider_status: 'accepted' });
    expect(await advance(app, claim.id)).toMatchObject({ status: 'searching', provider_status: 'performer_lookup' });
    const found = await advance(app, claim.id);
    expect(found).toMatchObject({ status: 'courier_found', provider_status: 'performer_found', courier_found: true });
    expect(found.courier).toEqual({ name: expect.any(String), car: expect.any(String), phone: expect.any(String) });
    expect(await advance(app, claim.id)).toMatchObject({
      status: 'courier_arrived',
      provider_status: 'pickup_arrived',
      next_actions: ['cancel'],
    });
    expect(await advance(app, claim.id)).toMatchObject({ status: 'courier_arrived', provider_status: 'pickuped', next_actions: [] });
    const delivered = await advance(app, claim.id, 'delivered');
    expect(delivered).toMatchObject({
      status: 'delivered',
      provider_status: 'delivered',
      short_link: null,
      next_actions: [],
      refund: null,
    });
    expect(await balance('courier_held')).toBe(heldBefore);
    expect(await balance('courier_provider')).toBe(providerBefore + claim.price);
    const linkId = new URL(claim.short_link!).searchParams.get('link')!;
    expect((await request(app, 'GET', `/logistic_shortlink/${linkId}`)).statusCode).toBe(404);
    // delivered is final here: a cancel is refused, nothing moves
    const late = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
    expect([late.statusCode, late.json().error_type]).toEqual([409, 'cancel_refused']);
    expect(await balance('courier_provider')).toBe(providerBefore + claim.price);
  });

  it('courier not found → retry (a new provider claim, no new payment) → delivered', async () => {
    const { claim } = await searchingClaim();
    await advance(app, claim.id, 'ready_for_approval');
    const notFound = await advance(app, claim.id, 'performer_not_found');
    expect(notFound).toMatchObject({ status: 'courier_not_found', next_actions: ['retry', 'cancel'] });
    const first = await db
      .selectFrom('courier_claims')
      .select(['provider_claim_id', 'request_id'])
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    const retried = await request(app, 'POST', `/logistics/claim/${claim.id}/retry`, parties.sender.token);
    expect(retried.statusCode).toBe(200);
    const searching = await eventually(async () => {
      const row = await db.selectFrom('courier_claims').selectAll().where('id', '=', claim.id).executeTakeFirstOrThrow();
      return row.provider_claim_id !== null && row;
    });
    expect(searching.status).toBe('searching');
    expect(searching.provider_claim_id).not.toBe(first.provider_claim_id);
    expect(searching.request_id).not.toBe(first.request_id);
    expect(await db.selectFrom('courier_payments').select('id').where('claim_id', '=', claim.id).execute()).toHaveLength(1);
    await advance(app, claim.id, 'ready_for_approval');
    expect((await advance(app, claim.id, 'delivered')).status).toBe('delivered');
  });

  it('cancel before the courier arrived: the whole fee is refunded once, due within 7 days, by the refund job', async () => {
    const refundsBefore = await balance('courier_refunds_due');
    const { claim } = await searchingClaim();
    await advance(app, claim.id, 'ready_for_approval');
    await advance(app, claim.id, 'performer_found');
    const response = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<LogisticClaim>();
    expect(cancelled).toMatchObject({ status: 'cancelled', provider_status: 'cancelled', next_actions: [], short_link: null });
    expect(cancelled.refund).toMatchObject({ amount: claim.price, charge: 0 });
    const dueBy = new Date(`${cancelled.refund!.due_by}T00:00:00Z`).getTime();
    const today = new Date(`${new Date(clock.now().getTime() + 5 * 3_600_000).toISOString().slice(0, 10)}T00:00:00Z`).getTime();
    expect((dueBy - today) / 86_400_000).toBe(7);
    const refunded = await eventually(async () => {
      const now = await claimOf(app, parties.sender, claim.id);
      return now.refund?.status === 'refunded' && now;
    });
    expect(refunded.refund).toMatchObject({ amount: claim.price, charge: 0, status: 'refunded' });
    expect(await refundedPaymentOf(claim.id)).toEqual({
      status: 'refunded',
      provider_status: 'refunded',
      refund_id: `courier-refund:${claim.id}`,
    });
    expect(await balance('courier_refunds_due')).toBe(refundsBefore);
    expect(await ledgerEntriesOf(claim.id)).toEqual([
      `courier_payment ${claim.price}`,
      `courier_refund ${claim.price}`,
      `courier_refund_paid ${claim.price}`,
    ]);

    // the refund job again (a retry after a crash): no money moves a second time
    await db
      .insertInto('jobs')
      .values({ kind: REFUND_JOB, payload: JSON.stringify({ claim_id: claim.id }) })
      .execute();
    await jobsFinished(db, REFUND_JOB);
    expect(await ledgerEntriesOf(claim.id)).toHaveLength(3);
    // a second cancel answers the cancelled claim, nothing moves
    expect((await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token)).json().refund.status).toBe(
      'refunded',
    );
  });

  it("cancel after the courier arrived: the fee less the provider's charge is refunded", async () => {
    const providerBefore = await balance('courier_provider');
    const { claim } = await searchingClaim();
    await advance(app, claim.id, 'ready_for_approval');
    await advance(app, claim.id, 'pickup_arrived');
    const cancelled = (await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token)).json<LogisticClaim>();
    const charge = SIMULATED_TARIFF.paidCancelTiyn;
    expect(cancelled).toMatchObject({ status: 'cancelled', provider_status: 'cancelled_with_payment' });
    expect(cancelled.refund).toMatchObject({ amount: claim.price - charge, charge });
    expect(await balance('courier_provider')).toBe(providerBefore + charge);
    await eventually(async () => (await claimOf(app, parties.sender, claim.id)).refund?.status === 'refunded');
    const refund = await db
      .selectFrom('courier_payments')
      .innerJoin('simulated_payments', 'simulated_payments.id', 'courier_payments.provider_payment_id')
      .select(['simulated_payments.status'])
      .where('courier_payments.claim_id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('refunded');
    expect(await ledgerEntriesOf(claim.id)).toEqual([
      `courier_payment ${claim.price}`,
      `courier_refund ${claim.price - charge}`,
      `courier_charge ${charge}`,
      `courier_refund_paid ${claim.price - charge}`,
    ]);
  });

  it('a cancel the provider refuses (the parcel is picked up) is 409 cancel_refused and changes nothing', async () => {
    const { claim } = await searchingClaim();
    await advance(app, claim.id, 'ready_for_approval');
    await advance(app, claim.id, 'pickuped');
    const before = await claimOf(app, parties.sender, claim.id);
    const refused = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
    expect([refused.statusCode, refused.json().error_type]).toEqual([409, 'cancel_refused']);
    expect(await claimOf(app, parties.sender, claim.id)).toEqual(before);
    expect((await advance(app, claim.id, 'delivered')).status).toBe('delivered');
  });

  it('a not-found claim cancelled refunds the whole fee without asking the provider', async () => {
    const { claim } = await searchingClaim();
    await advance(app, claim.id, 'ready_for_approval');
    await advance(app, claim.id, 'performer_not_found');
    const cancelled = (await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token)).json<LogisticClaim>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      provider_status: 'performer_not_found',
      refund: { amount: claim.price, charge: 0 },
    });
  });

  it('the dev advance route answers 404 for an unknown claim and 409 for one not at the provider', async () => {
    expect((await request(app, 'POST', '/dev/logistics/claims/AAAAAAAAAAAAAAAAAAAAAA/advance', null, {})).statusCode).toBe(404);
    const bindId = await paidDeal(app, db, parties);
    const claim = await orderCourier(app, parties.sender, bindId);
    expect((await request(app, 'POST', `/dev/logistics/claims/${claim.id}/advance`, null, {})).statusCode).toBe(409);
    expect((await request(app, 'POST', `/dev/logistics/claims/${claim.id}/advance`, null, { to: 'nonsense' })).statusCode).toBe(422);
  });
});

describe('the estimate limit', () => {
  it('answers 429 with Retry-After once an IP has asked its estimates of the minute', async () => {
    const body = { start_point: FROM, destination_point: TO, skip_door_to_door: false };
    const statuses: number[] = [];
    for (let asked = 0; asked <= ESTIMATES_PER_MINUTE; asked++) {
      statuses.push((await request(app, 'POST', '/logistics/estimate/check-price', null, body)).statusCode);
    }
    expect(statuses).toContain(429);
    const refused = await request(app, 'POST', '/logistics/estimate/check-price', null, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_type).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another IP is not limited
    const other = await app.inject({ method: 'POST', url: '/logistics/estimate/check-price', payload: body, remoteAddress: '10.9.8.7' });
    expect(other.statusCode).toBe(200);
  });
});
