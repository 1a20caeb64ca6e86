import type { Db } from '../../db';
import { createTestDatabase } from '../../testing';
import { providerRefusal, startRewardCheckout } from '../payments-test-app';
import type { PaymentProvider } from '../payment-provider';
import { simulatedPaymentProvider, simulatedPayoutFails } from './simulated-provider';
import { completeSimulatedCheckout } from './simulated-checkout';
import { completeSimulatedCardBinding } from './simulated-card-binding';
import { signedSimulatorEvent, type SimulatorEventBody } from './simulated-events';
import { createJobQueue } from '../../jobs';

let db: Db;
let provider: PaymentProvider;
let other: PaymentProvider;
const jobsOf = (database: Db) =>
  createJobQueue({ db: database, logger: { warn() {}, error() {} } as never, pollMs: 10, retryBaseMs: 1, retryMaxMs: 1 });

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.db;
  const options = { apiUrl: 'http://api.test', webhookSecret: 'secret' };
  provider = simulatedPaymentProvider({ db, ...options });
  // A second API process: its own connection, the same tables.
  other = simulatedPaymentProvider({ db: test.connectAgain(), ...options });
});

const checkout = (amount = 1_250_000) => startRewardCheckout(provider, { amount });

/** The user pressed Save on the card page of a binding started for them. */
async function saveCard(userId: number) {
  const page = await provider.startPayoutCardBinding(userId, 'http://profile.test/finance');
  const bindingId = new URL(page).pathname.split('/').pop()!;
  return { page, bindingId, saved: await completeSimulatedCardBinding(db, bindingId, 'save') };
}

async function held(amount = 1_250_000) {
  const started = await checkout(amount);
  await completeSimulatedCheckout(db, jobsOf(db), started.providerPaymentId, 'pay');
  return started.providerPaymentId;
}

