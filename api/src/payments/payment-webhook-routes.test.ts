import type { Db } from '../db';
import { createTestDatabase } from '../testing';
import { paymentsTestApp, startRewardCheckout, type PaymentsTestApp } from './payments-test-app';
import { completeSimulatedCheckout } from './simulator/simulated-checkout';
import { webhookSignature } from './webhook-signature';
import { newSimulatorEventId, signedSimulatorEvent, type SimulatorEventBody } from './simulator/simulated-events';

const SECRET = 'test-simulator-secret';
let db: Db;
let test: PaymentsTestApp;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  test = await paymentsTestApp(db, { SIMULATOR_WEBHOOK_SECRET: SECRET });
});
afterAll(() => test.app.close());
beforeEach(() => test.recorded.calls.splice(0));

async function checkout(amount = 1_250_000) {
  return (await startRewardCheckout(test.provider, { amount })).providerPaymentId;
}

const held = (id: string, amount = 1_250_000): SimulatorEventBody => ({
  id: newSimulatorEventId(),
  type: 'payment.held',
  created_at: new Date().toISOString(),
  data: { id, amount },
});

function post(body: Buffer, headers: Record<string, string>, provider = 'simulator') {
  return test.app.inject({ method: 'POST', url: `/payments/webhook/${provider}`, headers, payload: body });
}

const recordedEvents = () => db.selectFrom('payment_webhook_events').select(['provider', 'event_id', 'event_type']).execute();

describe('POST /payments/webhook/:provider with the simulator', () => {
  it('Pay: the signed payment.held event reaches the sink once, through the delivery job', async () => {
    const id = await checkout();
    expect(await completeSimulatedCheckout(db, test.jobs, id, 'pay')).toEqual({
      kind: 'done',
      status: 'held',
      returnUrl: 'http://profile.test/deals/1',
    });
    expect(test.recorded.calls).toEqual([]);
    expect(await test.jobs.runDue()).toBe(1);
    expect(test.recorded.calls).toEqual([['paymentHeld', id, 1_250_000]]);
    expect(await completeSimulatedCheckout(db, test.jobs, id, 'pay')).toMatchObject({ kind: 'already', status: 'held' });
    expect(await completeSimulatedCheckout(db, test.jobs, id, 'decline')).toMatchObject({ kind: 'already', status: 'held' });
    expect(await test.jobs.runDue()).toBe(0);
    expect(test.recorded.calls).toHaveLength(1);
  });

  it('Decline: payment.declined reaches the sink; paying afterwards changes nothing', async () => {
    const id = await checkout();
    await completeSimulatedCheckout(db, test.jobs, id, 'decline');
    await test.jobs.runDue();
    expect(test.recorded.calls).toEqual([['paymentDeclined', id, 'declined_by_payer']]);
    expect(await completeSimulatedCheckout(db, test.jobs, id, 'pay')).toMatchObject({ kind: 'already', status: 'declined' });
    expect(await test.jobs.runDue()).toBe(0);
  });

  it('answers a replay of the same event id 200 and changes nothing', async () => {
    const event = held(await checkout());
    const { body, headers } = signedSimulatorEvent(SECRET, event);
    for (let time = 0; time < 3; time++) {
      const answer = await post(body, headers);
      expect([answer.statusCode, answer.json()]).toEqual([200, { success: true }]);
    }
    expect(test.recorded.calls).toHaveLength(1);
    expect((await recordedEvents()).filter((row) => row.event_id === event.id)).toEqual([
      { provider: 'simulator', event_id: event.id, event_type: 'payment.held' },
    ]);
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const event = held(await checkout());
    const { body, headers } = signedSimulatorEvent('another-secret', event);
    const forged = await post(body, headers);
    expect([forged.statusCode, forged.json().error_type]).toEqual([401, 'unauthorized']);
    const unsigned = await post(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(401);
    const signed = signedSimulatorEvent(SECRET, event);
    const tampered = await post(Buffer.from(signed.body.toString().replace('1250000', '1')), signed.headers);
    expect(tampered.statusCode).toBe(401);
    expect(test.recorded.calls).toEqual([]);
    expect((await recordedEvents()).some((row) => row.event_id === event.id)).toBe(false);
  });

  it('answers 422 for a signed body that is not an event, 404 for another provider, never 500', async () => {
    for (const junk of ['', 'not json', '[]', '{"id":"e","type":"payment.held","data":{"id":"x"}}', '\xff\xfe']) {
      const signed = signedSimulatorEvent(SECRET, {} as SimulatorEventBody);
      const body = Buffer.from(junk, 'latin1');
      const answer = await post(body, { ...signed.headers, 'x-simulator-signature': signedSimulatorEventSignature(body) });
      expect([junk, answer.statusCode, answer.json().error_type]).toEqual([junk, 422, 'validation']);
    }
    const text = await post(Buffer.from('x'), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(401);
    expect((await post(Buffer.from('{}'), { 'content-type': 'application/json' }, 'ioka')).statusCode).toBe(404);
    expect((await post(Buffer.from('{}'), { 'content-type': 'application/json' }, 'paypal')).statusCode).toBe(404);
    expect(test.recorded.calls).toEqual([]);
  });

  it('keeps no trace of an event whose sink failed, so the retried delivery is applied', async () => {
    const id = await checkout();
    await completeSimulatedCheckout(db, test.jobs, id, 'pay');
    test.recorded.failNext();
    await test.jobs.runDue();
    expect(test.recorded.calls).toEqual([]);
    const job = await db
      .selectFrom('jobs')
      .select(['attempts', 'finished_at'])
      .where('kind', '=', 'payments: simulator webhook')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ attempts: 1, finished_at: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await test.jobs.runDue();
    expect(test.recorded.calls).toEqual([['paymentHeld', id, 1_250_000]]);
  });
});

function signedSimulatorEventSignature(body: Buffer): string {
  return webhookSignature(SECRET, body);
}
