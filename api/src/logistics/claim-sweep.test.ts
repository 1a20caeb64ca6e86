import type { LogisticClaim } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { dealParties, paidDeal, pressCheckoutButton, type DealParties } from '../deals/deal-testing';
import { periodicJobKind } from '../jobs';
import { ledgerInvariants } from '../ledger';
import type { PaymentProvider } from '../payments';
import { paymentProviderFor } from '../payments';
import { buildTestApp, createTestDatabase, eventually, request, testConfig } from '../testing';
import { CAPTURE_JOB, REFUND_JOB, TRACK_JOB, VOID_JOB } from './claim-context';
import {
  captureKeyOf,
  COURIER_SWEEP_TASK,
  refundKeyOf,
  resumeStalledCourierWork,
  stuckCourierPaymentCount,
  trackKeyOf,
  voidKeyOf,
} from './claim-sweep';
import { advance, checkout, claimOf, DRIVEN_COURIER_ENV, orderCourier } from './claim-testing';

// The queue gives a job up after its last attempt (two here): the sweep queues the claim's work again, a payment's
// capture or void at most twice.
const ENV = { ...DRIVEN_COURIER_ENV, JOB_MAX_ATTEMPTS: '2', COURIER_PAYMENT_MAX_RETRIES: '2' };
const { logistics } = testConfig(ENV);
const sweep = () => resumeStalledCourierWork(db, logistics);

let app: FastifyInstance;
let db: Db;
let parties: DealParties;
/** the payment provider's calls that do not answer now (the provider down for hours) */
const down = new Set<'capture' | 'void' | 'refund'>();

function unlessDown(call: 'capture' | 'void' | 'refund'): void {
  if (down.has(call)) throw new Error('the payment provider does not answer');
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const simulator = paymentProviderFor(testConfig(ENV), { db });
  const paymentProvider: PaymentProvider = {
    ...simulator,
    async capture(providerPaymentId, amount) {
      unlessDown('capture');
      return simulator.capture(providerPaymentId, amount);
    },
    async void(providerPaymentId) {
      unlessDown('void');
      return simulator.void(providerPaymentId);
    },
    async refund(providerPaymentId, amount, refundId) {
      unlessDown('refund');
      return simulator.refund(providerPaymentId, amount, refundId);
    },
  };
  app = await buildTestApp(db, ENV, { paymentProvider });
  parties = await dealParties(app, db);
});

afterAll(() => app?.close());

afterEach(async () => {
  down.clear();
  expect(await ledgerInvariants(db)).toEqual([]);
});

/** A paid claim at the provider, accepted there; its next tracking step is an hour away. */
async function acceptedClaim(): Promise<LogisticClaim> {
  const bindId = await paidDeal(app, db, parties);
  const claim = await checkout(app, parties.sender, await orderCourier(app, parties.sender, bindId), 'pay');
  expect(claim.status).toBe('searching');
  expect(await advance(app, claim.id, 'ready_for_approval')).toMatchObject({ provider_status: 'accepted' });
  return claim;
}

/**
 * The tracking job of the claim's current generation ends failed, as the queue leaves it after its last attempt (a
 * job of an older generation, left by the dev advance, may still wait: it does nothing when it runs).
 */
async function trackingGivenUp(claimId: string): Promise<void> {
  const { track_seq } = await db.selectFrom('courier_claims').select('track_seq').where('id', '=', claimId).executeTakeFirstOrThrow();
  const failed = await db
    .updateTable('jobs')
    .set({ finished_at: sql`now()`, failed_at: sql`now()`, locked_until: null, attempts: 2, last_error: 'courier provider timeout' })
    .where('kind', '=', TRACK_JOB)
    .where('finished_at', 'is', null)
    .where(sql<string>`payload->>'claim_id'`, '=', claimId)
    .where(sql<string>`payload->>'seq'`, '=', String(track_seq))
    .executeTakeFirst();
  expect(failed.numUpdatedRows).toBe(1n);
}

/** The provider moves on by itself while nobody reads the claim. */
async function providerMovesTo(claimId: string, to: string): Promise<void> {
  const { provider_claim_id } = await db
    .selectFrom('courier_claims')
    .select('provider_claim_id')
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  const moved = await request(app, 'POST', `/dev/courier/claims/${provider_claim_id}/advance`, null, { to });
  expect(moved.statusCode).toBe(200);
}

