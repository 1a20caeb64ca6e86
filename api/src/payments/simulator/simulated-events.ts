import { randomBytes } from 'node:crypto';
import { webhookBodyOf } from '../../http';
import { WebhookPayloadError, WebhookSignatureError, type PaymentWebhookEvent } from '../payment-provider';
import { webhookSignature, webhookSignatureMatches } from '../webhook-signature';
import { SIMULATOR_SIGNATURE_HEADER } from './simulator-signing';

/**
 * The simulator's webhook body, as a provider's: its own event id, a type and the object it is about (a payout's
 * also names our payout id, as simulated_payouts keeps it).
 */
export interface SimulatorEventBody {
  id: string;
  type: PaymentWebhookEvent['type'];
  created_at: string;
  data: { id: string; amount?: number; reason?: string; payout_id?: string };
}

export function newSimulatorEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

/** The exact bytes and headers the simulator POSTs. */
export function signedSimulatorEvent(secret: string, event: SimulatorEventBody): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(JSON.stringify(event));
  return { body, headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: webhookSignature(secret, body) } };
}

/** Checks the signature first, then reads the event (WebhookSignatureError / WebhookPayloadError otherwise). */
export function parseSimulatorEvent(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): PaymentWebhookEvent {
  if (!webhookSignatureMatches(secret, rawBody, headers[SIMULATOR_SIGNATURE_HEADER])) throw new WebhookSignatureError();
  const event = webhookBodyOf(rawBody);
  const data = event?.data;
  if (!event || typeof event.id !== 'string' || !event.id || typeof data !== 'object' || data === null) throw new WebhookPayloadError();
  const { id, amount, reason, payout_id: payoutId } = data as Record<string, unknown>;
  if (typeof id !== 'string' || !id) throw new WebhookPayloadError();
  const text = typeof reason === 'string' ? reason : 'declined';
  const payout = { providerPayoutId: id, ...(typeof payoutId === 'string' && payoutId ? { payoutId } : {}) };
  switch (event.type) {
    case 'payment.held':
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0) throw new WebhookPayloadError();
      return { eventId: event.id, type: 'payment.held', providerPaymentId: id, amount: amount as number };
    case 'payment.declined':
      return { eventId: event.id, type: 'payment.declined', providerPaymentId: id, reason: text };
    case 'payout.paid':
      return { eventId: event.id, type: 'payout.paid', ...payout };
    case 'payout.failed':
      return { eventId: event.id, type: 'payout.failed', ...payout, reason: text };
    default:
      throw new WebhookPayloadError();
  }
}