describe('the simulated payment provider', () => {
  it('starts a checkout served at /dev/checkout/{id}, the same one again for the same payment id', async () => {
    const first = await checkout();
    expect(first.checkoutUrl).toBe(`http://api.test/dev/checkout/${first.providerPaymentId}`);
    const again = await other.createCheckout({
      paymentId: first.paymentId,
      amount: 1_250_000,
      currency: 'KZT',
      description: 'Reward',
      returnUrl: 'x',
    });
    expect(again.providerPaymentId).toBe(first.providerPaymentId);
    const changed = await providerRefusal(
      provider.createCheckout({ paymentId: first.paymentId, amount: 1, currency: 'KZT', description: 'Reward', returnUrl: 'x' }),
    );
    expect(changed).toMatchObject({ retryable: false, code: 'idempotency_mismatch' });
  });

  it('captures a hold once (capturing again is no error) and refunds it once per refund id', async () => {
    const id = await held();
    await provider.capture(id, 1_250_000);
    await other.capture(id, 1_250_000);
    await provider.refund(id, 1_250_000, 'refund-1');
    await other.refund(id, 1_250_000, 'refund-1');
    expect(await providerRefusal(provider.refund(id, 1_250_000, 'refund-2'))).toMatchObject({ code: 'already_refunded', retryable: false });
    expect(await providerRefusal(provider.capture(id, 1_250_000))).toMatchObject({ code: 'invalid_state' });
  });

  it('voids a hold (twice is no error), then refuses to capture or refund it', async () => {
    const id = await held();
    await provider.void(id);
    await other.void(id);
    expect(await providerRefusal(provider.capture(id, 1_250_000))).toMatchObject({ code: 'invalid_state', retryable: false });
    expect(await providerRefusal(provider.refund(id, 1_250_000, 'r'))).toMatchObject({ code: 'not_captured', retryable: false });
  });

  it('refuses what a real acquirer refuses: an unpaid or declined payment, another amount, an unknown id', async () => {
    const unpaid = await checkout();
    expect(await providerRefusal(provider.capture(unpaid.providerPaymentId, 1_250_000))).toMatchObject({ code: 'invalid_state' });
    expect(await providerRefusal(provider.void(unpaid.providerPaymentId))).toMatchObject({ code: 'invalid_state' });
    const declined = await checkout();
    await completeSimulatedCheckout(db, jobsOf(db), declined.providerPaymentId, 'decline');
    expect(await providerRefusal(provider.capture(declined.providerPaymentId, 1_250_000))).toMatchObject({ code: 'invalid_state' });
    const id = await held();
    expect(await providerRefusal(provider.capture(id, 1_000))).toMatchObject({ code: 'amount_mismatch' });
    await provider.capture(id, 1_250_000);
    expect(await providerRefusal(provider.refund(id, 1_250_001, 'r'))).toMatchObject({ code: 'amount_mismatch' });
    expect(await providerRefusal(provider.refund(id, 0, 'r'))).toMatchObject({ code: 'amount_mismatch' });
    // a part of it is refunded (a courier fee less the paid-cancel charge), once per refund id
    await provider.refund(id, 1_000, 'part');
    await provider.refund(id, 1_000, 'part');
    expect(await providerRefusal(provider.refund(id, 1_000, 'another'))).toMatchObject({ code: 'already_refunded' });
    // one call at a time: a refusal nobody awaits yet would be an unhandled rejection
    for (const call of [
      () => provider.capture('sim_pay_nope', 1),
      () => provider.void('sim_pay_nope'),
      () => provider.refund('sim_pay_nope', 1, 'r'),
    ]) {
      expect(await providerRefusal(call())).toMatchObject({ code: 'not_found', retryable: false });
    }
  });

  it("refuses a payout to a user who saved no card on the card page (no_card), as ioka does; the binding's page saves one", async () => {
    expect(await provider.payoutCard(7)).toBeNull();
    const refused = await providerRefusal(provider.payout({ payoutId: 'po-0', userId: 7, amount: 800_000, currency: 'KZT' }));
    expect(refused).toMatchObject({ code: 'no_card', retryable: false });
    const { page, bindingId, saved } = await saveCard(7);
    expect(page).toMatch(/^http:\/\/api\.test\/dev\/payout-card\/sim_bind_[\da-f]{24}$/);
    expect(saved).toEqual({ kind: 'done', returnUrl: 'http://profile.test/finance' });
    expect(await completeSimulatedCardBinding(db, bindingId, 'cancel')).toEqual({
      kind: 'already',
      status: 'saved',
      returnUrl: 'http://profile.test/finance',
    });
    expect(await other.payoutCard(7)).toEqual({ maskedPan: '440043******1234', brand: 'VISA' });
    expect(await completeSimulatedCardBinding(db, 'sim_bind_nothing', 'save')).toEqual({ kind: 'not_found' });
  });

  it('pays a payout at once, idempotent by our payout id; one whose tenge end in 13 fails', async () => {
    await saveCard(7);
    const paid = await provider.payout({ payoutId: 'po-1', userId: 7, amount: 800_000, currency: 'KZT' });
    expect(paid).toEqual({ providerPayoutId: expect.stringMatching(/^sim_po_/), status: 'paid' });
    expect(await other.payout({ payoutId: 'po-1', userId: 7, amount: 800_000, currency: 'KZT' })).toEqual(paid);
    expect(await provider.payout({ payoutId: 'po-2', userId: 7, amount: 101_300, currency: 'KZT' })).toMatchObject({ status: 'failed' });
    expect([1_300, 11_350, 101_399].every(simulatedPayoutFails)).toBe(true);
    expect([1_200, 13, 130_000, 1_400].some(simulatedPayoutFails)).toBe(false);
    expect(await db.selectFrom('simulated_payouts').select(['payout_id', 'status']).orderBy('payout_id').execute()).toEqual([
      { payout_id: 'po-1', status: 'paid' },
      { payout_id: 'po-2', status: 'failed' },
    ]);
  });

  it('reads a payout event with our payout id beside its own, or its own alone', () => {
    const event = (data: SimulatorEventBody['data']) => {
      const { body, headers } = signedSimulatorEvent('secret', { id: 'evt_1', type: 'payout.failed', created_at: '', data });
      return provider.parseWebhook(headers, body);
    };
    expect(event({ id: 'sim_po_1', payout_id: 'po-1', reason: 'card' })).toEqual({
      eventId: 'evt_1',
      type: 'payout.failed',
      providerPayoutId: 'sim_po_1',
      payoutId: 'po-1',
      reason: 'card',
    });
    expect(event({ id: 'sim_po_1' })).toEqual({
      eventId: 'evt_1',
      type: 'payout.failed',
      providerPayoutId: 'sim_po_1',
      reason: 'declined',
    });
  });
});
