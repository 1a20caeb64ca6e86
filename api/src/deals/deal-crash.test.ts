import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { splitReward, tengeToTiyn } from '@jetkiz/contracts';
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

// The API dies (SIGKILL) at the worst moments of a deal: after the provider took the payment but before our webhook
// ran, and after the deal completed but before the capture job ran. Each restart picks the work up from Postgres, and
// the money is held once, released once and captured once. Real OS processes over one database: on PGlite one after
// the other (one process owns its files), on a real server (TEST_DATABASE_URL) the same, each with its own pool.
jest.setTimeout(240_000);

const REWARD_TENGE = 5000;
const NO_JOBS = '2000000000'; // a poll so far off the process runs no job after its first look at start
const JOBS_NOW = '50';

let dataDir: string;
let databaseEnv: Record<string, string>;
let api: ApiProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jetkiz-crash-'));
  databaseEnv = { DATA_DIR: path.join(dataDir, 'pglite'), IMAGES_DIR: path.join(dataDir, 'images') };
  if (process.env.TEST_DATABASE_URL) {
    // a schema of this file's own, migrated here (the environment drops it after the file)
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

/** `npm run ledger:check`'s command on the shared database, once no API process holds it. */
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

/** A new API process on the same database; `jobs` says whether it runs background jobs. */
async function restart(jobs: boolean) {
  await api?.stop('SIGKILL');
  api = await startApiProcess({ ...DEV_PROCESS_ENV, ...databaseEnv, JOB_POLL_MS: jobs ? JOBS_NOW : NO_JOBS });
  return remoteApp(api.url);
}

async function dealOf(app: ReturnType<typeof remoteApp>, bindId: number, user: RegisteredUser) {
  const response = await request(app, 'GET', `/binds/${bindId}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; delivery_code: string | null; payment: { status: string } | null }>();
}

it('survives being killed between the payment and the webhook, and between the completion and the capture', async () => {
  // 1. Without a job runner: the sender pays at the (simulated) provider, whose webhook is queued, and the API dies.
  let app = await restart(false);
  const sender = await registerUser(app);
  const traveler = await registerUser(app);
  for (const user of [sender, traveler]) expect((await request(app, 'POST', '/dev/verification/verify', user.token)).statusCode).toBe(200);
  const tripId = await createTrip(app, traveler.token);
  const parcel = await createParcel(app, sender.token, { reward: REWARD_TENGE });
  const bindId = (await request(app, 'POST', `/parcels/${parcel.id}/trips/binds`, sender.token, { trip_id: tripId })).json<{ id: number }>()
    .id;
  expect((await request(app, 'POST', `/binds/${bindId}/accept`, traveler.token)).statusCode).toBe(200);
  const payment = (await request(app, 'POST', `/binds/${bindId}/payment`, sender.token)).json<{ checkout_url: string }>();
  const paid = await app.inject({ method: 'POST', url: `${new URL(payment.checkout_url).pathname}/pay` });
  expect(paid.statusCode).toBe(303);
  expect((await dealOf(app, bindId, sender)).status).toBe('accepted');

  // 2. After the crash a new process delivers the webhook: the deal is paid and the money held, once.
  app = await restart(true);
  await eventually(async () => (await dealOf(app, bindId, sender)).status === 'paid', 30_000);
  expect((await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token)).statusCode).toBe(200);
  const code = (await dealOf(app, bindId, sender)).delivery_code!;

  // 3. Again without a job runner: the right code completes the deal (the release is in that transaction), and the
  // API dies before the capture job runs.
  app = await restart(false);
  const delivered = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, { delivery_code: code });
  expect(delivered.statusCode).toBe(200);
  expect(delivered.json().status).toBe('completed');
  expect((await dealOf(app, bindId, sender)).payment?.status).toBe('held');

  // 4. The next process captures the payment; the traveler's balance is the reward less 20%, released once.
  app = await restart(true);
  await eventually(async () => (await dealOf(app, bindId, sender)).payment?.status === 'captured', 30_000);
  const finance = (await request(app, 'GET', '/me/finance', traveler.token)).json<{ balance: number }>();
  const { commission, traveler: travelerAmount } = splitReward(tengeToTiyn(REWARD_TENGE));
  expect(finance.balance).toBe(travelerAmount);
  const movesOf = async (user: RegisteredUser) =>
    (await request(app, 'GET', '/me/finance', user.token))
      .json<{ transactions: { kind: string; amount: number; bind_id: number | null }[] }>()
      .transactions.filter((entry) => entry.bind_id === bindId)
      .map(({ kind, amount }) => `${kind} ${amount}`)
      .sort();
  expect(await movesOf(traveler)).toEqual([`commission ${-commission}`, `release ${tengeToTiyn(REWARD_TENGE)}`]);
  expect(await movesOf(sender)).toEqual([`payment ${-tengeToTiyn(REWARD_TENGE)}`]);
  // the checkout's button again: the provider refuses a second payment, nothing moves
  expect((await app.inject({ method: 'POST', url: `${new URL(payment.checkout_url).pathname}/pay` })).statusCode).toBe(409);
  await api!.stop('SIGTERM');
  api = undefined;

  // the books, checked by the operator's command on the database the processes shared
  const check = await runLedgerCheck({ ...DEV_PROCESS_ENV, ...databaseEnv });
  expect(check).toEqual({ code: 0, output: { problems: [] } });
});
