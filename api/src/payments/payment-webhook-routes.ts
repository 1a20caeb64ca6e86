import { MESSAGE_KEYS } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ApiError, documentationOnly, errorResponses, successSchema, unauthorized, validationError } from '../http';
import {
  WebhookSignatureError,
  type PaymentEventSink,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type PayoutReference,
} from './payment-provider';

export interface PaymentWebhookDependencies {
  db: Db;
  /** the providers whose webhooks we take, by name (the path's :provider) */
  providers: readonly PaymentProvider[];
  sink: PaymentEventSink;
}

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * `POST /payments/webhook/:provider`: a provider's signed event. The signature is checked over the raw bytes
 * (bad or missing → 401, nothing changes); the event id is recorded and the sink called in ONE transaction, so
 * an event delivered twice, or again after a crash midway, changes things exactly once.
 */
export function paymentWebhookRoutes({ db, providers, sink }: PaymentWebhookDependencies) {
  const byName = new Map(providers.map((provider) => [provider.name as string, provider]));
  return async function registerPaymentWebhook(app: FastifyInstance): Promise<void> {
    // Only in this plugin: every body is kept raw for the HMAC and parsed by the provider after the check.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    app.post<{ Params: { provider: string } }>(
      '/payments/webhook/:provider',
      {
        schema: {
          tags: ['payments'],
          summary: "A payment provider's event (payment held or declined, payout paid or failed), HMAC-signed over the raw body",
          params: documentationOnly({ type: 'object', properties: { provider: { type: 'string', description: 'simulator or ioka' } } }),
          response: { 200: successSchema, ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => {
        const provider = byName.get(request.params.provider);
        if (!provider) throw new ApiError(404, 'not_found', 'No such payment provider.');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = readEvent(provider, request.headers, raw);
        if (event) await apply(db, sink, provider.name, event);
        return { success: true };
      },
    );
  };
}

function readEvent(provider: PaymentProvider, headers: Record<string, string | string[] | undefined>, raw: Buffer) {
  try {
    return provider.parseWebhook(headers, raw);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw unauthorized('The webhook signature is missing or wrong.');
    throw validationError({ body: [MESSAGE_KEYS.somethingWentWrong] }, 'The body is not an event of this provider.');
  }
}

async function apply(db: Db, sink: PaymentEventSink, provider: string, event: PaymentWebhookEvent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_webhook_events')
      .values({ provider, event_id: event.eventId, event_type: event.type })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return;
    switch (event.type) {
      case 'payment.held':
        return sink.paymentHeld(trx, event.providerPaymentId, event.amount);
      case 'payment.declined':
        return sink.paymentDeclined(trx, event.providerPaymentId, event.reason);
      case 'payout.paid':
        return sink.payoutPaid(trx, payoutReferenceOf(event));
      case 'payout.failed':
        return sink.payoutFailed(trx, payoutReferenceOf(event), event.reason);
    }
  });
}

/** The event's payout reference alone (the sink gets no event id or type). */
function payoutReferenceOf({ providerPayoutId, payoutId }: PayoutReference): PayoutReference {
  return { providerPayoutId, payoutId };
}
