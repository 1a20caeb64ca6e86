import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { signedSimulatorEvent, type SimulatorEventBody } from '../payments';
import { request, testConfig } from '../testing';
import { acceptedDeal, setUpDealTestApp, type DealParties } from './deal-testing';

// The provider's webhook as the deal sees it: our sink runs behind the real route, signature check and event ids.
let app: FastifyInstance;
let db: Db;
let parties: DealParties;
const secret = testConfig().payments.simulator.webhookSecret;

setUpDealTestApp((test) => ({ app, db, parties } = test));

function webhook(event: SimulatorEventBody, signingSecret = secret) {
  const { body, headers } = signedSimulatorEvent(signingSecret, event);
  return app.inject({ method: 'POST', url: '/payments/webhook/simulator', headers, payload: body });
}

async function startedPayment(): Promise<{ bindId: number; providerPaymentId: string; paymentId: string }> {
  const bindId = await acceptedDeal(app, parties);
  const { payment_id: paymentId } = (await request(app, 'POST', `/binds/${bindId}/payment`, parties.sender.token)).json();
  const row = await db.selectFrom('payments').select('provider_payment_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { bindId, paymentId, providerPaymentId: row.provider_payment_id! };
}

const held = (id: string, eventId: string, amount = 500_000): SimulatorEventBody => ({
  id: eventId,
  type: 'payment.held',
  created_at: new Date().toISOString(),
  data: { id, amount },
});

const statusOf = async (bindId: number) =>
  (await db.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirstOrThrow()).status;

describe('the payment webhook and the deal', () => {
  it('a bad signature is 401 and changes nothing', async () => {
    const { bindId, providerPaymentId } = await startedPayment();
    const response = await webhook(held(providerPaymentId, 'evt_bad_signature'), 'not-the-secret');
    expect(response.statusCode).toBe(401);
    expect(await statusOf(bindId)).toBe('accepted');
  });

  it('the same held event twice pays the deal once', async () => {
    const { bindId, providerPaymentId } = await startedPayment();
    const event = held(providerPaymentId, 'evt_replayed_once');
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    // even as a new event id, a second hold of the same payment changes nothing
    expect((await webhook(held(providerPaymentId, 'evt_replayed_twice'))).statusCode).toBe(200);
    expect(await statusOf(bindId)).toBe('paid');
    const postings = await db.selectFrom('ledger_transactions').select('kind').where('bind_id', '=', bindId).execute();
    expect(postings).toEqual([{ kind: 'payment' }]);
    const codes = await db.selectFrom('deal_events').select('event').where('bind_id', '=', bindId).where('event', '=', 'paid').execute();
    expect(codes).toHaveLength(1);
  });

  it('a hold of another amount than the reward does not pay the deal', async () => {
    const { bindId, providerPaymentId, paymentId } = await startedPayment();
    expect((await webhook(held(providerPaymentId, 'evt_wrong_amount', 1))).statusCode).toBe(200);
    expect(await statusOf(bindId)).toBe('accepted');
    expect((await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status).not.toBe(
      'held',
    );
  });

  it('an event about a payment we never started is acknowledged and changes nothing', async () => {
    expect((await webhook(held('sim_pay_000000000000000000000000', 'evt_unknown'))).statusCode).toBe(200);
  });
});