/** The app's own periodic sweep, run now by its job queue. */
async function sweepThroughQueue(): Promise<void> {
  const kind = periodicJobKind(COURIER_SWEEP_TASK);
  const due = await eventually(() =>
    db
      .updateTable('jobs')
      .set({ run_at: sql`now()` })
      .where('kind', '=', kind)
      .where('finished_at', 'is', null)
      .returning('id')
      .executeTakeFirst(),
  );
  const run = await eventually(async () => {
    const job = await db.selectFrom('jobs').select(['finished_at', 'failed_at']).where('id', '=', due.id).executeTakeFirstOrThrow();
    return job.finished_at !== null && job;
  });
  expect(run.failed_at).toBeNull();
}

/** The jobs of a kind queued for a claim or a payment (their payload names it). */
const jobsOf = (kind: string, field: 'claim_id' | 'payment_id', id: string) =>
  db
    .selectFrom('jobs')
    .where('kind', '=', kind)
    .where(sql<string>`payload->>${field}`, '=', id);
const jobsOfClaim = (kind: string, claimId: string) => jobsOf(kind, 'claim_id', claimId);
const keyedJobs = (key: string) => db.selectFrom('jobs').select(['id', 'finished_at', 'failed_at']).where('unique_key', '=', key).execute();

/** Resolves once a job of the kind for the payment or claim has used up its attempts. */
async function givenUp(kind: string, field: 'claim_id' | 'payment_id', id: string): Promise<void> {
  await eventually(
    async () => (await jobsOf(kind, field, id).select('id').where('failed_at', 'is not', null).executeTakeFirst()) !== undefined,
  );
}

/** The claim's courier payment here and at the (simulated) payment provider. */
const paymentOf = (claimId: string) =>
  db
    .selectFrom('courier_payments')
    .innerJoin('simulated_payments', 'simulated_payments.id', 'courier_payments.provider_payment_id')
    .select([
      'courier_payments.id',
      'courier_payments.status',
      'simulated_payments.status as provider_status',
      'simulated_payments.refund_id',
    ])
    .where('courier_payments.claim_id', '=', claimId)
    .executeTakeFirstOrThrow();

/** The ledger's courier entries of the claim, by key. */
const courierEntries = async (claimId: string) =>
  (
    await db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'amount'])
      .where('idempotency_key', 'like', `courier:%:${claimId}`)
      .execute()
  ).map((row) => `${row.idempotency_key.replace(claimId, 'claim')} ${Number(row.amount)}`);

/** The payment's jobs of the kind last tried `hours` ago, and its last change as old: the sweep's wait is over. */
async function lastTriedHoursAgo(kind: string, paymentId: string, hours: number): Promise<void> {
  const ago = sql<Date>`make_interval(hours => ${hours})`;
  await db
    .updateTable('jobs')
    .set({ finished_at: sql`finished_at - ${ago}`, failed_at: sql`failed_at - ${ago}` })
    .where('kind', '=', kind)
    .where(sql<string>`payload->>'payment_id'`, '=', paymentId)
    .execute();
  await db
    .updateTable('courier_payments')
    .set({ updated_at: sql`updated_at - ${ago}` })
    .where('id', '=', paymentId)
    .execute();
}

/** Two sweeps at once, then a third: the claims each queued again, by the work, and those whose payment it marked stuck. */
async function sweepThrice() {
  const runs = [...(await Promise.all([sweep(), sweep()])), await sweep()];
  return {
    captures: runs.flatMap((run) => run.captures),
    voids: runs.flatMap((run) => run.voids),
    stuck: runs.flatMap((run) => run.stuck.map(({ claimId, work, retries }) => ({ claimId, work, retries }))),
  };
}

/** Resolves once every `kind` job of the payment has used up its attempts (the provider still refuses). */
async function everyJobGivenUp(kind: string, paymentId: string): Promise<void> {
  await eventually(async () => {
    const jobs = await jobsOf(kind, 'payment_id', paymentId).select('failed_at').execute();
    return jobs.length > 0 && jobs.every((job) => job.failed_at !== null);
  });
}

/** The sweep's bookkeeping on the payment: its re-queues and its mark for staff. */
const sweepMarksOf = (paymentId: string) =>
  db
    .selectFrom('courier_payments')
    .select(['sweep_retries', 'stuck_reason', sql<boolean>`stuck_at is not null`.as('stuck')])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

