import type { Currency } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';

// The payment provider behind the safe deal (issue 17): two-step card payments (hold, then capture or void),
// refunds and payouts to a card. Amounts are integer tiyn. The local default is the simulator; PAYMENT_PROVIDER
// names a real one (ioka). Nothing here knows about deals: the deals feature is the PaymentEventSink.

export interface CheckoutRequest {
  /** our payment's id (unguessable), sent to the provider as its order reference and idempotency key */
  paymentId: string;
  /** tiyn */
  amount: number;
  currency: Currency;
  /** shown on the provider's page, e.g. "Delivery reward, request 12" */
  description: string;
  /** where the payer's browser goes back to after paying or declining */
  returnUrl: string;
}

export interface Checkout {
  providerPaymentId: string;
  /** the provider's page the payer opens */
  checkoutUrl: string;
}

export interface PayoutRequest {
  /** our payout's id (unguessable), the provider's idempotency key */
  payoutId: string;
  userId: number;
  /** tiyn */
  amount: number;
  currency: Currency;
}

export interface PayoutResult {
  providerPayoutId: string;
  /** 'processing': the outcome arrives later by webhook */
  status: 'paid' | 'processing' | 'failed';
}

/** The card payouts go to, as the provider shows it (we never see the number). */
export interface PayoutCard {
  /** e.g. '440043******1234' */
  maskedPan: string;
  /** the card's payment system, e.g. 'VISA', when the provider tells */
  brand: string | null;
}

/**
 * The payout a provider's event is about: the provider's id and, when the event carries it, ours (the reference we
 * created the payout under). The webhook may come before `payout()` has returned the provider's id to us, so our
 * id is what finds the payout then.
 */
export interface PayoutReference {
  providerPayoutId: string;
  payoutId?: string;
}

/** What a provider's webhook says, once its signature has been checked. */
export type PaymentWebhookEvent =
  | { eventId: string; type: 'payment.held'; providerPaymentId: string; amount: number }
  | { eventId: string; type: 'payment.declined'; providerPaymentId: string; reason: string }
  | ({ eventId: string; type: 'payout.paid' } & PayoutReference)
  | ({ eventId: string; type: 'payout.failed'; reason: string } & PayoutReference);

/** A provider answered with an error (declined, not found, its own 4xx/5xx); `retryable` for 5xx and timeouts. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The webhook's signature is wrong or missing: the route answers 401 and changes nothing. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('bad webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

/** The webhook is signed but its body is not an event the provider sends: the route answers 422. */
export class WebhookPayloadError extends Error {
  constructor(message = 'not a payment event') {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

export interface PaymentProvider {
  readonly name: 'simulator' | 'ioka';
  /** Starts a two-step payment; the money is held when the payer completes the checkout (a payment.held event). */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Takes the held money (the deal completed). Capturing a captured payment again is no error. */
  capture(providerPaymentId: string, amount: number): Promise<void>;
  /** Releases a hold that was never captured (the deal cancelled). Voiding twice is no error. */
  void(providerPaymentId: string): Promise<void>;
  /** Returns captured money. `refundId` is the idempotency key: the same refund twice returns money once. */
  refund(providerPaymentId: string, amount: number, refundId: string): Promise<void>;
  /**
   * Sends money to the user's card, tokenised on the provider's own page (we never see the card). Without a saved
   * card: a non-retryable PaymentProviderError with code 'no_card'.
   */
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** The card the user saved for payouts on the provider's page; null when there is none. */
  payoutCard(userId: number): Promise<PayoutCard | null>;
  /** The provider's page where the user saves a card for payouts; the browser comes back to `returnUrl`. */
  startPayoutCardBinding(userId: number, returnUrl: string): Promise<string>;
  /**
   * Checks the signature (HMAC with the provider's secret) and reads the event; WebhookSignatureError otherwise,
   * WebhookPayloadError for a signed body that is not an event. null: a genuine event we do not act on
   * (a provider sends more kinds than these four), acknowledged and not recorded.
   */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): PaymentWebhookEvent | null;
}

/**
 * What the deals feature does with a provider's event, inside the webhook's transaction (the same transaction
 * that records the event id, so an event seen twice changes nothing the second time).
 */
export interface PaymentEventSink {
  paymentHeld(trx: DbExecutor, providerPaymentId: string, amount: number): Promise<void>;
  paymentDeclined(trx: DbExecutor, providerPaymentId: string, reason: string): Promise<void>;
  payoutPaid(trx: DbExecutor, payout: PayoutReference): Promise<void>;
  payoutFailed(trx: DbExecutor, payout: PayoutReference, reason: string): Promise<void>;
}
