import type { InsurancePolicy } from '@jetkiz/contracts';
import { adjustableClock } from '../deals/clock';
import { pressCheckoutButton, runDealTimers, setUpDealTestApp, type DealTestApp } from '../deals/deal-testing';
import { eventually, request } from '../testing';
import { checkout, createdPolicy, insure, insuranceRequest, ledgerCount, paidDeal, policyOf } from './insurance-testing';

// The payment waiting time of a policy, on the deals' clock moved by the test; the time rules run when asked.
const clock = adjustableClock();
const WAIT_MINUTES = 30;
let test: DealTestApp;
setUpDealTestApp(
  (ready) => {
    test = ready;
  },
  { clock, env: { INSURANCE_PAYMENT_EXPIRY_MINUTES: String(WAIT_MINUTES) } },
);

const minutes = (count: number) => count / 60;

/** The policy's row and its payments' rows as stored: what a second run must leave as it is. */
async function storedState(policyId: string) {
  const policy = await test.db.selectFrom('insurance_policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
  const payments = await test.db.selectFrom('insurance_payments').selectAll().where('policy_id', '=', policyId).orderBy('id').execute();
  return { policy, payments };
}

/** The simulated provider's record of the policy's first checkout. */
async function providerPaymentOf(policyId: string) {
  return test.db
    .selectFrom('insurance_payments')
    .innerJoin('simulated_payments', 'simulated_payments.id', 'insurance_payments.provider_payment_id')
    .select(['insurance_payments.status', 'simulated_payments.status as provider_status'])
    .where('insurance_payments.policy_id', '=', policyId)
    .orderBy('insurance_payments.created_at')
    .executeTakeFirstOrThrow();
}

/**
 * The waiting time's end: just before it the policy still waits in `waiting`; after it the rule cancels it once, as
 * payment_timeout, leaving its payments with `paymentStatuses`; run again, and by two processes at once, it changes
 * nothing more. Answers the cancelled state.
 */
async function expectCancelledOnceAfterTheWait(policyId: string, waiting: InsurancePolicy['status'], paymentStatuses: string[]) {
  const { sender } = test.parties;
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 1));
  expect(await policyOf(test.app, sender, policyId)).toMatchObject({ status: waiting, cancel_reason: null });

  await runDealTimers(test.app, minutes(2));
  expect(await policyOf(test.app, sender, policyId)).toMatchObject({
    status: 'cancelled',
    cancel_reason: 'payment_timeout',
    checkout_url: null,
    refund: null,
  });
  const cancelled = await storedState(policyId);
  expect(cancelled.payments.map((payment) => payment.status)).toEqual(paymentStatuses);
  expect(cancelled.policy.cancelled_at).not.toBeNull();

  await runDealTimers(test.app, minutes(WAIT_MINUTES * 2));
  await Promise.all([runDealTimers(test.app), runDealTimers(test.app)]);
  expect(await storedState(policyId)).toEqual(cancelled);
  return cancelled;
}

async function awaitingPolicy(): Promise<{ bindId: number; created: InsurancePolicy }> {
  const bindId = await paidDeal(test.app, test.db, test.parties);
  return { bindId, created: await createdPolicy(test.app, test.parties.sender, bindId) };
}

it('cancels a policy unpaid after the waiting time once, as payment_timeout; the sender may insure the parcel again', async () => {
  const { sender } = test.parties;
  const { bindId, created } = await awaitingPolicy();
  await expectCancelledOnceAfterTheWait(created.id, 'awaiting_payment', ['expired']);

  const payAgain = await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token);
  expect([payAgain.statusCode, payAgain.json().status]).toEqual([409, 'cancelled']);
  const again = await insure(test.app, sender, insuranceRequest(bindId));
  expect(again.statusCode).toBe(201);
  const issued = await checkout(test.app, sender, again.json<InsurancePolicy>(), 'pay');
  await eventually(async () => (await policyOf(test.app, sender, issued.id)).status === 'issued');
  expect(await ledgerCount(test.db, 'insurance_payment', bindId)).toBe(1);
  expect(await ledgerCount(test.db, 'insurance_premium', bindId)).toBe(1);
});

it('voids a payment made on the expired checkout: no money is taken or booked, the policy stays cancelled', async () => {
  const { sender } = test.parties;
  const { bindId, created } = await awaitingPolicy();
  await runDealTimers(test.app, minutes(WAIT_MINUTES + 1));
  expect((await policyOf(test.app, sender, created.id)).status).toBe('cancelled');

  await pressCheckoutButton(test.app, created.checkout_url!, 'pay');
  expect(await eventually(async () => (await providerPaymentOf(created.id)).status === 'voided' && providerPaymentOf(created.id))).toEqual({
    status: 'voided',
    provider_status: 'voided',
  });
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({
    status: 'cancelled',
    cancel_reason: 'payment_timeout',
    refund: null,
  });
  for (const kind of ['insurance_payment', 'insurance_premium', 'insurance_refund', 'insurance_refund_paid']) {
    expect([kind, await ledgerCount(test.db, kind, bindId)]).toEqual([kind, 0]);
  }
  // The rule run after the void changes nothing either.
  const settled = await storedState(created.id);
  await runDealTimers(test.app);
  expect(await storedState(created.id)).toEqual(settled);
});

