import { randomInt, timingSafeEqual } from 'node:crypto';
import { DELIVERY_CODE_ATTEMPTS, DELIVERY_CODE_LENGTH, splitReward, tengeToTiyn, type DealEvent, type DealRole } from '@jetkiz/contracts';
import type { BindStatusColumn, DbExecutor } from '../db';
import type { JobQueue } from '../jobs';
import type { Ledger } from '../ledger';
import type { PiiCrypto } from '../verification';
import { refundDueBy } from '../working-days';
import type { Clock } from './clock';
import type { DealRecord } from './deal-records';
import type { DealNotices, NoticeEvent } from './deal-notices';

export const CAPTURE_JOB = 'deals.capture';
export const REFUND_JOB = 'deals.refund';
export const VOID_JOB = 'deals.void';

/** Who moved the deal: a party, or the deal's own rules (timeouts). */
export type Actor = DealRole | 'system';

/**
 * Another feature's part of a cancel (the parcel's insurance), in the deal's transaction with the deal locked;
 * `previous` is the status the deal was cancelled from.
 */
export type DealCancelHook = (trx: DbExecutor, bindId: number, previous: BindStatusColumn) => Promise<void>;

export interface DealStepsDependencies {
  jobs: JobQueue;
  ledger: Ledger;
  crypto: PiiCrypto;
  clock: Clock;
  notices: DealNotices;
  /** read at each cancel, so the app may add a feature's hook after the deals are made */
  cancelHooks?: readonly DealCancelHook[];
}

/** The reward in tiyn (binds keep whole tenge). */
export function rewardTiyn(deal: Pick<DealRecord, 'reward'>): number {
  return tengeToTiyn(deal.reward);
}

export function codeLocked(deal: Pick<DealRecord, 'wrong_code_attempts'>): boolean {
  return deal.wrong_code_attempts >= DELIVERY_CODE_ATTEMPTS;
}

function otherParties(actor: Actor): DealRole[] {
  if (actor === 'system') return ['sender', 'traveler'];
  return [actor === 'sender' ? 'traveler' : 'sender'];
}

/**
 * The deal's state changes, each in the caller's transaction with the deal locked: the bind's status and time,
 * the timeline, the ledger, the follow-up job and the notices commit together or not at all.
 */