/** A claim paid while the payment provider refuses captures: its capture job has used up its attempts. */
async function captureRefused(): Promise<{ claim: LogisticClaim; paymentId: string }> {
  const claim = await orderCourier(app, parties.sender, await paidDeal(app, db, parties));
  down.add('capture');
  await pressCheckoutButton(app, claim.checkout_url!, 'pay');
  const { id: paymentId } = await paymentOf(claim.id);
  await givenUp(CAPTURE_JOB, 'payment_id', paymentId);
  return { claim, paymentId };
}

it('resumes tracking a claim whose job the queue gave up on, to delivered with the fee released once', async () => {
  const claim = await acceptedClaim();
  await trackingGivenUp(claim.id);
  await providerMovesTo(claim.id, 'delivered');
  expect((await claimOf(app, parties.sender, claim.id)).status).toBe('searching');

  await sweepThroughQueue();
  const delivered = await eventually(async () => {
    const now = await claimOf(app, parties.sender, claim.id);
    return now.status === 'delivered' && now;
  });
  expect(delivered).toMatchObject({ provider_status: 'delivered', short_link: null, next_actions: [] });
  const releases = await db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('idempotency_key', '=', `courier:release:${claim.id}`)
    .execute();
  expect(releases).toHaveLength(1);
  // ended: later sweeps leave it alone
  await sweepThroughQueue();
  expect(await keyedJobs(trackKeyOf(claim.id))).toHaveLength(1);
});

it('queues one tracking job however many sweeps run at once, and none while the claim has one', async () => {
  const claim = await acceptedClaim();
  await trackingGivenUp(claim.id);

  await Promise.all([sweep(), sweep()]);
  await sweep();
  const jobs = await keyedJobs(trackKeyOf(claim.id));
  expect(jobs).toHaveLength(1);
  // the resumed step ran and queued the next one of a new generation: the claim is tracked again, by one job
  await eventually(async () => (await keyedJobs(trackKeyOf(claim.id)))[0]!.finished_at !== null);
  expect((await keyedJobs(trackKeyOf(claim.id)))[0]!.failed_at).toBeNull();
  const pending = await jobsOfClaim(TRACK_JOB, claim.id)
    .select('payload')
    .where('finished_at', 'is', null)
    .where(sql<string>`payload->>'seq'`, '=', sql<string>`(select track_seq::text from courier_claims where id = ${claim.id})`)
    .execute();
  const { track_seq } = await db.selectFrom('courier_claims').select('track_seq').where('id', '=', claim.id).executeTakeFirstOrThrow();
  expect(pending.map((job) => job.payload)).toEqual([{ claim_id: claim.id, seq: track_seq }]);
  expect(await sweep()).toEqual({ tracks: [], refunds: [], captures: [], voids: [], stuck: [] });
  expect((await advance(app, claim.id, 'delivered')).status).toBe('delivered');
});

it('pays back a due refund whose job failed while the payment provider was down, once', async () => {
  const claim = await acceptedClaim();
  await advance(app, claim.id, 'performer_found');
  down.add('refund');
  const cancelled = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
  expect(cancelled.json<LogisticClaim>().refund).toMatchObject({ amount: claim.price, status: 'due' });
  // the refund job uses up its attempts
  await givenUp(REFUND_JOB, 'claim_id', claim.id);
  expect((await claimOf(app, parties.sender, claim.id)).refund?.status).toBe('due');

  down.delete('refund');
  await Promise.all([sweep(), sweep()]);
  await sweep();
  expect(await keyedJobs(refundKeyOf(claim.id))).toHaveLength(1);
  const refunded = await eventually(async () => {
    const now = await claimOf(app, parties.sender, claim.id);
    return now.refund?.status === 'refunded' && now;
  });
  expect(refunded.refund).toMatchObject({ amount: claim.price, charge: 0 });
  const paidBack = await db
    .selectFrom('ledger_transactions')
    .select('amount')
    .where('idempotency_key', '=', `courier:refund-paid:${claim.id}`)
    .execute();
  expect(paidBack.map((row) => Number(row.amount))).toEqual([claim.price]);
  expect(await paymentOf(claim.id)).toMatchObject({ provider_status: 'refunded', refund_id: `courier-refund:${claim.id}` });
  // refunded: later sweeps leave it alone
  await sweepThroughQueue();
  expect(await keyedJobs(refundKeyOf(claim.id))).toHaveLength(1);
});

