import { webhookBodyOf } from '../../http';
import { WebhookPayloadError, WebhookSignatureError, type PaymentWebhookEvent } from '../payment-provider';
import { webhookSignatureMatches } from '../webhook-signature';
import { IOKA_SIGNATURE_HEADER } from './ioka-signing';

/**
 * ioka's webhook body: `{ event, order, payment? , payout? }` with the order (and the payment or payout) as
 * they are when the status changed. The events we act on: PAYMENT_APPROVED (a two-step payment authorised: the
 * money is held), PAYMENT_DECLINED, PAYOUT_APPROVED, PAYOUT_DECLINED; the others (PAYMENT_CAPTURED,
 * PAYMENT_CANCELLED, REFUND_APPROVED, ORDER_EXPIRED…) answer what we asked for ourselves and are acknowledged.
 * ioka sends no event id: the event name with the payment's (or payout's) own id is one, stable across retries.
 * A payout event names our payout by its order's external_id, beside the order id.
 */
export function parseIokaEvent(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): PaymentWebhookEvent | null {
  if (!webhookSignatureMatches(secret, rawBody, headers[IOKA_SIGNATURE_HEADER])) throw new WebhookSignatureError();
  const body = webhookBodyOf(rawBody);
  const order = objectOf(body?.order);
  if (!body || typeof body.event !== 'string' || !order || !nonEmpty(order.id)) throw new WebhookPayloadError();
  const orderId = order.id as string;
  const payment = objectOf(body.payment) ?? {};
  const payout = objectOf(body.payout) ?? {};
  // A payout order's external_id is our payout's id: it finds the payout before payout() has told us the order id.
  const payoutReference = { providerPayoutId: orderId, ...(nonEmpty(order.external_id) ? { payoutId: order.external_id as string } : {}) };
  const eventId = (subjectId: unknown) => `${body.event}:${nonEmpty(subjectId) ? subjectId : orderId}`;
  const reason = (subject: Record<string, unknown>) => {
    const error = objectOf(subject.error);
    return error && nonEmpty(error.code) ? (error.code as string) : 'declined';
  };
  switch (body.event) {
    case 'PAYMENT_APPROVED': {
      const amount = payment.approved_amount ?? payment.amount ?? order.amount;
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0) throw new WebhookPayloadError();
      return { eventId: eventId(payment.id), type: 'payment.held', providerPaymentId: orderId, amount: amount as number };
    }
    case 'PAYMENT_DECLINED':
      return { eventId: eventId(payment.id), type: 'payment.declined', providerPaymentId: orderId, reason: reason(payment) };
    case 'PAYOUT_APPROVED':
      return { eventId: eventId(payout.id), type: 'payout.paid', ...payoutReference };
    case 'PAYOUT_DECLINED':
      return { eventId: eventId(payout.id), type: 'payout.failed', ...payoutReference, reason: reason(payout) };
    default:
      return null;
  }
}

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
