import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnFreePort } from '../../testing';
import { webhookSignature } from '../webhook-signature';
import { IOKA_SIGNATURE_HEADER } from './ioka-signing';

export interface FakeIokaOrder {
  id: string;
  external_id: string;
  amount: number;
  capture_method: 'AUTO' | 'MANUAL';
  status: 'UNPAID' | 'ON_HOLD' | 'PAID' | 'CANCELLED' | 'REFUNDED' | 'DECLINED';
  checkout_url: string;
  payments: { id: string; status: string; amount: number }[];
}

/**
 * unavailable: calls answer 503; hang: calls never answer (`times` calls, default all). payout: the bank's answer.
 * holdPayoutAnswers: a payout call waits for the test (`nextHeldPayout`), which may deliver ioka's webhook first.
 */
export interface FakeIokaBehaviour {
  failure?: { kind: 'unavailable' | 'hang'; times?: number };
  payout?: 'APPROVED' | 'PENDING' | 'DECLINED';
  holdPayoutAnswers?: boolean;
}

/** A payout call the fake has not answered yet, and the webhook ioka sends about the payout's outcome. */
export interface HeldPayout {
  order: FakeIokaOrder;
  webhook: { body: Buffer; headers: Record<string, string> };
  answer(): void;
}

export interface FakeIokaCustomer {
  id: string;
  external_id: string;
  /** ioka's page where the payer saves a card */
  checkout_url: string;
  /** where that page sends the browser back, as the customer was created with */
  back_url?: string;
  cards: { id: string; status: 'APPROVED' | 'DECLINED'; pan_masked: string; payment_system: string }[];
}

type Answer = (status: number, json: unknown) => void;

/**
 * ioka's v2 API as our adapter sees it, on 127.0.0.1 and a free port: API-KEY checked (401 otherwise), orders
 * kept with their statuses (UNPAID → ON_HOLD by approve() → PAID | CANCELLED; PAID → REFUNDED), ioka-style
 * errors ({code, message}, 400/404) for wrong states and unknown ids, Idempotency-Key honoured, customers with
 * saved cards for payouts (answered at once, or held while the test delivers the webhook first), and signed
 * webhooks for the test to deliver.
 */