it('captures a held fee whose capture job failed while the payment provider was down, once, after the wait', async () => {
  const claim = await orderCourier(app, parties.sender, await paidDeal(app, db, parties));
  down.add('capture');
  await pressCheckoutButton(app, claim.checkout_url!, 'pay');
  const { id: paymentId } = await paymentOf(claim.id);
  await givenUp(CAPTURE_JOB, 'payment_id', paymentId);
  expect((await claimOf(app, parties.sender, claim.id)).status).toBe('payment_checking');
  expect(await paymentOf(claim.id)).toMatchObject({ status: 'held', provider_status: 'held' });

  down.delete('capture');
  // tried a moment ago: the sweep leaves the provider alone for now
  expect((await sweep()).captures).toEqual([]);
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [claim.id], voids: [], stuck: [] });
  expect(await keyedJobs(captureKeyOf(paymentId))).toHaveLength(1);
  // captured, the courier is sent for
  const confirmed = await eventually(async () => {
    const now = await claimOf(app, parties.sender, claim.id);
    return now.status === 'searching' && now;
  });
  expect(confirmed.refund).toBeNull();
  expect(await paymentOf(claim.id)).toMatchObject({ status: 'captured', provider_status: 'captured' });
  expect(await courierEntries(claim.id)).toEqual([`courier:payment:claim ${claim.price}`]);
  // captured: later sweeps leave it alone
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  await sweepThroughQueue();
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [] });
  expect(await keyedJobs(captureKeyOf(paymentId))).toHaveLength(1);
  expect(await courierEntries(claim.id)).toEqual([`courier:payment:claim ${claim.price}`]);
});

it('voids a stray hold whose void job failed while the payment provider was down, once, after the wait', async () => {
  const bindId = await paidDeal(app, db, parties);
  const claim = await orderCourier(app, parties.sender, bindId);
  const cancelled = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
  expect(cancelled.json<LogisticClaim>().status).toBe('cancelled');
  // another claim cancelled unpaid: its payment expired too, but no money was ever held for it
  const unpaid = await orderCourier(app, parties.sender, bindId);
  expect((await request(app, 'DELETE', `/logistics/claim/${unpaid.id}/cancel`, parties.sender.token)).statusCode).toBe(200);
  await lastTriedHoursAgo(VOID_JOB, (await paymentOf(unpaid.id)).id, 2);
  down.add('void');
  // the payer still pays the checkout left open: money held for a claim that takes none
  await pressCheckoutButton(app, claim.checkout_url!, 'pay');
  const { id: paymentId } = await paymentOf(claim.id);
  await givenUp(VOID_JOB, 'payment_id', paymentId);
  expect(await paymentOf(claim.id)).toMatchObject({ status: 'expired', provider_status: 'held' });

  down.delete('void');
  expect((await sweep()).voids).toEqual([]);
  await lastTriedHoursAgo(VOID_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [], voids: [claim.id], stuck: [] });
  expect(await keyedJobs(voidKeyOf(paymentId))).toHaveLength(1);
  await eventually(async () => (await paymentOf(claim.id)).status === 'voided');
  expect(await paymentOf(claim.id)).toMatchObject({ provider_status: 'voided' });
  expect((await claimOf(app, parties.sender, claim.id)).status).toBe('cancelled');
  // never ours: no courier money moved
  expect(await courierEntries(claim.id)).toEqual([]);
  // voided: later sweeps leave it alone
  await lastTriedHoursAgo(VOID_JOB, paymentId, 2);
  await sweepThroughQueue();
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [] });
  expect(await keyedJobs(voidKeyOf(paymentId))).toHaveLength(1);
});

