import { createTestDatabase } from '../../testing';
import { WebhookPayloadError, WebhookSignatureError, type PaymentProvider } from '../payment-provider';
import { paymentsTestApp, providerRefusal, startRewardCheckout } from '../payments-test-app';
import { startFakeIoka, type FakeIoka } from './fake-ioka';
import { iokaCustomerExternalId, iokaPaymentProvider, type IokaOptions } from './ioka-provider';
import { IOKA_SIGNATURE_HEADER } from './ioka-signing';

const secrets = { apiKey: 'test-ioka-api-key', webhookSecret: 'test-ioka-webhook-secret' };
let fake: FakeIoka;

beforeEach(async () => {
  fake = await startFakeIoka(secrets);
});
afterEach(() => fake.close());

const ioka = (options: Partial<IokaOptions> = {}): PaymentProvider =>
  iokaPaymentProvider({ ...secrets, apiUrl: fake.url, timeoutMs: 10_000, ...options });

const hold = (provider = ioka()) => startRewardCheckout(provider);

describe('the ioka adapter against a local fake of its API', () => {
  it('holds: a MANUAL order with our id, its checkout_url; the payer approves and the signed webhook says payment.held', async () => {
    const provider = ioka();
    const { paymentId, providerPaymentId, checkoutUrl } = await hold(provider);
    const order = fake.orders.get(providerPaymentId)!;
    expect(order).toMatchObject({ external_id: paymentId, amount: 1_250_000, capture_method: 'MANUAL', status: 'UNPAID' });
    expect(checkoutUrl).toBe(order.checkout_url);
    const again = await provider.createCheckout({ paymentId, amount: 1_250_000, currency: 'KZT', description: 'Reward', returnUrl: 'x' });
    expect(again.providerPaymentId).toBe(providerPaymentId);
    expect(fake.orders.size).toBe(1);

    const { body, headers } = fake.approve(providerPaymentId);
    const event = provider.parseWebhook(headers, body);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^PAYMENT_APPROVED:pay_/),
      type: 'payment.held',
      providerPaymentId,
      amount: 1_250_000,
    });
    expect(provider.parseWebhook(headers, body)).toEqual(event);
  });

  it('reads a declined payment, and acknowledges events it does not act on', async () => {
    const provider = ioka();
    const { providerPaymentId } = await hold(provider);
    const { body, headers } = fake.decline(providerPaymentId);
    expect(provider.parseWebhook(headers, body)).toMatchObject({
      type: 'payment.declined',
      providerPaymentId,
      reason: 'InsufficientFunds',
    });
    const captured = fake.signedEvent({ event: 'PAYMENT_CAPTURED', order: { id: providerPaymentId } });
    expect(provider.parseWebhook(captured.headers, captured.body)).toBeNull();
  });

  it('checks the webhook signature: a wrong secret, a changed body or no header is refused; a signed non-event is a payload error', () => {
    const provider = ioka();
    const { body, headers } = fake.signedEvent({ event: 'PAYMENT_APPROVED', order: { id: 'ord_1', amount: 100 } });
    expect(provider.parseWebhook(headers, body)).toMatchObject({ type: 'payment.held', amount: 100 });
    expect(() => ioka({ webhookSecret: 'another' }).parseWebhook(headers, body)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(headers, Buffer.from(body.toString().replace('100', '999')))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook({}, body)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook({ [IOKA_SIGNATURE_HEADER]: [headers[IOKA_SIGNATURE_HEADER]] }, body)).toThrow(WebhookSignatureError);
    const junk = fake.signedEvent({ event: 'PAYMENT_APPROVED', order: {} });
    expect(() => provider.parseWebhook(junk.headers, junk.body)).toThrow(WebhookPayloadError);
  });

  it('captures a hold (again is no error), then refunds it once per refund id', async () => {
    const provider = ioka();
    const { providerPaymentId } = await hold(provider);
    fake.approve(providerPaymentId);
    await provider.capture(providerPaymentId, 1_250_000);
    await provider.capture(providerPaymentId, 1_250_000);
    expect(fake.orders.get(providerPaymentId)!.status).toBe('PAID');
    await provider.refund(providerPaymentId, 1_250_000, 'refund-1');
    await provider.refund(providerPaymentId, 1_250_000, 'refund-1');
    expect(fake.orders.get(providerPaymentId)!.status).toBe('REFUNDED');
    expect(fake.calls.filter((call) => call.path.endsWith('/refund')).map((call) => call.status)).toEqual([201, 201]);
    expect(await providerRefusal(provider.refund(providerPaymentId, 1_250_000, 'refund-2'))).toMatchObject({
      retryable: false,
      code: 'InvalidOrderStatus',
    });
  });

  it('voids a hold (again is no error); capturing or refunding it then is a final refusal', async () => {
    const provider = ioka();
    const { providerPaymentId } = await hold(provider);
    fake.approve(providerPaymentId);
    await provider.void(providerPaymentId);
    await provider.void(providerPaymentId);
    expect(fake.orders.get(providerPaymentId)!.status).toBe('CANCELLED');
    expect(await providerRefusal(provider.capture(providerPaymentId, 1_250_000))).toMatchObject({
      retryable: false,
      code: 'invalid_state',
    });
    expect(await providerRefusal(provider.refund(providerPaymentId, 1_250_000, 'r'))).toMatchObject({
      retryable: false,
      code: 'InvalidOrderStatus',
    });
  });

  it('pays out to the card the user saved with ioka; without one, or declined by the bank, it says so', async () => {
    const provider = ioka();
    expect(await providerRefusal(provider.payout({ payoutId: 'po-1', userId: 7, amount: 500_000, currency: 'KZT' }))).toMatchObject({
      retryable: false,
      code: 'no_card',
    });
    fake.saveCard(iokaCustomerExternalId(7));
    const paid = await provider.payout({ payoutId: 'po-2', userId: 7, amount: 500_000, currency: 'KZT' });
    expect(paid).toEqual({ providerPayoutId: expect.stringMatching(/^ord_/), status: 'paid' });
    expect(await provider.payout({ payoutId: 'po-2', userId: 7, amount: 500_000, currency: 'KZT' })).toEqual(paid);
    expect([...fake.orders.values()].filter((order) => order.external_id === 'po-2')).toHaveLength(1);
    fake.behave({ payout: 'DECLINED' });
    expect(await provider.payout({ payoutId: 'po-3', userId: 7, amount: 500_000, currency: 'KZT' })).toMatchObject({ status: 'failed' });
  });

  it("reads a payout's webhook with our payout id (the order's external_id), even while the payout call waits for its answer", async () => {
    const provider = ioka();
    fake.saveCard(iokaCustomerExternalId(8));
    fake.behave({ holdPayoutAnswers: true, payout: 'DECLINED' });
    const answer = provider.payout({ payoutId: 'po-4', userId: 8, amount: 500_000, currency: 'KZT' });
    const held = await fake.nextHeldPayout();
    expect(provider.parseWebhook(held.webhook.headers, held.webhook.body)).toEqual({
      eventId: expect.stringMatching(/^PAYOUT_DECLINED:pot_/),
      type: 'payout.failed',
      providerPayoutId: held.order.id,
      payoutId: 'po-4',
      reason: 'CardDeclined',
    });
    held.answer();
    expect(await answer).toEqual({ providerPayoutId: held.order.id, status: 'failed' });
    const approved = fake.signedEvent({ event: 'PAYOUT_APPROVED', order: { id: 'ord_1' }, payout: { id: 'pot_1' } });
    expect(provider.parseWebhook(approved.headers, approved.body)).toEqual({
      eventId: 'PAYOUT_APPROVED:pot_1',
      type: 'payout.paid',
      providerPayoutId: 'ord_1',
    });
  });

  it("starts a card binding on ioka's page of the user's customer (created once, by our external id) and reads the approved card", async () => {
    const provider = ioka();
    expect(await provider.payoutCard(9)).toBeNull();
    const urls = await Promise.all([1, 2].map(() => provider.startPayoutCardBinding(9, 'http://profile.test/finance')));
    const customers = [...fake.customers.values()];
    expect(customers).toEqual([
      expect.objectContaining({ external_id: iokaCustomerExternalId(9), back_url: 'http://profile.test/finance' }),
    ]);
    expect(urls).toEqual([customers[0]!.checkout_url, customers[0]!.checkout_url]);
    expect(await provider.startPayoutCardBinding(9, 'http://profile.test/finance')).toBe(urls[0]);
    fake.saveCard(iokaCustomerExternalId(9), 'DECLINED');
    expect(await provider.payoutCard(9)).toBeNull();
    fake.saveCard(iokaCustomerExternalId(9));
    expect(await provider.payoutCard(9)).toEqual({ maskedPan: '440043******1234', brand: 'VISA' });
    expect(fake.customers.size).toBe(1);
  });

  it('turns a 4xx into a final refusal and a 5xx or a timeout into a retryable error', async () => {
    expect(await providerRefusal(ioka().capture('ord_unknown', 100))).toMatchObject({ retryable: false, code: 'OrderNotFound' });
    expect(
      await providerRefusal(
        ioka({ apiKey: 'wrong' }).createCheckout({ paymentId: 'p', amount: 100, currency: 'KZT', description: 'd', returnUrl: 'x' }),
      ),
    ).toMatchObject({
      retryable: false,
      code: 'Unauthorized',
    });
    expect(
      await providerRefusal(ioka().createCheckout({ paymentId: 'p', amount: 5, currency: 'KZT', description: 'd', returnUrl: 'x' })),
    ).toMatchObject({
      retryable: false,
      code: 'ValidationError',
    });
    fake.behave({ failure: { kind: 'unavailable', times: 1 } });
    expect(await providerRefusal(hold())).toMatchObject({ retryable: true, code: 'ServiceUnavailable' });
    expect((await hold()).checkoutUrl).toMatch(/\/checkout\/ord_/);
    fake.behave({ failure: { kind: 'hang' } });
    expect(await providerRefusal(ioka({ timeoutMs: 150 }).void('ord_any'))).toMatchObject({ retryable: true, code: 'timeout' });
  });
});

