import { splitReward, tengeToTiyn } from '@jetkiz/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { ledgerInvariants } from '../ledger';
import { createParcel, eventually, request } from '../testing';
import { adjustableClock, HOUR_MS } from './clock';
import { savePayoutCard, setUpDealTestApp, type DealParties } from './deal-testing';

// 200 random deal histories through the real API on the real database: payments paid or declined, the checkout's
// buttons pressed again, handover, delivery with the right or a wrong code, confirmations, problem reports,
// cancellations by either party, time passing (expiry, auto-completion, pickup timeout) and payouts, some of which
// the provider refuses. After every step the books balance, no account but the world outside is below zero and no
// deal is released or refunded twice; after every history the traveler's balance is exactly what the completed
// deals earned less what was paid out.
jest.setTimeout(900_000);

const clock = adjustableClock();
let app: FastifyInstance;
let db: Db;
let parties: DealParties;

// The traveler has saved a payout card (payouts without one are refused before they start: finance-routes.test).
setUpDealTestApp(
  async (test) => {
    ({ app, db, parties } = test);
    await savePayoutCard(app, parties.traveler);
  },
  {
    clock,
    trip: { trip_date: new Date(Date.now() + 4 * 24 * HOUR_MS).toISOString().slice(0, 10) },
    env: {
      LIMIT_BINDS_PER_SENDER_PER_HOUR: '100000',
      LIMIT_BINDS_PER_PARCEL_PER_HOUR: '100000',
      LIMIT_MARKETPLACE_PER_IP_PER_HOUR: '100000',
    },
  },
);

type SimpleStep =
  'pay' | 'decline' | 'pressPayAgain' | 'pickUp' | 'deliverWithCode' | 'deliverWithoutCode' | 'deliverWrongCode' | 'confirm' | 'problem';
type Step =
  | { kind: SimpleStep }
  | { kind: 'cancel'; by: 'sender' | 'traveler' }
  | { kind: 'timePasses'; hours: number }
  | { kind: 'payout'; tenge: number };

const simple = (kind: SimpleStep): fc.Arbitrary<Step> => fc.constant({ kind });

// Weighted towards moving the deal on, so that most histories reach payment and many reach completion or a refund.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: simple('pay'), weight: 5 },
  { arbitrary: simple('decline'), weight: 1 },
  { arbitrary: simple('pressPayAgain'), weight: 1 },
  { arbitrary: simple('pickUp'), weight: 5 },
  { arbitrary: simple('deliverWithCode'), weight: 4 },
  { arbitrary: simple('deliverWithoutCode'), weight: 2 },
  { arbitrary: simple('deliverWrongCode'), weight: 1 },
  { arbitrary: simple('confirm'), weight: 2 },
  { arbitrary: simple('problem'), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), by: fc.constantFrom('sender' as const, 'traveler' as const) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('timePasses' as const), hours: fc.constantFrom(1, 25, 73, 24 * 7) }), weight: 1 },
  // payouts: some within the balance, some over it, some the simulator refuses (whole tenge ending in 13)
  {
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      tenge: fc.oneof(fc.integer({ min: 1, max: 9000 }), fc.constantFrom(13, 113, 2013)),
    }),
    weight: 2,
  },
);

const history = fc.record({
  rewardTenge: fc.integer({ min: 1, max: 20_000 }),
  steps: fc.array(step, { minLength: 1, maxLength: 10 }),
});

async function acceptedRequest(rewardTenge: number): Promise<number> {
  const { id } = await createParcel(app, parties.sender.token, { reward: rewardTenge });
  const offered = await request(app, 'POST', `/parcels/${id}/trips/binds`, parties.sender.token, { trip_id: parties.tripId });
  expect(offered.statusCode).toBe(201);
  const bindId = offered.json<{ id: number }>().id;
  expect((await request(app, 'POST', `/binds/${bindId}/accept`, parties.traveler.token)).statusCode).toBe(200);
  return bindId;
}

/** Background jobs due now (webhook deliveries, captures, refunds, payouts) have run. */
async function settled(): Promise<void> {
  await eventually(async () => {
    const due = await sql<{ count: string }>`
      select count(*) as count from jobs
      where finished_at is null and run_at <= now() and kind not like 'periodic:%'`.execute(db);
    return Number(due.rows[0]?.count) === 0;
  }, 20_000);
}

