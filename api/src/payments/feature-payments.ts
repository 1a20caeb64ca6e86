import { randomBytes } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { KZT } from '@jetkiz/contracts';
import type { Database, Db, DbExecutor } from '../db';
import type { JobQueue } from '../jobs';
import type { PaymentOwner } from './payment-event-dispatch';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';

// A feature's own payment (the courier fee, the insurance premium) is a row of the feature's payment table that
// goes pending → held → captured, or declined, expired, voided, refunded. How a payment moves is written here once;
// the feature keeps its ledger postings and its own status changes, in the hooks of its `FeaturePayments`.

/** Each feature's payment table and its column naming what is paid for. */
const OWNER_COLUMNS = { courier_payments: 'claim_id', insurance_payments: 'policy_id' } as const;

export type FeaturePaymentTable = keyof typeof OWNER_COLUMNS;

/** Each feature's payment table and the table of what it pays for (the claims, the policies). */
const OWNER_TABLES = { courier_payments: 'courier_claims', insurance_payments: 'insurance_policies' } as const;

type OwnerStatus = Database[(typeof OWNER_TABLES)[FeaturePaymentTable]]['status'];

/** A row of a feature's payment table, its owner's id (the claim's, the policy's) under one name. */
export interface FeaturePayment {
  id: string;
  ownerId: string;
  status: string;
  provider_payment_id: string | null;
  /** tiyn */
  amount: number;
}

/** What a feature's payments work with (each feature's context has it). */
export interface FeaturePaymentContext {
  db: Db;
  jobs: JobQueue;
  payments: PaymentProvider;
  /** the deals' clock (tests and /dev/deals/clock move it) */
  clock: { now(): Date };
  logger: FastifyBaseLogger;
}

/** A feature's payments: its table, its two jobs, and what its owner (the claim, the policy) does as they move. */
export interface FeaturePayments {
  table: FeaturePaymentTable;
  /** the capture of a held payment; receives `{ payment_id }` */
  captureJob: string;
  /** the void of a stray hold; receives `{ payment_id }` */
  voidJob: string;
  /** the warning logged when the provider starts no checkout, with the owner's id under `ownerKey` */
  noCheckout: { message: string; ownerKey: string };
  /**
   * The money of a pending payment of the right amount is held (in the webhook's transaction): lock the owner and,
   * when it still takes the payment, make its changes and answer true. False: the hold is stray and voided.
   */
  held(trx: DbExecutor, payment: FeaturePayment, now: Date): Promise<boolean>;
  /** The owner's status once its pending payment did not go through (declined, or no checkout started): paid again. */
  declinedStatus: OwnerStatus;
}

type Row = { id: string; status: string; provider_payment_id: string | null; amount: string | number } & Partial<
  Record<(typeof OWNER_COLUMNS)[FeaturePaymentTable], string>
>;

function featurePaymentOf(table: FeaturePaymentTable, row: Row): FeaturePayment {
  return {
    id: row.id,
    ownerId: String(row[OWNER_COLUMNS[table]]),
    status: row.status,
    provider_payment_id: row.provider_payment_id,
    amount: Number(row.amount),
  };
}

export async function readFeaturePayment(
  executor: DbExecutor,
  table: FeaturePaymentTable,
  paymentId: string,
): Promise<FeaturePayment | undefined> {
  const row = await executor.selectFrom(table).selectAll().where('id', '=', paymentId).executeTakeFirst();
  return row && featurePaymentOf(table, row);
}

/** The owners' pending payments expire: a hold that still arrives for one is voided by the webhook. */
export async function expirePendingPayments(
  trx: DbExecutor,
  table: FeaturePaymentTable,
  ownerIds: readonly string[],
  now: Date | RawBuilder<Date>,
): Promise<void> {
  if (ownerIds.length === 0) return;
  await trx
    .updateTable(table)
    .set({ status: 'expired', updated_at: now })
    .where(OWNER_COLUMNS[table], 'in', ownerIds)
    .where('status', '=', 'pending')
    .execute();
}

/** The owner awaiting payment takes the feature's declined status: the payer may pay again. */
async function ownerDeclined(trx: DbExecutor, feature: FeaturePayments, ownerId: string, now: Date): Promise<void> {
  await trx
    .updateTable(OWNER_TABLES[feature.table])
    .set({ status: feature.declinedStatus, updated_at: now })
    .where('id', '=', ownerId)
    .where('status', '=', 'awaiting_payment')
    .execute();
}

/**
 * A new pending payment, in the caller's transaction with the owner locked: an older pending one expires. The
 * caller sets its own status (awaiting payment); the checkout itself is made after the commit.
 */