describe('POST /payments/webhook/ioka with PAYMENT_PROVIDER=ioka', () => {
  it('applies a signed ioka event once, refuses a forged one, and has no simulator webhook', async () => {
    const { db } = await createTestDatabase();
    const env = {
      PAYMENT_PROVIDER: 'ioka',
      IOKA_API_KEY: secrets.apiKey,
      IOKA_WEBHOOK_SECRET: secrets.webhookSecret,
      IOKA_API_URL: fake.url,
    };
    const test = await paymentsTestApp(db, env);
    try {
      const { providerPaymentId } = await hold(test.provider);
      const { body, headers } = fake.approve(providerPaymentId);
      const post = (payload: Buffer, with_: Record<string, string>, provider = 'ioka') =>
        test.app.inject({ method: 'POST', url: `/payments/webhook/${provider}`, headers: with_, payload });
      expect((await post(body, headers)).statusCode).toBe(200);
      expect((await post(body, headers)).statusCode).toBe(200);
      expect(test.recorded.calls).toEqual([['paymentHeld', providerPaymentId, 1_250_000]]);
      expect((await post(body, { ...headers, [IOKA_SIGNATURE_HEADER]: '0'.repeat(64) })).statusCode).toBe(401);
      expect((await post(body, headers, 'simulator')).statusCode).toBe(404);
      expect((await test.app.inject({ method: 'GET', url: '/dev/checkout/sim_pay_000000000000000000000000' })).statusCode).toBe(404);
    } finally {
      await test.app.close();
    }
  });
});
