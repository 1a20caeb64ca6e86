import type { LogisticClaim } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';
import { dealParties, paidDeal, type DealParties } from '../deals/deal-testing';
import { periodicJobKind } from '../jobs';
import { ledgerInvariants } from '../ledger';
import type { PaymentProvider } from '../payments';
import { paymentProviderFor } from '../payments';
import { buildTestApp, createTestDatabase, eventually, request, testConfig } from '../testing';
import { REFUND_JOB, TRACK_JOB } from './claim-context';
import { COURIER_SWEEP_TASK, refundKeyOf, resumeStalledCourierWork, trackKeyOf } from './claim-sweep';
import { advance, checkout, claimOf, DRIVEN_COURIER_ENV, orderCourier } from './claim-testing';

// The queue gives a job up after its last attempt (two here): the sweep queues the claim's work again.
const ENV = { ...DRIVEN_COURIER_ENV, JOB_MAX_ATTEMPTS: '2' };

let app: FastifyInstance;
let db: Db;
let parties: DealParties;
/** while true the payment provider answers no refund (down for hours) */
let refundsDown = false;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  const simulator = paymentProviderFor(testConfig(ENV), { db });
  const paymentProvider: PaymentProvider = {
    ...simulator,
    async refund(providerPaymentId, amount, refundId) {
      if (refundsDown) throw new Error('the payment provider does not answer');
      return simulator.refund(providerPaymentId, amount, refundId);
    },
  };
  app = await buildTestApp(db, ENV, { paymentProvider });
  parties = await dealParties(app, db);
});

afterAll(() => app?.close());

afterEach(async () => {
  refundsDown = false;
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

/** The jobs of a kind queued for a claim (their payload names it). */
const jobsOfClaim = (kind: string, claimId: string) =>
  db
    .selectFrom('jobs')
    .where('kind', '=', kind)
    .where(sql<string>`payload->>'claim_id'`, '=', claimId);
const keyedJobs = (key: string) => db.selectFrom('jobs').select(['id', 'finished_at', 'failed_at']).where('unique_key', '=', key).execute();

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

  await Promise.all([resumeStalledCourierWork(db), resumeStalledCourierWork(db)]);
  await resumeStalledCourierWork(db);
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
  expect(await resumeStalledCourierWork(db)).toEqual({ tracks: 0, refunds: 0 });
  expect((await advance(app, claim.id, 'delivered')).status).toBe('delivered');
});

it('pays back a due refund whose job failed while the payment provider was down, once', async () => {
  const claim = await acceptedClaim();
  await advance(app, claim.id, 'performer_found');
  refundsDown = true;
  const cancelled = await request(app, 'DELETE', `/logistics/claim/${claim.id}/cancel`, parties.sender.token);
  expect(cancelled.json<LogisticClaim>().refund).toMatchObject({ amount: claim.price, status: 'due' });
  // the refund job uses up its attempts
  await eventually(async () => {
    const failed = await jobsOfClaim(REFUND_JOB, claim.id).select('id').where('failed_at', 'is not', null).executeTakeFirst();
    return failed !== undefined;
  });
  expect((await claimOf(app, parties.sender, claim.id)).refund?.status).toBe('due');

  refundsDown = false;
  await Promise.all([resumeStalledCourierWork(db), resumeStalledCourierWork(db)]);
  await resumeStalledCourierWork(db);
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
  const atProvider = await db
    .selectFrom('courier_payments')
    .innerJoin('simulated_payments', 'simulated_payments.id', 'courier_payments.provider_payment_id')
    .select(['simulated_payments.status', 'simulated_payments.refund_id'])
    .where('courier_payments.claim_id', '=', claim.id)
    .executeTakeFirstOrThrow();
  expect(atProvider).toEqual({ status: 'refunded', refund_id: `courier-refund:${claim.id}` });
  // refunded: later sweeps leave it alone
  await sweepThroughQueue();
  expect(await keyedJobs(refundKeyOf(claim.id))).toHaveLength(1);
});
