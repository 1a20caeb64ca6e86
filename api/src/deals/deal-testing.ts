import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ledgerInvariants } from '../ledger';
import { paymentProviderFor, type PaymentProvider } from '../payments';
import {
  createParcel,
  createTrip,
  eventually,
  registerUser,
  request,
  setUpTestApp,
  testConfig,
  verifyUser,
  type RegisteredUser,
  type TestApp,
} from '../testing';
import type { AdjustableClock } from './clock';

/** A sender and a verified traveler with a trip, as deal tests start. */
export interface DealParties {
  sender: RegisteredUser;
  traveler: RegisteredUser;
  tripId: number;
}

export async function dealParties(app: FastifyInstance, db: Db, trip: Record<string, unknown> = {}): Promise<DealParties> {
  const sender = await registerUser(app);
  const traveler = await registerUser(app);
  await verifyUser(db, sender.userId);
  await verifyUser(db, traveler.userId);
  return { sender, traveler, tripId: await createTrip(app, traveler.token, trip) };
}

/** The same parties on an API process of its own (crash tests): verified through its /dev/ route, not the database. */
export async function remoteDealParties(app: FastifyInstance): Promise<DealParties> {
  const sender = await registerUser(app);
  const traveler = await registerUser(app);
  for (const user of [sender, traveler]) {
    const verified = await request(app, 'POST', '/dev/verification/verify', user.token);
    if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  }
  return { sender, traveler, tripId: await createTrip(app, traveler.token) };
}

export interface DealTestApp extends TestApp {
  parties: DealParties;
  /** a user of neither side */
  stranger: RegisteredUser;
}

export interface DealTestAppOptions {
  /** as setUpTestApp takes it: the app's env, or what makes it when the app is built */
  env?: Parameters<typeof setUpTestApp>[1];
  clock?: AdjustableClock;
  trip?: Record<string, unknown>;
  paymentProvider?: (simulator: PaymentProvider) => PaymentProvider;
}

/**
 * A test app with the deal's parties and a stranger; after each test the books must balance. With `clock`, the
 * app's deal clock is the test's (set back before each test) and the time rules run only when the test asks
 * (/dev/deals/clock). With `paymentProvider`, the app pays through the one it makes of the simulator.
 */
export function setUpDealTestApp(
  ready: (test: DealTestApp) => unknown,
  { env = {}, clock, trip, paymentProvider }: DealTestAppOptions = {},
): void {
  let db: Db | undefined;
  const appEnv = () => {
    const given = typeof env === 'function' ? env() : env;
    return clock ? { DEAL_TIMERS_INTERVAL_SECONDS: '86400', ...given } : given;
  };
  setUpTestApp(
    async (test) => {
      db = test.db;
      const parties = await dealParties(test.app, test.db, trip);
      await ready({ ...test, parties, stranger: await registerUser(test.app) });
    },
    appEnv,
    (appDb) => ({
      ...(clock ? { clock } : {}),
      ...(paymentProvider ? { paymentProvider: paymentProvider(paymentProviderFor(testConfig(appEnv()), { db: appDb })) } : {}),
    }),
  );
  if (clock) beforeEach(() => clock.advance(-clock.offsetMs()));
  afterEach(async () => {
    expect(await ledgerInvariants(db!)).toEqual([]);
  });
}

/** The deal test app of a test file as one object, filled in by `setUpDealTestApp` before the file's first test. */
export function dealTestApp(options: DealTestAppOptions = {}): DealTestApp {
  const test = {} as DealTestApp;
  setUpDealTestApp((ready) => Object.assign(test, ready), options);
  return test;
}