it('keeps a policy paid in time even when the rule runs after the waiting time', async () => {
  const { sender } = test.parties;
  const { bindId, created } = await awaitingPolicy();
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 1));
  await pressCheckoutButton(test.app, created.checkout_url!, 'pay');
  await eventually(async () => (await providerPaymentOf(created.id)).status !== 'pending');
  await runDealTimers(test.app, minutes(WAIT_MINUTES));
  const issued = await eventually(async () => {
    const now = await policyOf(test.app, sender, created.id);
    return now.status !== 'awaiting_payment' && now;
  });
  expect(issued).toMatchObject({ status: 'issued', cancel_reason: null });
  expect(await ledgerCount(test.db, 'insurance_payment', bindId)).toBe(1);
});

it('gives a declined policy the same waiting time from the decline: paid again in time, it is not cancelled', async () => {
  const { sender } = test.parties;
  const { created } = await awaitingPolicy();
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 10));
  await checkout(test.app, sender, created, 'decline');
  // counted from the decline, not from the checkout's start
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 1));
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'payment_failed', cancel_reason: null });
  const retry = (await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token)).json<InsurancePolicy>();
  expect(retry.status).toBe('awaiting_payment');
  // The new checkout has a waiting time of its own.
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 1));
  expect((await policyOf(test.app, sender, created.id)).status).toBe('awaiting_payment');
  await runDealTimers(test.app, minutes(2));
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_timeout' });
});

it('cancels a declined policy not paid again within the waiting time once, as payment_timeout; the deal is insured anew', async () => {
  const { sender } = test.parties;
  const { bindId, created } = await awaitingPolicy();
  await checkout(test.app, sender, created, 'decline');
  await expectCancelledOnceAfterTheWait(created.id, 'payment_failed', ['declined']);

  const payAgain = await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token);
  expect([payAgain.statusCode, payAgain.json().status]).toEqual([409, 'cancelled']);
  expect((await insure(test.app, sender, insuranceRequest(bindId))).statusCode).toBe(201);
  expect(await ledgerCount(test.db, 'insurance_payment', bindId)).toBe(0);
});

/** A policy declined twice, the second time 25 minutes after the first: only the first is past the waiting time soon. */
async function twiceDeclinedPolicy(): Promise<InsurancePolicy> {
  const { sender } = test.parties;
  const { created } = await awaitingPolicy();
  await checkout(test.app, sender, created, 'decline');
  await runDealTimers(test.app, minutes(WAIT_MINUTES - 5));
  const retry = (await request(test.app, 'POST', `/insurance/${created.id}/payment`, sender.token)).json<InsurancePolicy>();
  await checkout(test.app, sender, retry, 'decline');
  return created;
}

it('waits from the latest of two declines', async () => {
  const { sender } = test.parties;
  const created = await twiceDeclinedPolicy();
  // the first decline is past the waiting time, the second is not
  await runDealTimers(test.app, minutes(10));
  expect((await policyOf(test.app, sender, created.id)).status).toBe('payment_failed');
  await runDealTimers(test.app, minutes(WAIT_MINUTES));
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_timeout' });
});

it('ends a payment made as the waiting time runs out in exactly one way: issued and booked, or cancelled and voided', async () => {
  const { sender } = test.parties;
  const { bindId, created } = await awaitingPolicy();
  clock.advance((WAIT_MINUTES + 1) * 60_000);
  await Promise.all([pressCheckoutButton(test.app, created.checkout_url!, 'pay'), runDealTimers(test.app), runDealTimers(test.app)]);
  const settled = await eventually(async () => {
    const now = await policyOf(test.app, sender, created.id);
    const payment = await providerPaymentOf(created.id);
    return (now.status === 'issued' || payment.status === 'voided') && { policy: now.status, payment: payment.status };
  });
  const booked = await ledgerCount(test.db, 'insurance_payment', bindId);
  if (settled.policy === 'issued') expect([settled.payment, booked]).toEqual(['captured', 1]);
  else expect([settled, booked]).toEqual([{ policy: 'cancelled', payment: 'voided' }, 0]);
});

// On a real Postgres server a webhook's transaction can hold the payment while the rule runs: the rule does not wait
// for it and leaves the policy to the webhook; PGlite has one connection, so nothing runs beside the rule there.
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;
onPostgres('passes over a policy whose payment a webhook holds at that moment, and cancels it at the next run', async () => {
  const { sender } = test.parties;
  const { created } = await awaitingPolicy();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const webhook = test.db.transaction().execute(async (trx) => {
    await trx.selectFrom('insurance_payments').select('id').where('policy_id', '=', created.id).forUpdate().execute();
    locked();
    await released;
  });
  await isLocked;
  await runDealTimers(test.app, minutes(WAIT_MINUTES + 1));
  expect((await policyOf(test.app, sender, created.id)).status).toBe('awaiting_payment');
  release();
  await webhook;
  await runDealTimers(test.app);
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_timeout' });
});

onPostgres('passes over a declined policy whose latest payment a webhook holds: an older decline alone never cancels it', async () => {
  const { sender } = test.parties;
  const created = await twiceDeclinedPolicy();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const webhook = test.db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('insurance_payments')
      .select('id')
      .where('policy_id', '=', created.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .execute();
    locked();
    await released;
  });
  await isLocked;
  // the first decline is past the waiting time; the latest, out of the rule's sight, is not
  await runDealTimers(test.app, minutes(10));
  expect((await policyOf(test.app, sender, created.id)).status).toBe('payment_failed');
  release();
  await webhook;
  await runDealTimers(test.app);
  expect((await policyOf(test.app, sender, created.id)).status).toBe('payment_failed');
  await runDealTimers(test.app, minutes(WAIT_MINUTES));
  expect(await policyOf(test.app, sender, created.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_timeout' });
});