export function createDealSteps({ jobs, ledger, crypto, clock, notices, cancelHooks = [] }: DealStepsDependencies) {
  async function record(trx: DbExecutor, bindId: number, event: DealEvent, at: Date): Promise<void> {
    await trx.insertInto('deal_events').values({ bind_id: bindId, event, at }).execute();
  }

  async function move(
    trx: DbExecutor,
    deal: DealRecord,
    status: BindStatusColumn,
    changes: Record<string, unknown>,
    event: NoticeEvent,
    actor: Actor,
    at: Date,
  ): Promise<void> {
    await trx
      .updateTable('binds')
      .set({ status, ...changes })
      .where('id', '=', deal.id)
      .execute();
    await record(trx, deal.id, event, at);
    await notices.notify(trx, deal.id, event, otherParties(actor));
  }

  return {
    record,

    /** The sender's money is held: the deal is paid, the money in escrow, and the sender gets the delivery code. */
    async paid(trx: DbExecutor, deal: DealRecord, payment: { id: string; amount: number }): Promise<void> {
      const at = clock.now();
      const code = String(randomInt(0, 10 ** DELIVERY_CODE_LENGTH)).padStart(DELIVERY_CODE_LENGTH, '0');
      await ledger.post(trx, {
        kind: 'payment',
        key: `payment:${payment.id}`,
        amount: payment.amount,
        from: 'external',
        to: 'escrow',
        bindId: deal.id,
        userId: deal.owner_id,
        at,
      });
      await move(
        trx,
        deal,
        'paid',
        { paid_at: at, delivery_code_encrypted: crypto.encrypt(code), wrong_code_attempts: 0 },
        'paid',
        'sender',
        at,
      );
      await notices.deliveryCode(trx, deal.id, code);
    },

    async pickedUp(trx: DbExecutor, deal: DealRecord): Promise<void> {
      const at = clock.now();
      await move(trx, deal, 'picked_up', { picked_up_at: at }, 'picked_up', 'traveler', at);
    },

    async delivered(trx: DbExecutor, deal: DealRecord): Promise<void> {
      const at = clock.now();
      await move(trx, deal, 'delivered', { delivered_at: at }, 'delivered', 'traveler', at);
    },

    /** Completed: the reward leaves escrow for the traveler's balance and the commission for the service, once. */
    async completed(trx: DbExecutor, deal: DealRecord, actor: Actor): Promise<void> {
      const at = clock.now();
      const reward = rewardTiyn(deal);
      const { commission } = splitReward(reward);
      const traveler = { balanceOf: deal.traveler_id };
      const common = { bindId: deal.id, userId: deal.traveler_id, at };
      await ledger.post(trx, { kind: 'release', key: `release:bind:${deal.id}`, amount: reward, from: 'escrow', to: traveler, ...common });
      if (commission > 0) {
        await ledger.post(trx, {
          kind: 'commission',
          key: `commission:bind:${deal.id}`,
          amount: commission,
          from: traveler,
          to: 'commission',
          ...common,
        });
      }
      await move(trx, deal, 'completed', { completed_at: at, delivery_code_encrypted: null }, 'completed', actor, at);
      const payment = await trx
        .selectFrom('payments')
        .select('id')
        .where('bind_id', '=', deal.id)
        .where('status', '=', 'held')
        .executeTakeFirst();
      if (payment) await jobs.enqueue(trx, CAPTURE_JOB, { payment_id: payment.id });
    },

    /** Cancelled: a paid deal's refund is due in 3 working days and done by a job; an unpaid checkout is dropped. */
    async cancelled(trx: DbExecutor, deal: DealRecord, actor: Actor): Promise<void> {
      const at = clock.now();
      const paid = deal.paid_at !== null;
      await trx
        .updateTable('payments')
        .set({ status: 'failed', failed_at: at, failure: 'deal_cancelled' })
        .where('bind_id', '=', deal.id)
        .where('status', '=', 'pending')
        .execute();
      await move(
        trx,
        deal,
        'cancelled',
        {
          cancelled_at: at,
          cancelled_by: actor,
          decided_at: at,
          delivery_code_encrypted: null,
          ...(paid ? { refund_due_by: refundDueBy(at) } : {}),
        },
        'cancelled',
        actor,
        at,
      );
      if (paid) await jobs.enqueue(trx, REFUND_JOB, { bind_id: deal.id });
      for (const hook of cancelHooks) await hook(trx, deal.id, deal.status);
    },

    /** The provider returned the money: escrow back to the world, the deal refunded. */
    async refunded(trx: DbExecutor, deal: DealRecord, payment: { id: string; amount: number }, how: 'voided' | 'refunded'): Promise<void> {
      const at = clock.now();
      await ledger.post(trx, {
        kind: 'refund',
        key: `refund:bind:${deal.id}`,
        amount: payment.amount,
        from: 'escrow',
        to: 'external',
        bindId: deal.id,
        userId: deal.owner_id,
        at,
      });
      await trx
        .updateTable('payments')
        .set(how === 'voided' ? { status: 'voided', voided_at: at } : { status: 'refunded', refunded_at: at })
        .where('id', '=', payment.id)
        .execute();
      await trx.updateTable('binds').set({ status: 'refunded', refunded_at: at }).where('id', '=', deal.id).execute();
      await record(trx, deal.id, 'refunded', at);
      await notices.notify(trx, deal.id, 'refunded', ['sender']);
    },

    async problemReported(trx: DbExecutor, deal: DealRecord, text: string): Promise<void> {
      const at = clock.now();
      await trx.updateTable('binds').set({ problem_reported_at: at, problem_text: text }).where('id', '=', deal.id).execute();
      await record(trx, deal.id, 'problem_reported', at);
      await notices.notify(trx, deal.id, 'problem_reported', ['traveler']);
      await notices.problemToStaff(trx, deal.id, deal.status, text);
    },

    /** Compares the typed code with the stored one in constant time. */
    codeMatches(deal: DealRecord, typed: string): boolean {
      if (!deal.delivery_code_encrypted) return false;
      const expected = Buffer.from(crypto.decrypt(deal.delivery_code_encrypted));
      const given = Buffer.from(typed.trim());
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type DealSteps = ReturnType<typeof createDealSteps>;