it('queues a capture the provider keeps refusing again up to the limit, counting two sweeps at once once, then marks it stuck for staff and queues it no more', async () => {
  const { claim, paymentId } = await captureRefused();
  const stuckBefore = await stuckCourierPaymentCount(db);
  for (const retries of [1, 2]) {
    await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
    expect(await sweepThrice()).toEqual({ captures: [claim.id], voids: [], stuck: [] });
    expect(await sweepMarksOf(paymentId)).toEqual({ sweep_retries: retries, stuck_reason: null, stuck: false });
    await everyJobGivenUp(CAPTURE_JOB, paymentId);
  }
  expect(await keyedJobs(captureKeyOf(paymentId))).toHaveLength(2);

  // the re-queues are used up: marked once, however many sweeps run at once
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [{ claimId: claim.id, work: 'capture', retries: 2 }] });
  expect(await sweepMarksOf(paymentId)).toEqual({ sweep_retries: 2, stuck_reason: 'capture_retries_used_up', stuck: true });
  expect(await stuckCourierPaymentCount(db)).toBe(stuckBefore + 1);
  // no money moved: the hold is still at the provider, the claim still waits for it
  expect(await paymentOf(claim.id)).toMatchObject({ status: 'held', provider_status: 'held' });
  expect((await claimOf(app, parties.sender, claim.id)).status).toBe('payment_checking');
  expect(await courierEntries(claim.id)).toEqual([]);

  // left to staff: later sweeps, the app's own included, queue nothing, even once the provider answers again
  down.delete('capture');
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  await sweepThroughQueue();
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [] });
  expect(await keyedJobs(captureKeyOf(paymentId))).toHaveLength(2);
  expect(await jobsOf(CAPTURE_JOB, 'payment_id', paymentId).select('id').where('finished_at', 'is', null).execute()).toEqual([]);
  expect(await sweepMarksOf(paymentId)).toEqual({ sweep_retries: 2, stuck_reason: 'capture_retries_used_up', stuck: true });
  expect(await stuckCourierPaymentCount(db)).toBe(stuckBefore + 1);
});

it('does not mark a payment whose capture succeeds on the last re-queue', async () => {
  const { claim, paymentId } = await captureRefused();
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [claim.id], voids: [], stuck: [] });
  await everyJobGivenUp(CAPTURE_JOB, paymentId);

  down.delete('capture');
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [claim.id], voids: [], stuck: [] });
  await eventually(async () => (await paymentOf(claim.id)).status === 'captured');
  expect(await courierEntries(claim.id)).toEqual([`courier:payment:claim ${claim.price}`]);

  // captured with its re-queues used up: nothing left to do, nothing to mark
  await lastTriedHoursAgo(CAPTURE_JOB, paymentId, 2);
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [] });
  expect(await sweepMarksOf(paymentId)).toEqual({ sweep_retries: 2, stuck_reason: null, stuck: false });
});

it('marks a stray hold whose void the provider keeps refusing stuck once its re-queues are used up, logged once as an error', async () => {
  const claim = await orderCourier(app, parties.sender, await paidDeal(app, db, parties));
  expect((await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token)).statusCode).toBe(200);
  down.add('void');
  await pressCheckoutButton(app, claim.checkout_url!, 'pay');
  const { id: paymentId } = await paymentOf(claim.id);
  await givenUp(VOID_JOB, 'payment_id', paymentId);
  for (const retries of [1, 2]) {
    await lastTriedHoursAgo(VOID_JOB, paymentId, 2);
    expect(await sweepThrice()).toEqual({ captures: [], voids: [claim.id], stuck: [] });
    expect((await sweepMarksOf(paymentId)).sweep_retries).toBe(retries);
    await everyJobGivenUp(VOID_JOB, paymentId);
  }
  // the app's own sweep marks it: one error naming the payment and its claim by id only, then the count at each sweep
  const errors = jest.spyOn(app.log, 'error');
  const warnings = jest.spyOn(app.log, 'warn');
  try {
    const stuckBefore = await stuckCourierPaymentCount(db);
    await lastTriedHoursAgo(VOID_JOB, paymentId, 2);
    await sweepThroughQueue();
    await sweepThroughQueue();
    const marks = errors.mock.calls.filter(([fields]) => JSON.stringify(fields).includes(paymentId));
    expect(marks).toEqual([[{ paymentId, claimId: claim.id, work: 'void', retries: 2 }, expect.stringContaining('stuck')]]);
    const counts = warnings.mock.calls.filter(
      ([fields]) => typeof fields === 'object' && fields !== null && 'stuckCourierPayments' in fields,
    );
    expect(counts.map(([fields]) => fields)).toEqual([
      { stuckCourierPayments: stuckBefore + 1 },
      { stuckCourierPayments: stuckBefore + 1 },
    ]);
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
  expect(await sweepMarksOf(paymentId)).toEqual({ sweep_retries: 2, stuck_reason: 'void_retries_used_up', stuck: true });
  expect(await sweepThrice()).toEqual({ captures: [], voids: [], stuck: [] });
  expect(await paymentOf(claim.id)).toMatchObject({ status: 'expired', provider_status: 'held' });
  expect(await courierEntries(claim.id)).toEqual([]);
});
