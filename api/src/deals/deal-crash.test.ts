import type { FastifyInstance } from 'fastify';
import { splitReward, tengeToTiyn } from '@jetkiz/contracts';
import { crashingApi, eventually, request, type RegisteredUser } from '../testing';
import { acceptedDeal, remoteDealParties } from './deal-testing';

// The API dies (SIGKILL) at the worst moments of a deal: after the provider took the payment but before our webhook
// ran, and after the deal completed but before the capture job ran. Each restart picks the work up from Postgres, and
// the money is held once, released once and captured once. Real OS processes over one database.
jest.setTimeout(240_000);

const REWARD_TENGE = 5000;
const api = crashingApi('crash');
const restart = api.restart;

async function dealOf(app: FastifyInstance, bindId: number, user: RegisteredUser) {
  const response = await request(app, 'GET', `/binds/${bindId}`, user.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ status: string; delivery_code: string | null; payment: { status: string } | null }>();
}

it('survives being killed between the payment and the webhook, and between the completion and the capture', async () => {
  // 1. Without a job runner: the sender pays at the (simulated) provider, whose webhook is queued, and the API dies.
  let app = await restart(false);
  const parties = await remoteDealParties(app);
  const { sender, traveler } = parties;
  const bindId = await acceptedDeal(app, parties, REWARD_TENGE);
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
  await api.stop();

  // the books, checked by the operator's command on the database the processes shared
  const check = await api.ledgerCheck();
  expect(check).toEqual({ code: 0, output: { problems: [] } });
});
