import { sql } from 'kysely';
import type { Db } from '../../db';
import type { JobQueue } from '../../jobs';
import { newSimulatorEventId, signedSimulatorEvent, type SimulatorEventBody } from './simulated-events';

/** The job that POSTs one signed simulator event to our webhook, tried again until it answers 2xx. */
export const SIMULATOR_WEBHOOK_JOB = 'payments: simulator webhook';

export type CheckoutAnswer = 'pay' | 'decline';

export type CheckoutOutcome =
  | { kind: 'done'; status: 'held' | 'declined'; returnUrl: string }
  /** paid or declined before: nothing changes and no second event is sent */
  | { kind: 'already'; status: 'held' | 'declined' | 'captured' | 'voided' | 'refunded'; returnUrl: string }
  | { kind: 'not_found' };

/**
 * What the checkout page's Pay and Decline buttons do (tests call it directly): the pending payment becomes held
 * or declined and, in the same transaction, a job is queued to deliver the signed event to our webhook.
 */
export async function completeSimulatedCheckout(
  db: Db,
  jobs: JobQueue,
  providerPaymentId: string,
  answer: CheckoutAnswer,
): Promise<CheckoutOutcome> {
  return db.transaction().execute(async (trx) => {
    const status = answer === 'pay' ? 'held' : 'declined';
    const moved = await trx
      .updateTable('simulated_payments')
      .set({ status, updated_at: sql`now()` })
      .where('id', '=', providerPaymentId)
      .where('status', '=', 'pending')
      .returning(['amount', 'return_url'])
      .executeTakeFirst();
    if (moved) {
      const event: SimulatorEventBody = {
        id: newSimulatorEventId(),
        type: answer === 'pay' ? 'payment.held' : 'payment.declined',
        created_at: new Date().toISOString(),
        data: answer === 'pay' ? { id: providerPaymentId, amount: moved.amount } : { id: providerPaymentId, reason: 'declined_by_payer' },
      };
      await jobs.enqueue(trx, SIMULATOR_WEBHOOK_JOB, { event: event as unknown as Record<string, unknown> });
      return { kind: 'done', status, returnUrl: moved.return_url };
    }
    const row = await trx
      .selectFrom('simulated_payments')
      .select(['status', 'return_url'])
      .where('id', '=', providerPaymentId)
      .executeTakeFirst();
    if (!row) return { kind: 'not_found' };
    return { kind: 'already', status: row.status === 'pending' ? 'held' : row.status, returnUrl: row.return_url };
  });
}

/** Answers with the HTTP status our webhook gave; app.inject in the API, so no network or public address is needed. */
export type WebhookDelivery = (body: Buffer, headers: Record<string, string>) => Promise<number>;

/** Delivers the simulator's events: signed at delivery, the same event id each try, done on a 2xx answer. */
export function handleSimulatorWebhooks({
  jobs,
  webhookSecret,
  deliver,
}: {
  jobs: JobQueue;
  webhookSecret: string;
  deliver: WebhookDelivery;
}) {
  jobs.handle(SIMULATOR_WEBHOOK_JOB, async (payload) => {
    const { body, headers } = signedSimulatorEvent(webhookSecret, payload.event as SimulatorEventBody);
    const status = await deliver(body, headers);
    if (status < 200 || status > 299) throw new Error(`our payment webhook answered ${status}`);
  });
}
