import { KZT } from '@jetkiz/contracts';
import { PaymentProviderError, type PaymentProvider, type PayoutCard, type PayoutResult } from '../payment-provider';
import { parseIokaEvent } from './ioka-events';
import { iokaHttp, type IokaCall } from './ioka-http';

export interface IokaOptions {
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
}

interface IokaOrder {
  id: string;
  status: string;
  amount: number;
  checkout_url?: string;
}

/** An ioka customer (a payer, in ioka's words): `checkout_url` is ioka's page where a card is saved under it. */
interface IokaCustomer {
  id: string;
  checkout_url?: string;
}

/** A card saved under a customer; only an APPROVED one can be paid to. */
interface IokaCard {
  id: string;
  status?: string;
  pan_masked?: string;
  payment_system?: string;
}

/** The ioka customer a user's payout card is saved under (on ioka's own card page; we never see the card). */
export function iokaCustomerExternalId(userId: number): string {
  return `jetkiz-user-${userId}`;
}

/**
 * ioka (api.ioka.kz v2), a Kazakhstan acquirer: orders with capture_method MANUAL are two-step (the payer's
 * checkout puts the order ON_HOLD, then we capture or cancel it), refunds by the order, payouts to a card saved
 * under the user's ioka customer. Every create is idempotent by our id (the order's external_id, the
 * Idempotency-Key header), so a job that runs again never pays twice.
 */
