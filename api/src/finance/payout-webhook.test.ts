import { acceptedDeal, dealTestApp, deliveryCodeOf } from '../deals/deal-testing';
import { iokaCustomerExternalId } from '../payments';
import { startFakeIoka, type FakeIoka, type HeldPayout } from '../payments/ioka/fake-ioka';
import { request } from '../testing';

// ioka's payout webhook may reach us while our payout call is still waiting for ioka's answer: the payout is
// found by our id (the order's external_id) and settled once, whichever of the two comes first.
const secrets = { apiKey: 'test-ioka-api-key', webhookSecret: 'test-ioka-webhook-secret' };
let fake: FakeIoka;
// Fake ioka listens before the app is built, which takes its address from the env.
beforeAll(async () => {
  fake = await startFakeIoka(secrets);
});
const test = dealTestApp({
  env: () => ({
    PAYMENT_PROVIDER: 'ioka',
    IOKA_API_KEY: secrets.apiKey,
    IOKA_WEBHOOK_SECRET: secrets.webhookSecret,
    IOKA_API_URL: fake.url,
  }),
});
beforeAll(async () => {
  fake.saveCard(iokaCustomerExternalId(test.parties.traveler.userId));
  await completedThroughIoka();
});
afterAll(() => fake?.close());
beforeEach(() => fake.behave({ holdPayoutAnswers: true }));

function webhook({ body, headers }: { body: Buffer; headers: Record<string, string> }) {
  return test.app.inject({ method: 'POST', url: '/payments/webhook/ioka', headers, payload: body });
}

/** A 5 000 ₸ deal paid on ioka's page and delivered with the code: the traveler's balance is 4 000 ₸. */
async function completedThroughIoka(): Promise<void> {
  const bindId = await acceptedDeal(test.app, test.parties, 5000);
  const paid = await request(test.app, 'POST', `/binds/${bindId}/payment`, test.parties.sender.token);
  expect(paid.statusCode).toBe(201);
  const payment = await test.db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('id', '=', paid.json().payment_id)
    .executeTakeFirstOrThrow();
  expect((await webhook(fake.approve(payment.provider_payment_id!))).statusCode).toBe(200);
  expect((await request(test.app, 'POST', `/binds/${bindId}/picked-up`, test.parties.traveler.token)).statusCode).toBe(200);
  const code = await deliveryCodeOf(test.app, bindId, test.parties.sender);
  const delivered = await request(test.app, 'POST', `/binds/${bindId}/delivered`, test.parties.traveler.token, { delivery_code: code });
  expect(delivered.json().status).toBe('completed');
}

async function balance(): Promise<{ balance: number; pending_payouts: number }> {
  return (await request(test.app, 'GET', '/me/finance', test.parties.traveler.token)).json();
}

/** `POST /me/payouts` started; resolves with its answer to come and ioka's payout call, held by the fake. */
async function payoutHeldByIoka(amount: number) {
  const answer = Promise.resolve(request(test.app, 'POST', '/me/payouts', test.parties.traveler.token, { amount }));
  const held: HeldPayout = await fake.nextHeldPayout();
  return { answer, held, payoutId: held.order.external_id };
}

const payoutRow = (id: string) =>
  test.db.selectFrom('payouts').select(['status', 'provider_payout_id']).where('id', '=', id).executeTakeFirstOrThrow();

const postingsOf = async (payoutId: string) =>
  (
    await test.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount'])
      .where('idempotency_key', 'like', `%:${payoutId}`)
      .orderBy('id')
      .execute()
  ).map((row) => [row.kind, Number(row.amount)]);

/**
 * ioka's held answer to the payout call comes after its webhook, then the webhook is delivered again: the payout
 * stays as the webhook settled it, posted once and settled once.
 */
async function answerAndRedeliverAfterWebhook(
  { answer, held, payoutId }: Awaited<ReturnType<typeof payoutHeldByIoka>>,
  settled: 'paid' | 'failed',
  amount: number,
): Promise<void> {
  held.answer();
  expect((await answer).json()).toMatchObject({ id: payoutId, status: settled });
  expect((await webhook(held.webhook)).statusCode).toBe(200);
  expect(await postingsOf(payoutId)).toEqual([
    ['payout', amount],
    [`payout_${settled}`, amount],
  ]);
}