export async function newFeaturePayment(
  ctx: FeaturePaymentContext,
  trx: DbExecutor,
  table: FeaturePaymentTable,
  owner: { id: string; amount: number },
  now: Date,
): Promise<string> {
  await expirePendingPayments(trx, table, [owner.id], now);
  const paymentId = randomBytes(16).toString('base64url');
  const ownerColumn: Record<string, string> = { [OWNER_COLUMNS[table]]: owner.id };
  await trx
    .insertInto(table)
    .values({
      id: paymentId,
      ...(ownerColumn as { claim_id: string } & { policy_id: string }),
      provider: ctx.payments.name,
      status: 'pending',
      amount: owner.amount,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return paymentId;
}

/**
 * The provider's checkout for a pending payment of `ownerId`, outside any transaction (a network call never holds a
 * lock). When the provider does not start one, the payment is declined, and so is the owner's.
 */
export async function startFeatureCheckout(
  ctx: FeaturePaymentContext,
  feature: FeaturePayments,
  ownerId: string,
  request: Omit<CheckoutRequest, 'currency'>,
): Promise<boolean> {
  try {
    const checkout = await ctx.payments.createCheckout({ ...request, currency: KZT });
    await ctx.db
      .updateTable(feature.table)
      .set({ provider_payment_id: checkout.providerPaymentId, checkout_url: checkout.checkoutUrl })
      .where('id', '=', request.paymentId)
      .execute();
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, [feature.noCheckout.ownerKey]: ownerId }, feature.noCheckout.message);
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      await trx
        .updateTable(feature.table)
        .set({ status: 'declined', updated_at: now })
        .where('id', '=', request.paymentId)
        .where('status', '=', 'pending')
        .execute();
      await ownerDeclined(trx, feature, ownerId, now);
    });
    return false;
  }
}

/**
 * A feature's payments in the app: the void job of the holds its side of the webhook gives back is handled here, and
 * that side of the webhook (the feature's payment owner) is answered for the app to compose.
 */
export function handleFeaturePayments(ctx: FeaturePaymentContext, feature: FeaturePayments): PaymentOwner {
  ctx.jobs.handle(feature.voidJob, (payload) => voidStrayFeaturePayment(ctx, feature.table, String(payload.payment_id)));
  return featurePaymentOwner(ctx, feature);
}

/** The feature's side of the payment webhook (inside its transaction, which records the event once). */
function featurePaymentOwner(ctx: FeaturePaymentContext, feature: FeaturePayments): PaymentOwner {
  const { table } = feature;

  async function lockedPayment(trx: DbExecutor, providerPaymentId: string): Promise<FeaturePayment | undefined> {
    const row = await trx.selectFrom(table).selectAll().where('provider_payment_id', '=', providerPaymentId).forUpdate().executeTakeFirst();
    return row && featurePaymentOf(table, row);
  }

  async function setStatus(trx: DbExecutor, payment: FeaturePayment, status: 'held' | 'expired' | 'declined', now: Date) {
    await trx.updateTable(table).set({ status, updated_at: now }).where('id', '=', payment.id).execute();
  }

  return {
    async owns(trx, providerPaymentId) {
      const row = await trx.selectFrom(table).select('id').where('provider_payment_id', '=', providerPaymentId).executeTakeFirst();
      return row !== undefined;
    },

    async paymentHeld(trx, providerPaymentId, amount) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || !['pending', 'expired', 'declined'].includes(payment.status)) return;
      const now = ctx.clock.now();
      if (payment.status === 'pending' && amount === payment.amount && (await feature.held(trx, payment, now))) {
        await setStatus(trx, payment, 'held', now);
        await ctx.jobs.enqueue(trx, feature.captureJob, { payment_id: payment.id });
        return;
      }
      // Money held for an owner that no longer takes it (paid already, timed out, cancelled, a wrong amount): given back.
      await setStatus(trx, payment, 'expired', now);
      await ctx.jobs.enqueue(trx, feature.voidJob, { payment_id: payment.id });
    },

    async paymentDeclined(trx, providerPaymentId) {
      const payment = await lockedPayment(trx, providerPaymentId);
      if (!payment || payment.status !== 'pending') return;
      const now = ctx.clock.now();
      await setStatus(trx, payment, 'declined', now);
      await ownerDeclined(trx, feature, payment.ownerId, now);
    },
  };
}

/**
 * The capture job: a held payment is taken at the provider, then `captured` runs in one transaction with the
 * payment marked captured by `markCaptured` (true when this run captured it), called where the owner's lock order
 * wants it. `mayCapture` may keep the money held (its owner's refund job then voids the hold).
 */
export async function captureFeaturePayment(
  ctx: FeaturePaymentContext,
  table: FeaturePaymentTable,
  paymentId: string,
  hooks: {
    mayCapture?: (payment: FeaturePayment) => Promise<boolean>;
    captured: (trx: DbExecutor, payment: FeaturePayment, markCaptured: () => Promise<boolean>, now: Date) => Promise<void>;
  },
): Promise<void> {
  const payment = await readFeaturePayment(ctx.db, table, paymentId);
  if (!payment || payment.status !== 'held' || !payment.provider_payment_id) return;
  if (hooks.mayCapture && !(await hooks.mayCapture(payment))) return;
  await ctx.payments.capture(payment.provider_payment_id, payment.amount);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    async function markCaptured(): Promise<boolean> {
      const captured = await trx
        .updateTable(table)
        .set({ status: 'captured', updated_at: now })
        .where('id', '=', paymentId)
        .where('status', '=', 'held')
        .executeTakeFirst();
      return captured.numUpdatedRows > 0n;
    }
    await hooks.captured(trx, payment, markCaptured, now);
  });
}

/** The void job: a hold no owner takes is released. */
async function voidStrayFeaturePayment(ctx: FeaturePaymentContext, table: FeaturePaymentTable, paymentId: string): Promise<void> {
  const payment = await readFeaturePayment(ctx.db, table, paymentId);
  if (!payment?.provider_payment_id || payment.status !== 'expired') return;
  await ctx.payments.void(payment.provider_payment_id);
  await ctx.db.updateTable(table).set({ status: 'voided', updated_at: ctx.clock.now() }).where('id', '=', paymentId).execute();
}