export function iokaPaymentProvider(options: IokaOptions): PaymentProvider {
  const call: IokaCall = iokaHttp(options);

  async function order(orderId: string): Promise<IokaOrder> {
    return orderOf((await call('GET', `/orders/${encodeURIComponent(orderId)}`)).body);
  }

  /** Our earlier order for this id, when a previous try created it and died before recording the answer. */
  async function orderByExternalId(externalId: string): Promise<IokaOrder | undefined> {
    const { body } = await call('GET', `/orders?external_id=${encodeURIComponent(externalId)}&limit=1`);
    const list = Array.isArray(body) ? body : [];
    return list.length > 0 ? orderOf(list[0]) : undefined;
  }

  async function createOrder(externalId: string, fields: Record<string, unknown>): Promise<IokaOrder> {
    const existing = await orderByExternalId(externalId);
    if (existing) return existing;
    const { body } = await call('POST', '/orders', { currency: KZT, external_id: externalId, ...fields }, externalId);
    return orderOf((body as { order?: unknown } | undefined)?.order);
  }

  async function customerOf(userId: number): Promise<IokaCustomer | undefined> {
    const { body } = await call('GET', `/customers?external_id=${encodeURIComponent(iokaCustomerExternalId(userId))}&limit=1`);
    const customer = Array.isArray(body) ? (body[0] as Partial<IokaCustomer> | undefined) : undefined;
    return customer && typeof customer.id === 'string' ? (customer as IokaCustomer) : undefined;
  }

  /** The user's customer, created on their first binding (idempotent by the external id: a race finds the other's). */
  async function ensureCustomer(userId: number, returnUrl: string): Promise<IokaCustomer> {
    const existing = await customerOf(userId);
    if (existing) return existing;
    const externalId = iokaCustomerExternalId(userId);
    try {
      // back_url: where ioka's card page sends the browser back (our assumption: CustomerIn documents only the ids).
      const { body } = await call('POST', '/customers', { external_id: externalId, back_url: returnUrl }, externalId);
      const created = (body as { customer?: Partial<IokaCustomer> } | undefined)?.customer;
      if (created && typeof created.id === 'string') return created as IokaCustomer;
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.retryable) throw error;
    }
    const raced = await customerOf(userId);
    if (!raced) throw refusal('no_customer', `no customer for user ${userId}`);
    return raced;
  }

  async function approvedCard(customerId: string): Promise<IokaCard | undefined> {
    const { body } = await call('GET', `/customers/${encodeURIComponent(customerId)}/cards`);
    const cards = Array.isArray(body) ? (body as Partial<IokaCard>[]) : [];
    return cards.find((card): card is IokaCard => typeof card.id === 'string' && (card.status ?? 'APPROVED') === 'APPROVED');
  }

  return {
    name: 'ioka',

    async createCheckout({ paymentId, amount, description, returnUrl }) {
      const created = await createOrder(paymentId, {
        amount,
        capture_method: 'MANUAL',
        description: description.slice(0, 255),
        // One try on ioka's page: a declined card ends this payment, and the sender starts a new one from the deal.
        attempts: 1,
        back_url: returnUrl,
        success_url: returnUrl,
        failure_url: returnUrl,
      });
      if (created.amount !== amount) throw refusal('idempotency_mismatch', `order for ${paymentId} has another amount`);
      if (!created.checkout_url) throw refusal('no_checkout_url', `order ${created.id} has no checkout_url`);
      return { providerPaymentId: created.id, checkoutUrl: created.checkout_url };
    },

    async capture(orderId, amount) {
      const { status } = await order(orderId);
      if (status === 'PAID') return;
      if (status !== 'ON_HOLD') throw refusal('invalid_state', `cannot capture order ${orderId}: ${status}`);
      await call('POST', `/orders/${encodeURIComponent(orderId)}/capture`, { amount });
    },

    async void(orderId) {
      const { status } = await order(orderId);
      if (status === 'CANCELLED') return;
      if (status !== 'ON_HOLD') throw refusal('invalid_state', `cannot cancel order ${orderId}: ${status}`);
      await call('POST', `/orders/${encodeURIComponent(orderId)}/cancel`, { reason: 'deal cancelled' });
    },

    async refund(orderId, amount, refundId) {
      await call('POST', `/orders/${encodeURIComponent(orderId)}/refund`, { amount, reason: 'deal cancelled' }, refundId);
    },

    async payout({ payoutId, userId, amount }): Promise<PayoutResult> {
      const customer = await customerOf(userId);
      const card = customer && (await approvedCard(customer.id));
      if (!customer || !card) throw refusal('no_card', `user ${userId} has saved no payout card with ioka`);
      const payoutOrder = await createOrder(payoutId, { amount, capture_method: 'AUTO', description: 'Jetkiz payout' });
      const { body } = await call('POST', `/orders/${payoutOrder.id}/payouts`, { customer_id: customer.id, card_id: card.id }, payoutId);
      const status = (body as { status?: unknown } | undefined)?.status;
      return { providerPayoutId: payoutOrder.id, status: status === 'APPROVED' ? 'paid' : status === 'DECLINED' ? 'failed' : 'processing' };
    },

    async payoutCard(userId): Promise<PayoutCard | null> {
      const customer = await customerOf(userId);
      const card = customer && (await approvedCard(customer.id));
      if (!card) return null;
      return { maskedPan: card.pan_masked ?? '', brand: card.payment_system ?? null };
    },

    async startPayoutCardBinding(userId, returnUrl) {
      const customer = await ensureCustomer(userId, returnUrl);
      if (!customer.checkout_url) throw refusal('no_checkout_url', `customer ${customer.id} has no checkout_url`);
      return customer.checkout_url;
    },

    parseWebhook(headers, rawBody) {
      return parseIokaEvent(options.webhookSecret, headers, rawBody);
    },
  };
}

function orderOf(value: unknown): IokaOrder {
  const order = value as Partial<IokaOrder> | undefined;
  if (!order || typeof order.id !== 'string' || typeof order.status !== 'string' || !Number.isSafeInteger(order.amount)) {
    throw new PaymentProviderError('ioka answered without an order', true, 'bad_answer');
  }
  return order as IokaOrder;
}

function refusal(code: string, message: string): PaymentProviderError {
  return new PaymentProviderError(`ioka: ${message}`, false, code);
}
