import { randomBytes } from 'node:crypto';
import { KZT, MESSAGE_KEYS, type Payout } from '@jetkiz/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../db';
import { validationError } from '../http';
import type { JobQueue } from '../jobs';
import type { Ledger } from '../ledger';
import { PaymentProviderError, type PaymentProvider, type PayoutReference } from '../payments/payment-provider';
import type { Clock } from '../deals';

export const PAYOUT_JOB = 'finance.payout';

type PayoutRow = { id: string; status: Payout['status']; amount: string | number; created_at: Date };

function toPayout(row: PayoutRow): Payout {
  return { id: row.id, status: row.status, amount: Number(row.amount), currency: KZT, created_at: row.created_at.toISOString() };
}

/**
 * Payouts of a user's balance to their card. The balance moves to "payouts in flight" in the same transaction
 * that records the payout (the balance row locked: two payouts at once cannot overdraw); the provider's answer
 * then moves it out to the world (paid) or back to the balance (failed).
 */
export function createPayouts({
  db,
  jobs,
  ledger,
  provider,
  clock,
  logger,
}: {
  db: Db;
  jobs: JobQueue;
  ledger: Ledger;
  provider: PaymentProvider;
  clock: Clock;
  logger: FastifyBaseLogger;
}) {
  async function settle(trx: DbExecutor, payoutId: string, outcome: 'paid' | 'failed', reason?: string): Promise<void> {
    const payout = await trx
      .selectFrom('payouts')
      .select(['id', 'user_id', 'amount', 'status'])
      .where('id', '=', payoutId)
      .forUpdate()
      .executeTakeFirst();
    if (!payout || payout.status !== 'processing') return;
    const at = clock.now();
    const amount = Number(payout.amount);
    await trx
      .updateTable('payouts')
      .set({ status: outcome, finished_at: at, failure: reason?.slice(0, 500) ?? null })
      .where('id', '=', payoutId)
      .execute();
    await ledger.post(
      trx,
      outcome === 'paid'
        ? {
            kind: 'payout_paid',
            key: `payout_paid:${payoutId}`,
            amount,
            from: 'payouts_in_flight',
            to: 'external',
            userId: payout.user_id,
            at,
          }
        : {
            kind: 'payout_failed',
            key: `payout_failed:${payoutId}`,
            amount,
            from: 'payouts_in_flight',
            to: { balanceOf: payout.user_id },
            userId: payout.user_id,
            at,
          },
    );
  }

  /** Asks the provider to pay; its answer settles the payout now, or later by webhook ('processing'). */
  async function send(payoutId: string): Promise<void> {
    const payout = await db
      .selectFrom('payouts')
      .select(['id', 'user_id', 'amount', 'status'])
      .where('id', '=', payoutId)
      .executeTakeFirst();
    if (!payout || payout.status !== 'processing') return;
    let result;
    try {
      result = await provider.payout({ payoutId, userId: payout.user_id, amount: Number(payout.amount), currency: KZT });
    } catch (error) {
      if (error instanceof PaymentProviderError && !error.retryable) {
        await db.transaction().execute((trx) => settle(trx, payoutId, 'failed', error.message));
        return;
      }
      throw error;
    }
    await db.transaction().execute(async (trx) => {
      await recordProviderId(trx, payoutId, result.providerPayoutId);
      if (result.status !== 'processing')
        await settle(trx, payoutId, result.status, result.status === 'failed' ? 'refused by the provider' : undefined);
    });
  }

  /** The provider's id, once: its answer and its webhook (whichever comes first) both bring it. */
  async function recordProviderId(trx: DbExecutor, payoutId: string, providerPayoutId: string): Promise<void> {
    await trx
      .updateTable('payouts')
      .set({ provider_payout_id: providerPayoutId })
      .where('id', '=', payoutId)
      .where('provider_payout_id', 'is', null)
      .execute();
  }

  /**
   * A provider's event settles the payout it names: by our id when the event carries it (the webhook may come
   * before payout() has answered with the provider's id), else by the provider's id. An event that names no payout
   * of ours is logged and acknowledged, as the webhook acknowledges every signed event.
   */
  async function settleReported(
    trx: DbExecutor,
    { payoutId, providerPayoutId }: PayoutReference,
    outcome: 'paid' | 'failed',
    reason?: string,
  ): Promise<void> {
    const byOurId = payoutId
      ? await trx
          .selectFrom('payouts')
          .select('id')
          .where('id', '=', payoutId)
          .where((where) => where.or([where('provider_payout_id', 'is', null), where('provider_payout_id', '=', providerPayoutId)]))
          .executeTakeFirst()
      : undefined;
    const payout =
      byOurId ?? (await trx.selectFrom('payouts').select('id').where('provider_payout_id', '=', providerPayoutId).executeTakeFirst());
    if (!payout) {
      logger.warn({ payoutId, providerPayoutId, outcome }, 'a payout event for no payout of ours');
      return;
    }
    await recordProviderId(trx, payout.id, providerPayoutId);
    await settle(trx, payout.id, outcome, reason);
  }

  /**
   * Refuses at once when the provider says there is no card, rather than taking the balance for a payout that can
   * only fail. A provider that does not answer is no refusal: the payout goes ahead, its job tries again, and a
   * missing card then fails it and the balance comes back.
   */
  async function requireCard(userId: number): Promise<void> {
    let card;
    try {
      card = await provider.payoutCard(userId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn({ err: error, userId }, 'could not check the payout card, the payout goes ahead');
      return;
    }
    if (!card) throw validationError({ amount: [MESSAGE_KEYS.payoutCardMissing] });
  }

  return {
    /**
     * `POST /me/payouts`: without a payout card saved with the provider 422 {amount: ['payoutCardMissing']}, more
     * than the balance 422 {amount: ['invalidMaxValue']}.
     */
    async request(userId: number, amount: number): Promise<Payout> {
      await requireCard(userId);
      const id = randomBytes(16).toString('base64url');
      await db.transaction().execute(async (trx) => {
        const account = await ledger.balanceAccount(trx, userId, { forUpdate: true });
        if (amount > account.balance) throw validationError({ amount: [MESSAGE_KEYS.invalidMaxValue] });
        const at = clock.now();
        await trx.insertInto('payouts').values({ id, user_id: userId, amount, status: 'processing', created_at: at }).execute();
        await ledger.post(trx, {
          kind: 'payout',
          key: `payout:${id}`,
          amount,
          from: { balanceOf: userId },
          to: 'payouts_in_flight',
          userId,
          at,
        });
      });
      try {
        await send(id);
      } catch (error) {
        // The provider did not answer: the job asks again with the same payout id (its idempotency key).
        logger.warn({ err: error, payoutId: id }, 'payout not sent yet, retried by a job');
        await jobs.enqueue(db, PAYOUT_JOB, { payout_id: id });
      }
      const row = await db
        .selectFrom('payouts')
        .select(['id', 'status', 'amount', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return toPayout(row);
    },

    paidByProvider: (trx: DbExecutor, payout: PayoutReference) => settleReported(trx, payout, 'paid'),

    failedByProvider: (trx: DbExecutor, payout: PayoutReference, reason: string) => settleReported(trx, payout, 'failed', reason),

    registerJobs(): void {
      jobs.handle(PAYOUT_JOB, (payload) => send(String(payload.payout_id)));
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
