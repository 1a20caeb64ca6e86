import type { LogisticClaim } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptedDeal, pressCheckoutButton, remoteDealParties } from '../deals/deal-testing';
import { crashingApi, eventually, request, type RegisteredUser } from '../testing';
import { SIMULATOR_NO_COURIER_MARKER } from '../courier';
import { claimRequest } from './claim-testing';

// The API dies (SIGKILL) in the middle of courier claims: after the payment provider took the fee but before our
// webhook ran, while the courier is on the way, and after a cancel but before its refund job ran. Each restart picks
// the work up from Postgres: every claim ends in the right state, the fee captured once, released or refunded once.
// Real OS processes over one database, as deal-crash.test.ts.
jest.setTimeout(240_000);

/** The simulated courier walks on its own clock and our tracking reads it every second or two. */
const COURIER_ENV = { COURIER_SIM_STEP_SECONDS: '1', COURIER_TRACK_FIRST_SECONDS: '1', COURIER_TRACK_MAX_SECONDS: '2' };

const api = crashingApi('courier-crash', COURIER_ENV);
const restart = api.restart;

const BOOKS_SCRIPT = `
const { openDatabase } = await import('./src/db/index.ts');
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const moves = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'courier:%').execute();
const payments = await db
  .selectFrom('courier_payments')
  .innerJoin('simulated_payments', 'simulated_payments.id', 'courier_payments.provider_payment_id')
  .select(['simulated_payments.status', 'simulated_payments.amount'])
  .where('simulated_payments.status', 'in', ['held', 'captured', 'refunded'])
  .execute();
console.log(JSON.stringify({ moves: moves.map((row) => row.idempotency_key), payments: payments.map((row) => row.status + ' ' + row.amount) }));
await db.destroy();
`;

/** The courier's ledger keys and the provider's taken payments, on the shared database once no API process holds it. */
function courierBooks(): Promise<{ moves: string[]; payments: string[] }> {
  return api.runScript(BOOKS_SCRIPT);
}

async function claimOf(app: FastifyInstance, user: RegisteredUser, id: string): Promise<LogisticClaim> {
  const response = await request(app, 'GET', `/logistics/claim/${id}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<LogisticClaim>();
}

async function statusOf(app: FastifyInstance, user: RegisteredUser, id: string, wanted: (claim: LogisticClaim) => boolean) {
  return eventually(async () => {
    const claim = await claimOf(app, user, id);
    return wanted(claim) && claim;
  }, 60_000);
}

async function order(app: FastifyInstance, user: RegisteredUser, bindId: number, comment = ''): Promise<LogisticClaim> {
  const created = await request(app, 'POST', '/logistics/claim', user.token, claimRequest(bindId, { comment }));
  expect(created.statusCode).toBe(201);
  return created.json<LogisticClaim>();
}

function payAtCheckout(app: FastifyInstance, claim: LogisticClaim): Promise<void> {
  return pressCheckoutButton(app, claim.checkout_url!, 'pay');
}

it('finishes every courier claim right after crashes between the payment, the tracking and the refund', async () => {
  // A paid deal to order couriers for.
  let app = await restart(true);
  const parties = await remoteDealParties(app);
  const { sender, traveler } = parties;
  const bindId = await acceptedDeal(app, parties);
  const dealPayment = (await request(app, 'POST', `/binds/${bindId}/payment`, sender.token)).json<{ checkout_url: string }>();
  await app.inject({ method: 'POST', url: `${new URL(dealPayment.checkout_url).pathname}/pay` });
  await eventually(async () => (await request(app, 'GET', `/binds/${bindId}`, sender.token)).json().status === 'paid', 30_000);
  const toTraveler = await order(app, sender, bindId);
  // the simulator finds no courier for this one: it is cancelled with its whole fee refunded
  const toRecipient = await order(app, traveler, bindId, SIMULATOR_NO_COURIER_MARKER);

  // 1. Without a job runner both pay at the provider (the webhooks are queued) and the API dies.
  app = await restart(false);
  await payAtCheckout(app, toTraveler);
  await payAtCheckout(app, toRecipient);
  expect((await claimOf(app, sender, toTraveler.id)).status).toBe('awaiting_payment');

  // 2. The next process takes the webhooks, captures, creates the provider claims and follows them; it dies while the
  //    courier is on the way.
  app = await restart(true);
  await statusOf(app, sender, toTraveler.id, (claim) => ['courier_found', 'courier_arrived'].includes(claim.status));
  await statusOf(app, traveler, toRecipient.id, (claim) => claim.status === 'courier_not_found');

  // 3. Without a job runner the traveler cancels (the refund is due, its job queued) and the API dies.
  app = await restart(false);
  const cancel = await request(app, 'DELETE', `/logistics/claim/${toRecipient.id}/cancel`, traveler.token);
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json<LogisticClaim>().refund).toMatchObject({ amount: toRecipient.price, charge: 0, status: 'due' });

  // 4. The next process delivers the sender's claim and pays the traveler's refund back.
  app = await restart(true);
  const delivered = await statusOf(app, sender, toTraveler.id, (claim) => claim.status === 'delivered');
  expect(delivered.courier).not.toBeNull();
  const refunded = await statusOf(app, traveler, toRecipient.id, (claim) => claim.refund?.status === 'refunded');
  expect(refunded).toMatchObject({ status: 'cancelled', refund: { amount: toRecipient.price, charge: 0 } });
  await api.stop();

  // The books: each fee captured once; released once or refunded once (read by a process of its own, as PGlite
  // opens its files only outside Jest's sandbox).
  const books = await courierBooks();
  const keys = books.moves.map((key) => key.replace(toTraveler.id, 'A').replace(toRecipient.id, 'B'));
  const recipientMoves = ['courier:payment:B', 'courier:refund:B', 'courier:refund-paid:B'];
  expect(keys.sort()).toEqual(['courier:payment:A', 'courier:release:A', ...recipientMoves].sort());
  // at the payment provider: two courier fees taken, the cancelled one given back once
  expect(books.payments.sort()).toEqual([`captured ${toTraveler.price}`, `refunded ${toRecipient.price}`].sort());
  const check = await api.ledgerCheck();
  expect(check).toEqual({ code: 0, output: { problems: [] } });
});