async function checkout(bindId: number, button: 'pay' | 'decline'): Promise<number> {
  const started = await request(app, 'POST', `/binds/${bindId}/payment`, parties.sender.token);
  if (started.statusCode !== 201) return started.statusCode;
  const { checkout_url: url } = started.json<{ checkout_url: string }>();
  return (await app.inject({ method: 'POST', url: `${new URL(url).pathname}/${button}` })).statusCode;
}

async function lastCheckoutButton(bindId: number): Promise<number> {
  const payment = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('bind_id', '=', bindId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!payment?.provider_payment_id) return 404;
  return (await app.inject({ method: 'POST', url: `/dev/checkout/${payment.provider_payment_id}/pay` })).statusCode;
}

async function deliveryCode(bindId: number): Promise<string | null> {
  return (await request(app, 'GET', `/binds/${bindId}`, parties.sender.token)).json<{ delivery_code: string | null }>().delivery_code;
}

async function run(bindId: number, next: Step): Promise<number> {
  switch (next.kind) {
    case 'pay':
    case 'decline':
      return checkout(bindId, next.kind);
    case 'pressPayAgain':
      return lastCheckoutButton(bindId);
    case 'pickUp':
      return (await request(app, 'POST', `/binds/${bindId}/picked-up`, parties.traveler.token)).statusCode;
    case 'deliverWithCode': {
      const code = await deliveryCode(bindId);
      return (await request(app, 'POST', `/binds/${bindId}/delivered`, parties.traveler.token, code ? { delivery_code: code } : {}))
        .statusCode;
    }
    case 'deliverWrongCode': {
      const code = (await deliveryCode(bindId)) ?? '000000';
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      return (await request(app, 'POST', `/binds/${bindId}/delivered`, parties.traveler.token, { delivery_code: wrong })).statusCode;
    }
    case 'deliverWithoutCode':
      return (await request(app, 'POST', `/binds/${bindId}/delivered`, parties.traveler.token, {})).statusCode;
    case 'confirm':
      return (await request(app, 'POST', `/binds/${bindId}/confirm`, parties.sender.token)).statusCode;
    case 'problem':
      return (await request(app, 'POST', `/binds/${bindId}/problem`, parties.sender.token, { text: 'The parcel is late' })).statusCode;
    case 'cancel':
      return (await request(app, 'POST', `/binds/${bindId}/cancel`, parties[next.by].token)).statusCode;
    case 'timePasses': {
      const response = await request(app, 'POST', '/dev/deals/clock', null, { advance_hours: next.hours });
      return response.statusCode;
    }
    case 'payout':
      return (await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: tengeToTiyn(next.tenge) })).statusCode;
  }
}

/** What the traveler's balance must be: every completed deal's share, less the payouts not refused. */
async function expectedTravelerBalance(): Promise<number> {
  const completed = await db
    .selectFrom('binds')
    .innerJoin('trips', 'trips.id', 'binds.trip_id')
    .select('binds.reward')
    .where('trips.traveler_id', '=', parties.traveler.userId)
    .where('binds.status', '=', 'completed')
    .execute();
  const earned = completed.reduce((sum, row) => sum + splitReward(tengeToTiyn(Number(row.reward))).traveler, 0);
  const paidOut = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('user_id', '=', parties.traveler.userId)
    .where('status', 'in', ['processing', 'paid'])
    .executeTakeFirstOrThrow();
  return earned - Number(paidOut.total);
}

it('keeps the books right through 200 random deal histories', async () => {
  const endings = new Set<string>();
  await fc.assert(
    fc.asyncProperty(history, async ({ rewardTenge, steps }) => {
      clock.advance(-clock.offsetMs());
      const bindId = await acceptedRequest(rewardTenge);
      for (const next of steps) {
        const status = await run(bindId, next);
        expect([200, 201, 303, 401, 403, 404, 409, 422]).toContain(status);
        await settled();
        expect(await ledgerInvariants(db)).toEqual([]);
      }
      const finance = (await request(app, 'GET', '/me/finance', parties.traveler.token)).json<{ balance: number }>();
      expect(finance.balance).toBe(await expectedTravelerBalance());
      const ended = await db.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirstOrThrow();
      endings.add(ended.status);
    }),
    { numRuns: 200 },
  );
  // the histories reached the money's every path, not only refusals
  expect([...endings]).toEqual(
    expect.arrayContaining(['accepted', 'paid', 'picked_up', 'delivered', 'completed', 'cancelled', 'refunded']),
  );
  const payouts = await db.selectFrom('payouts').select('status').distinct().execute();
  expect(payouts.map((payout) => payout.status).sort()).toEqual(['failed', 'paid']);
});
