import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { PaymentProviderError, type PaymentProvider, type PayoutCard, type PayoutResult } from '../payment-provider';
import { parseSimulatorEvent } from './simulated-events';

export interface SimulatorOptions {
  db: Db;
  /** the API's public address: the checkout page is served at {apiUrl}/dev/checkout/{id} */
  apiUrl: string;
  /** SIMULATOR_WEBHOOK_SECRET */
  webhookSecret: string;
}

/**
 * A payout whose whole-tenge part ends in 13 (13 ₸, 113 ₸, 1 013,50 ₸…) fails, as a card a bank refuses would:
 * so "a failed payout restores the balance" can be tried by hand and in e2e. Every other payout is paid at once.
 */
export function simulatedPayoutFails(amountTiyn: number): boolean {
  return Math.floor(amountTiyn / 100) % 100 === 13;
}

export function simulatorCheckoutPath(providerPaymentId: string): string {
  return `/dev/checkout/${providerPaymentId}`;
}

export function simulatorCardPagePath(bindingId: string): string {
  return `/dev/payout-card/${bindingId}`;
}

/** The test card the simulator's card page saves (no card number is ever typed on it). */
export const SIMULATED_PAYOUT_CARD: PayoutCard = { maskedPan: '440043******1234', brand: 'VISA' };

type Status = 'pending' | 'held' | 'declined' | 'captured' | 'voided' | 'refunded';

/**
 * The local payment provider: works offline, keeps its payments and payouts in Postgres (so every API process
 * agrees), two-step like a card acquirer (pending → held by the checkout page → captured | voided; captured →
 * refunded) and refuses what a real one refuses (non-retryable PaymentProviderError with a code).
 */
export function simulatedPaymentProvider({ db, apiUrl, webhookSecret }: SimulatorOptions): PaymentProvider {
  async function statusOf(providerPaymentId: string): Promise<{ status: Status; amount: number; refund_id: string | null }> {
    const row = await db
      .selectFrom('simulated_payments')
      .select(['status', 'amount', 'refund_id'])
      .where('id', '=', providerPaymentId)
      .executeTakeFirst();
    if (!row) throw refusal('not_found', `no payment ${providerPaymentId}`);
    return row;
  }

  /** Moves the payment from `from` to `to` atomically; false when it was not in `from` (another process won, or a wrong state). */
  async function move(providerPaymentId: string, from: Status, to: Status, refundId?: string): Promise<boolean> {
    const moved = await db
      .updateTable('simulated_payments')
      .set({ status: to, updated_at: sql`now()`, ...(refundId ? { refund_id: refundId } : {}) })
      .where('id', '=', providerPaymentId)
      .where('status', '=', from)
      .executeTakeFirst();
    return moved.numUpdatedRows > 0n;
  }

  async function savedCard(userId: number): Promise<PayoutCard | null> {
    const card = await db
      .selectFrom('simulated_payout_cards')
      .select(['masked_pan', 'brand'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return card ? { maskedPan: card.masked_pan, brand: card.brand } : null;
  }

  return {
    name: 'simulator',

    async createCheckout({ paymentId, amount, description, returnUrl }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw refusal('invalid_amount', `amount ${amount}`);
      // a repeated payment id answers with the checkout it started (the provider's idempotency key)
      const row = await db
        .insertInto('simulated_payments')
        .values({
          id: `sim_pay_${randomBytes(12).toString('hex')}`,
          payment_id: paymentId,
          amount,
          description,
          return_url: returnUrl,
          status: 'pending',
        })
        .onConflict((conflict) => conflict.column('payment_id').doUpdateSet((eb) => ({ payment_id: eb.ref('excluded.payment_id') })))
        .returning(['id', 'amount'])
        .executeTakeFirstOrThrow();
      if (row.amount !== amount) throw refusal('idempotency_mismatch', `payment ${paymentId} was started with another amount`);
      return { providerPaymentId: row.id, checkoutUrl: `${apiUrl}${simulatorCheckoutPath(row.id)}` };
    },

    async capture(providerPaymentId, amount) {
      const { status, amount: held } = await statusOf(providerPaymentId);
      if (status === 'held' && amount !== held) throw refusal('amount_mismatch', `capture ${amount} of a hold of ${held}`);
      if (status === 'captured' || (status === 'held' && (await move(providerPaymentId, 'held', 'captured')))) return;
      throw refusal('invalid_state', `cannot capture a payment that is ${(await statusOf(providerPaymentId)).status}`);
    },

    async void(providerPaymentId) {
      const { status } = await statusOf(providerPaymentId);
      if (status === 'voided' || (status === 'held' && (await move(providerPaymentId, 'held', 'voided')))) return;
      throw refusal('invalid_state', `cannot void a payment that is ${(await statusOf(providerPaymentId)).status}`);
    },

    async refund(providerPaymentId, amount, refundId) {
      const payment = await statusOf(providerPaymentId);
      // A part may be refunded (a courier fee less the provider's paid-cancel charge), never more than was taken.
      if (payment.status === 'captured' && (!Number.isSafeInteger(amount) || amount <= 0 || amount > payment.amount))
        throw refusal('amount_mismatch', `refund ${amount} of ${payment.amount}`);
      if (payment.status === 'captured' && (await move(providerPaymentId, 'captured', 'refunded', refundId))) return;
      const now = await statusOf(providerPaymentId);
      if (now.status === 'refunded' && now.refund_id === refundId) return;
      if (now.status === 'refunded') throw refusal('already_refunded', `payment ${providerPaymentId} was refunded by another refund`);
      throw refusal('not_captured', `cannot refund a payment that is ${now.status}`);
    },

    async payout({ payoutId, userId, amount }): Promise<PayoutResult> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw refusal('invalid_amount', `amount ${amount}`);
      if (!(await savedCard(userId))) throw refusal('no_card', `user ${userId} has saved no payout card`);
      const row = await db
        .insertInto('simulated_payouts')
        .values({
          id: `sim_po_${randomBytes(12).toString('hex')}`,
          payout_id: payoutId,
          user_id: userId,
          amount,
          status: simulatedPayoutFails(amount) ? 'failed' : 'paid',
        })
        .onConflict((conflict) => conflict.column('payout_id').doUpdateSet((eb) => ({ payout_id: eb.ref('excluded.payout_id') })))
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      return { providerPayoutId: row.id, status: row.status };
    },

    payoutCard: savedCard,

    async startPayoutCardBinding(userId, returnUrl) {
      const id = `sim_bind_${randomBytes(12).toString('hex')}`;
      await db.insertInto('simulated_card_bindings').values({ id, user_id: userId, return_url: returnUrl, status: 'pending' }).execute();
      return `${apiUrl}${simulatorCardPagePath(id)}`;
    },

    parseWebhook(headers, rawBody) {
      return parseSimulatorEvent(webhookSecret, headers, rawBody);
    },
  };
}

function refusal(code: string, message: string): PaymentProviderError {
  return new PaymentProviderError(`simulator: ${message}`, false, code);
}