describe('a payout webhook that comes before ioka answers the payout call', () => {
  it('PAYOUT_APPROVED first: the payout is paid once, and the answer that follows changes nothing', async () => {
    const before = await balance();
    const { answer, held, payoutId } = await payoutHeldByIoka(100_000);
    expect(await payoutRow(payoutId)).toEqual({ status: 'processing', provider_payout_id: null });

    expect((await webhook(held.webhook)).statusCode).toBe(200);
    expect(await payoutRow(payoutId)).toEqual({ status: 'paid', provider_payout_id: held.order.id });

    held.answer();
    const payout = await answer;
    expect([payout.statusCode, payout.json()]).toEqual([201, expect.objectContaining({ id: payoutId, status: 'paid', amount: 100_000 })]);
    expect(await payoutRow(payoutId)).toEqual({ status: 'paid', provider_payout_id: held.order.id });
    expect(await postingsOf(payoutId)).toEqual([
      ['payout', 100_000],
      ['payout_paid', 100_000],
    ]);
    expect(await balance()).toMatchObject({ balance: before.balance - 100_000, pending_payouts: 0 });
  });

  it('the same PAYOUT_APPROVED delivered twice, and again after the answer, pays once', async () => {
    const before = await balance();
    const payout = await payoutHeldByIoka(50_000);
    const { held } = payout;
    expect((await webhook(held.webhook)).statusCode).toBe(200);
    expect((await webhook(held.webhook)).statusCode).toBe(200);
    await answerAndRedeliverAfterWebhook(payout, 'paid', 50_000);

    const eventId = `PAYOUT_APPROVED:${JSON.parse(held.webhook.body.toString()).payout.id}`;
    const recorded = await test.db.selectFrom('payment_webhook_events').select('event_type').where('event_id', '=', eventId).execute();
    expect(recorded).toEqual([{ event_type: 'payout.paid' }]);
    expect(await balance()).toMatchObject({ balance: before.balance - 50_000, pending_payouts: 0 });
  });

  it('PAYOUT_DECLINED first: the payout fails and the money is back on the balance once', async () => {
    fake.behave({ holdPayoutAnswers: true, payout: 'DECLINED' });
    const before = await balance();
    const payout = await payoutHeldByIoka(70_000);
    const { held, payoutId } = payout;
    expect((await balance()).balance).toBe(before.balance - 70_000);

    expect((await webhook(held.webhook)).statusCode).toBe(200);
    expect(await payoutRow(payoutId)).toEqual({ status: 'failed', provider_payout_id: held.order.id });
    expect((await balance()).balance).toBe(before.balance);

    await answerAndRedeliverAfterWebhook(payout, 'failed', 70_000);
    expect(await balance()).toMatchObject({ balance: before.balance, pending_payouts: 0 });
    const failure = await test.db.selectFrom('payouts').select('failure').where('id', '=', payoutId).executeTakeFirstOrThrow();
    expect(failure.failure).toBe('CardDeclined');
  });

  it('an event without our id still settles by the order id ioka answered with; one naming no payout of ours is acknowledged', async () => {
    fake.behave({ payout: 'PENDING' });
    const pending = await request(test.app, 'POST', '/me/payouts', test.parties.traveler.token, { amount: 20_000 });
    expect(pending.json()).toMatchObject({ status: 'processing' });
    const { provider_payout_id: orderId } = await payoutRow(pending.json().id);
    const byOrderOnly = fake.signedEvent({ event: 'PAYOUT_APPROVED', order: { id: orderId }, payout: { id: 'pot_late' } });
    expect((await webhook(byOrderOnly)).statusCode).toBe(200);
    expect(await payoutRow(pending.json().id)).toMatchObject({ status: 'paid' });

    const before = await balance();
    const stranger = fake.signedEvent({ event: 'PAYOUT_DECLINED', order: { id: 'ord_unknown', external_id: 'not-ours' } });
    expect((await webhook(stranger)).statusCode).toBe(200);
    expect(await balance()).toEqual(before);
  });
});

describe('the payout card with ioka', () => {
  const card = () => request(test.app, 'GET', '/me/payout-card', test.parties.sender.token);
  const binding = () => request(test.app, 'POST', '/me/payout-card/binding', test.parties.sender.token);
  const customersOfSender = () =>
    [...fake.customers.values()].filter((customer) => customer.external_id === iokaCustomerExternalId(test.parties.sender.userId));

  it("leads to ioka's card page of the user's customer; a payout is refused until a card is saved there, then goes ahead", async () => {
    fake.behave({});
    expect((await card()).json()).toEqual({ saved: false });
    const refused = await request(test.app, 'POST', '/me/payouts', test.parties.sender.token, { amount: 10_000 });
    expect([refused.statusCode, refused.json().validation_errors]).toEqual([422, { amount: ['payoutCardMissing'] }]);

    const first = await binding();
    expect(first.statusCode).toBe(200);
    const [customer] = customersOfSender();
    expect(first.json()).toEqual({ binding_url: customer!.checkout_url });
    expect(customer!.back_url).toBe('http://localhost:3100/finance?lang=ru');
    expect((await binding()).json()).toEqual(first.json());
    expect(customersOfSender()).toHaveLength(1);

    fake.saveCard(iokaCustomerExternalId(test.parties.sender.userId), 'DECLINED');
    expect((await card()).json()).toEqual({ saved: false });
    fake.saveCard(iokaCustomerExternalId(test.parties.sender.userId));
    expect((await card()).json()).toEqual({ saved: true, card: { masked_pan: '440043******1234', brand: 'VISA' } });
    // The card check passed: what refuses now is the sender's empty balance.
    const over = await request(test.app, 'POST', '/me/payouts', test.parties.sender.token, { amount: 10_000 });
    expect(over.json().validation_errors).toEqual({ amount: ['invalidMaxValue'] });
  });

  it('pays out to the saved card at once when ioka approves', async () => {
    fake.behave({});
    const before = await balance();
    const paid = await request(test.app, 'POST', '/me/payouts', test.parties.traveler.token, { amount: 10_000 });
    expect([paid.statusCode, paid.json().status]).toEqual([201, 'paid']);
    expect(await balance()).toMatchObject({ balance: before.balance - 10_000, pending_payouts: 0 });
  });

  it('answers 503 while ioka does not answer, and a payout then goes ahead to be retried by its job', async () => {
    fake.behave({ failure: { kind: 'unavailable', times: 2 } });
    expect((await card()).statusCode).toBe(503);
    expect((await binding()).statusCode).toBe(503);
    fake.behave({ failure: { kind: 'unavailable', times: 1 } });
    const over = await request(test.app, 'POST', '/me/payouts', test.parties.sender.token, { amount: 10_000 });
    expect(over.json().validation_errors).toEqual({ amount: ['invalidMaxValue'] });
  });
});