export async function startFakeIoka(options: { apiKey: string; webhookSecret: string; behaviour?: FakeIokaBehaviour }) {
  let behaviour = options.behaviour ?? {};
  let failuresLeft = behaviour.failure?.times ?? Infinity;
  const orders = new Map<string, FakeIokaOrder>();
  const customers = new Map<string, FakeIokaCustomer>();
  const replies = new Map<string, { status: number; json: unknown }>();
  const calls: { method: string; path: string; status: number }[] = [];
  const heldPayouts: HeldPayout[] = [];
  let payoutHeld: (() => void) | undefined;
  let url = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const target = new URL(request.url ?? '/', 'http://fake');
      const answer: Answer = (status, json) => {
        calls.push({ method, path: `${target.pathname}${target.search}`, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (behaviour.failure && failuresLeft > 0) {
        failuresLeft--;
        if (behaviour.failure.kind === 'hang') return void calls.push({ method, path: target.pathname, status: 0 });
        return answer(503, { code: 'ServiceUnavailable', message: 'try later' });
      }
      if (request.headers['api-key'] !== options.apiKey) return answer(401, { code: 'Unauthorized', message: 'invalid API-KEY' });
      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${method} ${target.pathname} ${key}` : undefined;
      const seen = replayKey ? replies.get(replayKey) : undefined;
      if (seen) return answer(seen.status, seen.json);
      const remember: Answer = (status, json) => {
        if (replayKey && status < 300) replies.set(replayKey, { status, json });
        answer(status, json);
      };
      route(method, target, parse(Buffer.concat(chunks)), remember);
    });
  });

  function route(method: string, target: URL, body: Record<string, unknown>, answer: Answer) {
    const path = target.pathname;
    const externalId = target.searchParams.get('external_id');
    if (method === 'GET' && path === '/v2/orders')
      return answer(
        200,
        [...orders.values()].filter((order) => order.external_id === externalId),
      );
    if (method === 'POST' && path === '/v2/orders') {
      if (!Number.isSafeInteger(body.amount) || (body.amount as number) < 100)
        return answer(400, { code: 'ValidationError', message: 'amount' });
      const id = `ord_${randomBytes(5).toString('hex')}`;
      const order: FakeIokaOrder = {
        id,
        external_id: String(body.external_id ?? ''),
        amount: body.amount as number,
        capture_method: body.capture_method === 'MANUAL' ? 'MANUAL' : 'AUTO',
        status: 'UNPAID',
        checkout_url: `${url}/checkout/${id}`,
        payments: [],
      };
      orders.set(id, order);
      return answer(201, { order, order_access_token: `${id}_secret` });
    }
    if (method === 'GET' && path === '/v2/customers')
      return answer(
        200,
        [...customers.values()].filter((customer) => customer.external_id === externalId),
      );
    if (method === 'POST' && path === '/v2/customers') {
      const externalId = String(body.external_id ?? '');
      if ([...customers.values()].some((customer) => customer.external_id === externalId))
        return answer(409, { code: 'CustomerExists', message: 'customer with this external_id exists' });
      const customer = newCustomer(externalId, typeof body.back_url === 'string' ? body.back_url : undefined);
      return answer(201, { customer, customer_access_token: `${customer.id}_secret` });
    }
    const cards = /^\/v2\/customers\/([^/]+)\/cards$/.exec(path);
    if (method === 'GET' && cards) return answer(200, customers.get(cards[1])?.cards ?? []);
    const action = /^\/v2\/orders\/([^/]+)(?:\/(capture|cancel|refund|payouts))?$/.exec(path);
    const order = action ? orders.get(decodeURIComponent(action[1])) : undefined;
    if (!action) return answer(404, { code: 'NotFound', message: path });
    if (!order) return answer(404, { code: 'OrderNotFound', message: 'Order not found' });
    const wrongState = () => answer(400, { code: 'InvalidOrderStatus', message: `order is ${order.status}` });
    switch (method === 'GET' ? 'get' : action[2]) {
      case 'get':
        return answer(200, order);
      case 'capture':
        if (order.status !== 'ON_HOLD' || body.amount !== order.amount) return wrongState();
        order.status = 'PAID';
        return answer(200, { id: order.payments[0]?.id, status: 'CAPTURED', captured_amount: order.amount });
      case 'cancel':
        if (order.status !== 'ON_HOLD') return wrongState();
        order.status = 'CANCELLED';
        return answer(200, { id: order.payments[0]?.id, status: 'CANCELLED' });
      case 'refund':
        if (order.status !== 'PAID' || body.amount !== order.amount) return wrongState();
        order.status = 'REFUNDED';
        return answer(201, { id: `rfd_${randomBytes(5).toString('hex')}`, status: 'APPROVED', amount: order.amount });
      case 'payouts': {
        if (order.status !== 'UNPAID' || !customers.has(String(body.customer_id))) return wrongState();
        const status = behaviour.payout ?? 'APPROVED';
        order.status = status === 'DECLINED' ? 'DECLINED' : 'PAID';
        const payout = { id: `pot_${randomBytes(5).toString('hex')}`, status, amount: order.amount };
        if (!behaviour.holdPayoutAnswers) return answer(201, payout);
        heldPayouts.push({ order, webhook: payoutWebhook(order, payout), answer: () => answer(201, payout) });
        return payoutHeld?.();
      }
      default:
        return answer(404, { code: 'NotFound', message: path });
    }
  }

  function newCustomer(externalId: string, backUrl?: string): FakeIokaCustomer {
    const id = `cus_${randomBytes(5).toString('hex')}`;
    const customer: FakeIokaCustomer = {
      id,
      external_id: externalId,
      checkout_url: `${url}/customers/${id}/checkout`,
      back_url: backUrl,
      cards: [],
    };
    customers.set(id, customer);
    return customer;
  }

  /** The signed webhook ioka sends, for the test to deliver. */
  function signedEvent(event: object) {
    const body = Buffer.from(JSON.stringify(event));
    return {
      body,
      headers: { 'content-type': 'application/json', [IOKA_SIGNATURE_HEADER]: webhookSignature(options.webhookSecret, body) },
    };
  }

  /** The webhook about a payout's outcome (a pending one ends approved): the order carries our payout id as external_id. */
  function payoutWebhook(order: FakeIokaOrder, payout: { id: string; status: string; amount: number }) {
    const declined = payout.status === 'DECLINED';
    return signedEvent({
      event: declined ? 'PAYOUT_DECLINED' : 'PAYOUT_APPROVED',
      order,
      payout: {
        ...payout,
        status: declined ? 'DECLINED' : 'APPROVED',
        error: declined ? { code: 'CardDeclined', message: 'declined' } : undefined,
      },
    });
  }

  /** The payer completes the checkout: approved (held) or declined, and the webhook ioka sends about it. */
  function payerAnswers(orderId: string, approved: boolean) {
    const order = orders.get(orderId);
    if (!order || order.status !== 'UNPAID') throw new Error(`order ${orderId} is not awaiting payment`);
    const payment = { id: `pay_${randomBytes(5).toString('hex')}`, status: approved ? 'APPROVED' : 'DECLINED', amount: order.amount };
    order.payments.push(payment);
    order.status = approved ? 'ON_HOLD' : 'DECLINED';
    const error = approved ? undefined : { code: 'InsufficientFunds', message: 'insufficient funds' };
    return signedEvent({ event: approved ? 'PAYMENT_APPROVED' : 'PAYMENT_DECLINED', order, payment: { ...payment, error } });
  }

  const listening = await listenOnFreePort(server);
  url = listening.url;
  return {
    url,
    orders,
    calls,
    signedEvent,
    approve: (orderId: string) => payerAnswers(orderId, true),
    decline: (orderId: string) => payerAnswers(orderId, false),
    customers,
    /**
     * The user saved a card on ioka's page (its customer made first when the test did not start a binding): approved,
     * or declined by the bank's check, which leaves nothing to pay to.
     */
    saveCard(customerExternalId: string, status: 'APPROVED' | 'DECLINED' = 'APPROVED') {
      const customer = [...customers.values()].find((one) => one.external_id === customerExternalId) ?? newCustomer(customerExternalId);
      customer.cards.push({ id: `crd_${randomBytes(5).toString('hex')}`, status, pan_masked: '440043******1234', payment_system: 'VISA' });
    },
    /** The next payout call held by `holdPayoutAnswers`, once it has arrived. */
    async nextHeldPayout(): Promise<HeldPayout> {
      while (heldPayouts.length === 0) await new Promise<void>((resolve) => (payoutHeld = resolve));
      return heldPayouts.shift()!;
    },
    behave(next: FakeIokaBehaviour) {
      behaviour = next;
      failuresLeft = next.failure?.times ?? Infinity;
    },
    close: listening.close,
  };
}

export type FakeIoka = Awaited<ReturnType<typeof startFakeIoka>>;

function parse(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