/** A parcel of the sender offered to the trip and accepted by the traveler: the deal waits for payment. */
export async function acceptedDeal(
  app: FastifyInstance,
  { sender, traveler, tripId }: DealParties,
  reward = 5000,
  parcel: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await createParcel(app, sender.token, { reward, ...parcel });
  const offered = await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, { trip_id: tripId });
  if (offered.statusCode !== 201) throw new Error(`bind answered ${offered.statusCode}: ${offered.body}`);
  const bindId = offered.json<{ id: number }>().id;
  const accepted = await request(app, 'POST', `/binds/${bindId}/accept`, traveler.token);
  if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`);
  return bindId;
}

/** The sender pays through the simulated checkout ('pay' or 'decline'); resolves once our webhook took the event. */
export async function payThroughCheckout(
  app: FastifyInstance,
  db: Db,
  bindId: number,
  sender: RegisteredUser,
  answer: 'pay' | 'decline' = 'pay',
): Promise<{ payment_id: string; checkout_url: string }> {
  const started = await request(app, 'POST', `/binds/${bindId}/payment`, sender.token);
  if (started.statusCode !== 201) throw new Error(`payment answered ${started.statusCode}: ${started.body}`);
  const payment = started.json<{ payment_id: string; checkout_url: string }>();
  await pressCheckoutButton(app, payment.checkout_url, answer);
  await eventually(async () => {
    const row = await db.selectFrom('payments').select('status').where('id', '=', payment.payment_id).executeTakeFirst();
    return row?.status !== 'pending';
  });
  return payment;
}

/** The payer's button ('pay' or 'decline') on the simulated checkout page at `checkoutUrl`. */
export async function pressCheckoutButton(app: FastifyInstance, checkoutUrl: string, answer: 'pay' | 'decline'): Promise<void> {
  const button = await app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/${answer}` });
  if (button.statusCode !== 303) throw new Error(`checkout ${answer} answered ${button.statusCode}`);
}

/** The user saves the simulator's test card for payouts, through the API and the card page's Save (or Cancel). */
export async function savePayoutCard(app: FastifyInstance, user: RegisteredUser, answer: 'save' | 'cancel' = 'save'): Promise<string> {
  const started = await request(app, 'POST', '/me/payout-card/binding', user.token);
  if (started.statusCode !== 200) throw new Error(`payout card binding answered ${started.statusCode}: ${started.body}`);
  const { binding_url: bindingUrl } = started.json<{ binding_url: string }>();
  const button = await app.inject({ method: 'POST', url: `${new URL(bindingUrl).pathname}/${answer}` });
  if (button.statusCode !== 303) throw new Error(`card page ${answer} answered ${button.statusCode}`);
  return bindingUrl;
}

/**
 * The payer's button on the simulated checkout of something paid for (a policy, a courier claim), as a function
 * resolving with it read again by `readOf` once `settled` says it has moved on from this payment.
 */
export function checkoutOf<Paid extends { id: string; checkout_url: string | null }>(
  readOf: (app: FastifyInstance, user: RegisteredUser, id: string) => Promise<Paid>,
  settled: (now: Paid) => boolean,
) {
  return async (app: FastifyInstance, user: RegisteredUser, paid: Paid, answer: 'pay' | 'decline'): Promise<Paid> => {
    await pressCheckoutButton(app, paid.checkout_url!, answer);
    return eventually(async () => {
      const now = await readOf(app, user, paid.id);
      return settled(now) && now;
    });
  };
}

/** A deal the sender has paid, once the webhook made it `paid` (`parcel`: the parcel's fields, e.g. its route). */
export async function paidDeal(app: FastifyInstance, db: Db, parties: DealParties, parcel: Record<string, unknown> = {}): Promise<number> {
  const bindId = await acceptedDeal(app, parties, 5000, parcel);
  await payThroughCheckout(app, db, bindId, parties.sender);
  await eventually(
    async () => (await db.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirst())?.status === 'paid',
  );
  return bindId;
}

/** A deal of `reward` tenge paid, picked up and handed over with the sender's delivery code: `completed`. */
export async function completedDeal(app: FastifyInstance, db: Db, parties: DealParties, reward = 5000): Promise<number> {
  const bindId = await acceptedDeal(app, parties, reward);
  await payThroughCheckout(app, db, bindId, parties.sender);
  expect((await request(app, 'POST', `/binds/${bindId}/picked-up`, parties.traveler.token)).statusCode).toBe(200);
  const code = await deliveryCodeOf(app, bindId, parties.sender);
  const delivered = await request(app, 'POST', `/binds/${bindId}/delivered`, parties.traveler.token, { delivery_code: code });
  expect(delivered.json().status).toBe('completed');
  return bindId;
}

/** Moves the deal clock on by `advanceHours` and runs the deals' time rules now (/dev/deals/clock). */
export async function runDealTimers(app: FastifyInstance, advanceHours = 0): Promise<void> {
  const response = await request(app, 'POST', '/dev/deals/clock', null, { advance_hours: advanceHours });
  expect(response.statusCode).toBe(200);
}

/** The sender's delivery code as the deal page shows it. */
export async function deliveryCodeOf(app: FastifyInstance, bindId: number, sender: RegisteredUser): Promise<string> {
  return (await request(app, 'GET', `/binds/${bindId}`, sender.token)).json<{ delivery_code: string }>().delivery_code;
}
