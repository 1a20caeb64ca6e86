import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LogisticClaim } from '@jetkiz/contracts';
import {
  DEV_PROCESS_ENV,
  createParcel,
  createTestDatabase,
  createTrip,
  eventually,
  registerUser,
  remoteApp,
  request,
  startApiProcess,
  type ApiProcess,
  type RegisteredUser,
} from '../testing';
import { SIMULATOR_NO_COURIER_MARKER } from '../courier';
import { call, claimRequest } from './claim-testing';

// The API dies (SIGKILL) in the middle of courier claims: after the payment provider took the fee but before our
// webhook ran, while the courier is on the way, and after a cancel but before its refund job ran. Each restart picks
// the work up from Postgres: every claim ends in the right state, the fee captured once, released or refunded once.
// Real OS processes over one database, as deal-crash.test.ts.
jest.setTimeout(240_000);

const NO_JOBS = '2000000000'; // a poll so far off the process runs no job after its first look at start
const JOBS_NOW = '50';
/** The simulated courier walks on its own clock and our tracking reads it every second or two. */
const COURIER_ENV = { COURIER_SIM_STEP_SECONDS: '1', COURIER_TRACK_FIRST_SECONDS: '1', COURIER_TRACK_MAX_SECONDS: '2' };

let dataDir: string;
let databaseEnv: Record<string, string>;
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jetkiz-courier-crash-'));
  databaseEnv = { DATA_DIR: path.join(dataDir, 'pglite'), IMAGES_DIR: path.join(dataDir, 'images') };
  if (process.env.TEST_DATABASE_URL) {
    const { schema } = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseEnv = { ...databaseEnv, DATABASE_URL: url.toString() };
  }
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function runLedgerCheck(env: Record<string, string>): Promise<{ code: number; output: unknown }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/ledger/ledger-check-cli.ts'],
      { cwd: path.resolve(__dirname, '../..'), env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: JSON.parse(stdout || 'null') }),
    );
  });
}

async function restart(jobs: boolean) {
  await api?.stop('SIGKILL');
  api = await startApiProcess({ ...DEV_PROCESS_ENV, ...databaseEnv, ...COURIER_ENV, JOB_POLL_MS: jobs ? JOBS_NOW : NO_JOBS });
  return remoteApp(api.url);
}

type App = ReturnType<typeof remoteApp>;

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
function courierBooks(env: Record<string, string>): Promise<{ moves: string[]; payments: string[] }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', BOOKS_SCRIPT],
      { cwd: path.resolve(__dirname, '../..'), env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(JSON.parse(stdout))),
    );
  });
}

async function claimOf(app: App, user: RegisteredUser, id: string): Promise<LogisticClaim> {
  const response = await call(app, 'GET', `/logistics/claim/${id}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<LogisticClaim>();
}

async function statusOf(app: App, user: RegisteredUser, id: string, wanted: (claim: LogisticClaim) => boolean) {
  return eventually(async () => {
    const claim = await claimOf(app, user, id);
    return wanted(claim) && claim;
  }, 60_000);
}

async function order(app: App, user: RegisteredUser, bindId: number, comment = ''): Promise<LogisticClaim> {
  const created = await call(app, 'POST', '/logistics/claim', user.token, claimRequest(bindId, { comment }));
  expect(created.statusCode).toBe(201);
  return created.json<LogisticClaim>();
}

async function payAtCheckout(app: App, claim: LogisticClaim): Promise<void> {
  expect((await app.inject({ method: 'POST', url: `${new URL(claim.checkout_url!).pathname}/pay` })).statusCode).toBe(303);
}

it('finishes every courier claim right after crashes between the payment, the tracking and the refund', async () => {
  // A paid deal to order couriers for.
  let app = await restart(true);
  const sender = await registerUser(app);
  const traveler = await registerUser(app);
  for (const user of [sender, traveler]) expect((await request(app, 'POST', '/dev/verification/verify', user.token)).statusCode).toBe(200);
  const tripId = await createTrip(app, traveler.token);
  const parcel = await createParcel(app, sender.token, { reward: 5000 });
  const bindId = (await request(app, 'POST', `/parcels/${parcel.id}/trips/binds`, sender.token, { trip_id: tripId })).json<{ id: number }>()
    .id;
  expect((await request(app, 'POST', `/binds/${bindId}/accept`, traveler.token)).statusCode).toBe(200);
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
  const cancel = await call(app, 'DELETE', `/logistics/claim/${toRecipient.id}/cancel`, traveler.token);
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json<LogisticClaim>().refund).toMatchObject({ amount: toRecipient.price, charge: 0, status: 'due' });

  // 4. The next process delivers the sender's claim and pays the traveler's refund back.
  app = await restart(true);
  const delivered = await statusOf(app, sender, toTraveler.id, (claim) => claim.status === 'delivered');
  expect(delivered.courier).not.toBeNull();
  const refunded = await statusOf(app, traveler, toRecipient.id, (claim) => claim.refund?.status === 'refunded');
  expect(refunded).toMatchObject({ status: 'cancelled', refund: { amount: toRecipient.price, charge: 0 } });
  await api!.stop('SIGTERM');
  api = undefined;

  // The books: each fee captured once; released once or refunded once (read by a process of its own, as PGlite
  // opens its files only outside Jest's sandbox).
  const books = await courierBooks({ ...DEV_PROCESS_ENV, ...databaseEnv });
  const keys = books.moves.map((key) => key.replace(toTraveler.id, 'A').replace(toRecipient.id, 'B'));
  const recipientMoves = ['courier:payment:B', 'courier:refund:B', 'courier:refund-paid:B'];
  expect(keys.sort()).toEqual(['courier:payment:A', 'courier:release:A', ...recipientMoves].sort());
  // at the payment provider: two courier fees taken, the cancelled one given back once
  expect(books.payments.sort()).toEqual([`captured ${toTraveler.price}`, `refunded ${toRecipient.price}`].sort());
  const check = await runLedgerCheck({ ...DEV_PROCESS_ENV, ...databaseEnv });
  expect(check).toEqual({ code: 0, output: { problems: [] } });
});
