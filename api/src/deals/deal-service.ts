import { randomBytes } from 'node:crypto';
import { kazakhstanToday, KZT, MESSAGE_KEYS, profileLink, type Payment } from '@jetkiz/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BindStatusColumn, Db, DbExecutor } from '../db';
import { ApiError, validationError, type SiteLocale } from '../http';
import type { JobQueue } from '../jobs';
import type { PaymentProvider } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider';
import { verificationStatusOf } from '../verification';
import { HOUR_MS, type Clock } from './clock';
import { addDays } from '../working-days';
import { dealNotFound, lockDeal, readDeal, roleOf, wrongParty, wrongState, type DealRecord } from './deal-records';
import type { DealNotices } from './deal-notices';
import { CAPTURE_JOB, REFUND_JOB, VOID_JOB, codeLocked, rewardTiyn, type Actor, type DealSteps } from './deal-steps';

export interface DealServiceDependencies {
  db: Db;
  jobs: JobQueue;
  provider: PaymentProvider;
  clock: Clock;
  steps: DealSteps;
  notices: DealNotices;
  profileUrl: string;
  rules: { paymentExpiryHours: number; autoCompleteHours: number; pickupGraceDays: number };
  logger: FastifyBaseLogger;
}

type PaymentRow = { id: string; status: Payment['status']; amount: string | number; checkout_url: string | null };

export function toPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    status: row.status,
    amount: Number(row.amount),
    currency: KZT,
    checkout_url: row.status === 'pending' ? row.checkout_url : null,
  };
}

/** From which statuses each party may cancel (the sender's pending request is the bind routes' own). */
export const CANCELLABLE_FROM: Record<'sender' | 'traveler', readonly BindStatusColumn[]> = {
  sender: ['pending', 'accepted', 'paid'],
  traveler: ['accepted', 'paid', 'picked_up'],
};

/** The deal's use cases: each checks the party and the state, then runs its step in one transaction. */
export function createDealService(deps: DealServiceDependencies) {
  const { db, jobs, provider, clock, steps, notices, profileUrl, rules, logger } = deps;

  /** Runs `work` on the locked deal after the party check; 404 for a stranger or no deal. */
  async function onDeal<T>(
    bindId: number | null,
    userId: number,
    work: (trx: DbExecutor, deal: DealRecord, role: ReturnType<typeof roleOf>) => Promise<T>,
  ) {
    if (bindId === null) throw dealNotFound();
    return db.transaction().execute(async (trx) => {
      const deal = await lockDeal(trx, bindId);
      if (!deal) throw dealNotFound();
      return work(trx, deal, roleOf(deal, userId));
    });
  }

  function check(deal: DealRecord, role: string, by: 'sender' | 'traveler', statuses: readonly BindStatusColumn[]): void {
    if (role !== by) throw wrongParty(role as 'sender' | 'traveler');
    if (!statuses.includes(deal.status)) throw wrongState(deal.status);
  }

  async function failPayment(paymentId: string, reason: string): Promise<void> {
    await db
      .updateTable('payments')
      .set({ status: 'failed', failed_at: clock.now(), failure: reason.slice(0, 500) })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .execute();
  }

  const service = {
    /**
     * `POST /binds/:id/payment`: the sender's checkout for the reward; while one is pending the same one again.
     * The provider is called outside the database transaction (a network call never holds the deal's lock). The
     * checkout speaks the payer's language (`locale`, their request's) and returns to the deal in it.
     */
    async startPayment(bindId: number | null, userId: number, locale: SiteLocale): Promise<Payment> {
      const started = await onDeal(bindId, userId, async (trx, deal, role) => {
        check(deal, role, 'sender', ['accepted']);
        if ((await verificationStatusOf(trx, userId)) !== 'verified') {
          throw new ApiError(403, 'verification_required', 'Pass identity verification to pay for a delivery.');
        }
        const now = clock.now();
        const pending = await trx
          .selectFrom('payments')
          .select(['id', 'status', 'amount', 'checkout_url', 'expires_at'])
          .where('bind_id', '=', deal.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (pending && pending.expires_at > now) return { existing: toPayment(pending), created: null };
        if (pending) {
          await trx.updateTable('payments').set({ status: 'expired' }).where('id', '=', pending.id).execute();
          await steps.record(trx, deal.id, 'payment_expired', now);
        }
        const payment = {
          id: randomBytes(16).toString('base64url'),
          bind_id: deal.id,
          payer_id: userId,
          provider: provider.name,
          status: 'pending' as const,
          amount: rewardTiyn(deal),
          created_at: now,
          expires_at: new Date(now.getTime() + rules.paymentExpiryHours * HOUR_MS),
        };
        await trx.insertInto('payments').values(payment).execute();
        await steps.record(trx, deal.id, 'payment_started', now);
        return { existing: null, created: payment };
      });
      if (started.existing) return started.existing;
      const { created } = started;
      if (!created) throw dealNotFound();
      try {
        const checkout = await provider.createCheckout({
          paymentId: created.id,
          amount: created.amount,
          currency: KZT,
          description: notices.checkoutDescription(created.bind_id, locale),
          returnUrl: profileLink(profileUrl, locale, `/deals/${created.bind_id}`),
        });
        const row = await db
          .updateTable('payments')
          .set({ provider_payment_id: checkout.providerPaymentId, checkout_url: checkout.checkoutUrl })
          .where('id', '=', created.id)
          .returning(['id', 'status', 'amount', 'checkout_url'])
          .executeTakeFirstOrThrow();
        return toPayment(row);
      } catch (error) {
        logger.warn({ err: error, paymentId: created.id }, 'the payment provider did not start a checkout');
        await failPayment(created.id, error instanceof Error ? error.message : String(error));
        throw new ApiError(503, 'server_error', 'The payment service is not available, try again in a minute.');
      }
    },

    async pickedUp(bindId: number | null, userId: number): Promise<void> {
      await onDeal(bindId, userId, async (trx, deal, role) => {
        check(deal, role, 'traveler', ['paid']);
        await steps.pickedUp(trx, deal);
      });
    },

    /**
     * `POST /binds/:id/delivered`: the right code completes the deal at once; a wrong one is counted (committed
     * even though the answer is 422), and after 5 only the sender's confirmation completes it (409 for a code).
     */
    async delivered(bindId: number | null, userId: number, code: string | undefined): Promise<void> {
      const outcome = await onDeal(bindId, userId, async (trx, deal, role) => {
        check(deal, role, 'traveler', ['picked_up']);
        if (code === undefined) {
          await steps.delivered(trx, deal);
          return 'delivered' as const;
        }
        if (codeLocked(deal)) {
          throw new ApiError(409, 'forbidden', 'Too many wrong delivery codes: the sender confirms the delivery now.', {
            status: deal.status,
          });
        }
        if (!steps.codeMatches(deal, code)) {
          await trx
            .updateTable('binds')
            .set((eb) => ({ wrong_code_attempts: eb('wrong_code_attempts', '+', 1) }))
            .where('id', '=', deal.id)
            .execute();
          return 'wrong' as const;
        }
        // A problem report freezes the release: the right code then only marks the parcel delivered.
        if (deal.problem_reported_at !== null) {
          await steps.delivered(trx, deal);
          return 'delivered' as const;
        }
        await steps.completed(trx, deal, 'traveler');
        return 'completed' as const;
      });
      if (outcome === 'wrong') throw validationError({ delivery_code: [MESSAGE_KEYS.invalidCode] });
    },

    async confirm(bindId: number | null, userId: number): Promise<void> {
      await onDeal(bindId, userId, async (trx, deal, role) => {
        check(deal, role, 'sender', ['delivered']);
        await steps.completed(trx, deal, 'sender');
      });
    },

    async reportProblem(bindId: number | null, userId: number, text: string): Promise<void> {
      await onDeal(bindId, userId, async (trx, deal, role) => {
        check(deal, role, 'sender', ['paid', 'picked_up', 'delivered']);
        if (deal.problem_reported_at !== null) return;
        await steps.problemReported(trx, deal, text);
      });
    },

    /** The bind routes' cancel of a deal (not of a pending request), in their transaction with the bind locked. */
    async cancel(trx: DbExecutor, bindId: number, actor: Actor): Promise<void> {
      const deal = await lockDeal(trx, bindId);
      if (!deal) throw dealNotFound();
      await steps.cancelled(trx, deal, actor);
    },

    // ---- the provider's events (inside the webhook's transaction)

    async paymentHeld(trx: DbExecutor, providerPaymentId: string, amount: number): Promise<void> {
      const payment = await trx
        .selectFrom('payments')
        .select(['id', 'bind_id', 'status', 'amount'])
        .where('provider_payment_id', '=', providerPaymentId)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) {
        logger.warn({ providerPaymentId }, 'a held payment we do not know');
        return;
      }
      if (!['pending', 'failed', 'expired'].includes(payment.status)) return;
      const deal = await lockDeal(trx, payment.bind_id);
      const expected = Number(payment.amount);
      if (deal && payment.status === 'pending' && deal.status === 'accepted' && amount === expected) {
        await trx.updateTable('payments').set({ status: 'held', held_at: clock.now() }).where('id', '=', payment.id).execute();
        await steps.paid(trx, deal, { id: payment.id, amount: expected });
        return;
      }
      // Money held for a deal that can no longer take it (expired, cancelled, paid already, a wrong amount): given back.
      if (payment.status === 'pending') {
        await trx
          .updateTable('payments')
          .set({ status: 'failed', failed_at: clock.now(), failure: 'held_after_close' })
          .where('id', '=', payment.id)
          .execute();
      }
      await trx.updateTable('payments').set({ held_at: clock.now() }).where('id', '=', payment.id).execute();
      await jobs.enqueue(trx, VOID_JOB, { payment_id: payment.id });
    },

    async paymentDeclined(trx: DbExecutor, providerPaymentId: string, reason: string): Promise<void> {
      const payment = await trx
        .updateTable('payments')
        .set({ status: 'failed', failed_at: clock.now(), failure: reason.slice(0, 500) })
        .where('provider_payment_id', '=', providerPaymentId)
        .where('status', '=', 'pending')
        .returning('bind_id')
        .executeTakeFirst();
      if (payment) await steps.record(trx, payment.bind_id, 'payment_failed', clock.now());
    },

    // ---- jobs

    /** Takes the held money at the provider once the deal completed; capturing twice is no error there. */
    async capture(paymentId: string): Promise<void> {
      const payment = await db
        .selectFrom('payments')
        .select(['id', 'status', 'amount', 'provider_payment_id'])
        .where('id', '=', paymentId)
        .executeTakeFirst();
      if (!payment || payment.status !== 'held' || !payment.provider_payment_id) return;
      await provider.capture(payment.provider_payment_id, Number(payment.amount));
      await db
        .updateTable('payments')
        .set({ status: 'captured', captured_at: clock.now() })
        .where('id', '=', paymentId)
        .where('status', '=', 'held')
        .execute();
    },

    /** Gives a cancelled deal's money back: void a hold, refund a capture, then the ledger and the status. */
    async refund(bindId: number): Promise<void> {
      const deal = await readDeal(db, bindId);
      if (!deal || deal.status !== 'cancelled') return;
      const payment = await db
        .selectFrom('payments')
        .select(['id', 'status', 'amount', 'provider_payment_id'])
        .where('bind_id', '=', bindId)
        .where('status', 'in', ['held', 'captured'])
        .executeTakeFirst();
      if (!payment?.provider_payment_id) return;
      const amount = Number(payment.amount);
      if (payment.status === 'held') await provider.void(payment.provider_payment_id);
      else await provider.refund(payment.provider_payment_id, amount, `refund:bind:${bindId}`);
      await db.transaction().execute(async (trx) => {
        const locked = await lockDeal(trx, bindId);
        if (!locked || locked.status !== 'cancelled') return;
        await steps.refunded(trx, locked, { id: payment.id, amount }, payment.status === 'held' ? 'voided' : 'refunded');
      });
    },

    /** Releases money held for a payment no deal takes. */
    async voidStray(paymentId: string): Promise<void> {
      const payment = await db
        .selectFrom('payments')
        .select(['id', 'status', 'provider_payment_id'])
        .where('id', '=', paymentId)
        .executeTakeFirst();
      if (!payment?.provider_payment_id || !['failed', 'expired'].includes(payment.status)) return;
      await provider.void(payment.provider_payment_id);
      await db.updateTable('payments').set({ status: 'voided', voided_at: clock.now() }).where('id', '=', paymentId).execute();
    },

    /** The time rules, run by a periodic job (and the dev clock): payment expiry, auto-completion, pickup timeout. */
    async runTimers(): Promise<void> {
      const now = clock.now();
      const expired = await db
        .updateTable('payments')
        .set({ status: 'expired' })
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .returning('bind_id')
        .execute();
      for (const { bind_id } of expired) await steps.record(db, bind_id, 'payment_expired', now);

      const due = await db
        .selectFrom('binds')
        .select('id')
        .where('status', '=', 'delivered')
        .where('problem_reported_at', 'is', null)
        .where('delivered_at', '<=', new Date(now.getTime() - rules.autoCompleteHours * HOUR_MS))
        .execute();
      for (const { id } of due) {
        await db.transaction().execute(async (trx) => {
          const deal = await lockDeal(trx, id);
          if (!deal || deal.status !== 'delivered' || deal.problem_reported_at !== null || codeLocked(deal)) return;
          await steps.completed(trx, deal, 'system');
        });
      }

      // Not picked up within the grace days after the trip date (Kazakhstan's calendar): cancelled and refunded.
      const lastTripDate = addDays(kazakhstanToday(now), -rules.pickupGraceDays - 1);
      const stale = await db
        .selectFrom('binds')
        .innerJoin('trips', 'trips.id', 'binds.trip_id')
        .select('binds.id')
        .where('binds.status', '=', 'paid')
        .where('trips.trip_date', '<=', lastTripDate)
        .execute();
      for (const { id } of stale) {
        await db.transaction().execute(async (trx) => {
          const deal = await lockDeal(trx, id);
          if (!deal || deal.status !== 'paid') return;
          await steps.cancelled(trx, deal, 'system');
        });
      }
    },

    registerJobs(): void {
      const retryable = (work: () => Promise<void>) => async () => {
        try {
          await work();
        } catch (error) {
          // A provider's permanent refusal is kept for staff in the job's last error; the queue retries the rest.
          if (error instanceof PaymentProviderError && !error.retryable)
            logger.error({ err: error }, 'the payment provider refused for good');
          throw error;
        }
      };
      jobs.handle(CAPTURE_JOB, (payload) => retryable(() => service.capture(String(payload.payment_id)))());
      jobs.handle(REFUND_JOB, (payload) => retryable(() => service.refund(Number(payload.bind_id)))());
      jobs.handle(VOID_JOB, (payload) => retryable(() => service.voidStray(String(payload.payment_id)))());
    },
  };
  return service;
}

export type DealService = ReturnType<typeof createDealService>;
