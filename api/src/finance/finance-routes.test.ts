import { kazakhstanToday, type FinanceTransaction, type InsurancePolicy } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db';
import {
  acceptedDeal,
  completedDeal,
  dealParties,
  paidDeal,
  payThroughCheckout,
  pressCheckoutButton,
  savePayoutCard,
  setUpDealTestApp,
  type DealParties,
  type DealTestApp,
} from '../deals/deal-testing';
import { SIMULATED_TARIFF } from '../courier';
import { insure, insuranceRequest, paidDeal as insurableDeal, policyOf } from '../insurance/insurance-testing';
import { advance, checkout, claimOf, DRIVEN_COURIER_ENV, orderCourier } from '../logistics/claim-testing';
import type { PaymentProvider } from '../payments';
import { eventually, post, request } from '../testing';

let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let stranger: DealTestApp['stranger'];

/**
 * While closed, the payment provider keeps every capture, void and refund waiting (the job asking stays in its call),
 * so a test sees the money between its hold and its capture, or due back before the refund.
 */
let providerGate: { opened: Promise<void>; open(): void } | null = null;
function holdProviderCalls(): void {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  providerGate = { opened, open };
}
function releaseProviderCalls(): void {
  providerGate?.open();
  providerGate = null;
}
const gated = (simulator: PaymentProvider): PaymentProvider => ({
  ...simulator,
  async capture(providerPaymentId, amount) {
    await providerGate?.opened;
    return simulator.capture(providerPaymentId, amount);
  },
  async void(providerPaymentId) {
    await providerGate?.opened;
    return simulator.void(providerPaymentId);
  },
  async refund(providerPaymentId, amount, refundId) {
    await providerGate?.opened;
    return simulator.refund(providerPaymentId, amount, refundId);
  },
});

setUpDealTestApp((test) => ({ app, db, parties, stranger } = test), { env: DRIVEN_COURIER_ENV, paymentProvider: gated });
afterEach(releaseProviderCalls);

const finance = async (token: string, query = '') => {
  const response = await request(app, 'GET', `/me/finance${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('finance and payouts', () => {
  it("shows the traveler's balance (reward minus 20%) and the sender's payment, with signed amounts", async () => {
    const bindId = await completedDeal(app, db, parties);
    const traveler = await finance(parties.traveler.token);
    expect(traveler).toMatchObject({ currency: 'KZT', balance: 400_000, held_as_sender: 0, pending_payouts: 0, total: 2, page: 1 });
    expect(
      traveler.transactions.map((row: { kind: string; amount: number; bind_id: number }) => [row.kind, row.amount, row.bind_id]),
    ).toEqual([
      ['commission', -100_000, bindId],
      ['release', 500_000, bindId],
    ]);
    const sender = await finance(parties.sender.token);
    expect(sender).toMatchObject({ balance: 0, held_as_sender: 0 });
    expect(sender.transactions).toEqual([
      { id: expect.any(String), kind: 'payment', amount: -500_000, currency: 'KZT', bind_id: bindId, created_at: expect.any(String) },
    ]);
  });

  it('counts a paid deal as held for the sender until it completes', async () => {
    const bindId = await acceptedDeal(app, parties, 3000);
    await payThroughCheckout(app, db, bindId, parties.sender);
    expect((await finance(parties.sender.token)).held_as_sender).toBe(300_000);
    await request(app, 'POST', `/binds/${bindId}/cancel`, parties.sender.token);
  });

  it('filters by kind and dates and pages', async () => {
    const today = kazakhstanToday();
    expect(
      (await finance(parties.traveler.token, '?kind=release')).transactions.every((row: { kind: string }) => row.kind === 'release'),
    ).toBe(true);
    expect((await finance(parties.traveler.token, `?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await finance(parties.traveler.token, '?from=2000-01-01&to=2000-01-02')).transactions).toEqual([]);
    const paged = await finance(parties.traveler.token, '?per_page=1&page=2');
    expect(paged).toMatchObject({ page: 2, per_page: 1 });
    expect(paged.transactions).toHaveLength(1);
    expect((await request(app, 'GET', '/me/finance?kind=gift', parties.traveler.token)).statusCode).toBe(422);
    expect((await request(app, 'GET', '/me/finance')).statusCode).toBe(401);
  });

  it('refuses a payout without a saved card (422 payoutCardMissing), taking nothing from the balance', async () => {
    const before = await finance(parties.traveler.token);
    expect(before.balance).toBeGreaterThan(0);
    const refused = await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: 100_000 });
    expect([refused.statusCode, refused.json().validation_errors]).toEqual([422, { amount: ['payoutCardMissing'] }]);
    expect(await finance(parties.traveler.token)).toEqual(before);
    expect(await db.selectFrom('payouts').select('id').where('user_id', '=', parties.traveler.userId).execute()).toEqual([]);
  });

  it('pays out part of the balance once a card is saved; more than the balance is 422 invalidMaxValue', async () => {
    await savePayoutCard(app, parties.traveler);
    const { balance } = await finance(parties.traveler.token);
    const over = await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: balance + 100 });
    expect(over.statusCode).toBe(422);
    expect(over.json().validation_errors).toEqual({ amount: ['invalidMaxValue'] });
    const paid = await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: 100_000 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toEqual({
      id: expect.any(String),
      status: 'paid',
      amount: 100_000,
      currency: 'KZT',
      created_at: expect.any(String),
    });
    const after = await finance(parties.traveler.token);
    expect(after).toMatchObject({ balance: balance - 100_000, pending_payouts: 0 });
    expect(after.transactions[0]).toMatchObject({ kind: 'payout', amount: -100_000, bind_id: null });
  });

  it('a payout the provider refuses restores the balance', async () => {
    const { balance } = await finance(parties.traveler.token);
    // The simulator refuses payouts whose whole tenge end in 13.
    const failed = await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: 1_300 });
    expect(failed.json()).toMatchObject({ status: 'failed', amount: 1_300 });
    const after = await finance(parties.traveler.token);
    expect(after.balance).toBe(balance);
    expect(after.transactions.slice(0, 2).map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual([
      ['payout', 1_300],
      ['payout', -1_300],
    ]);
  });

  it('concurrent payouts cannot overdraw the balance', async () => {
    const { balance } = await finance(parties.traveler.token);
    const answers = await Promise.all(
      [0, 1, 2].map(() => request(app, 'POST', '/me/payouts', parties.traveler.token, { amount: balance })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    expect((await finance(parties.traveler.token)).balance).toBe(0);
  });

  it('refuses a payout of nothing, of a fraction or of text (422), and without a login (401)', async () => {
    for (const amount of [0, 99, 150.5, 'abc']) {
      expect((await request(app, 'POST', '/me/payouts', parties.traveler.token, { amount })).statusCode).toBe(422);
    }
    expect((await request(app, 'POST', '/me/payouts', null, { amount: 100 })).statusCode).toBe(401);
  });
});

describe('the payout card', () => {
  it("is saved on the simulator's card page the binding leads to, and read back masked; cancelling saves nothing", async () => {
    const card = () => request(app, 'GET', '/me/payout-card', parties.sender.token);
    expect([(await card()).statusCode, (await card()).json()]).toEqual([200, { saved: false }]);
    const cancelled = await savePayoutCard(app, parties.sender, 'cancel');
    expect(cancelled).toMatch(/^http:\/\/[^/]+\/dev\/payout-card\/sim_bind_[\da-f]{24}$/);
    expect((await card()).json()).toEqual({ saved: false });
    const again = await app.inject({ method: 'POST', url: `${new URL(cancelled).pathname}/save` });
    expect(again.statusCode).toBe(409);
    expect((await card()).json()).toEqual({ saved: false });
    await savePayoutCard(app, parties.sender);
    expect((await card()).json()).toEqual({ saved: true, card: { masked_pan: '440043******1234', brand: 'VISA' } });
  });

  it('leads back to the finance page, and each binding is a page of its own', async () => {
    const first = (await request(app, 'POST', '/me/payout-card/binding', stranger.token)).json().binding_url;
    const second = (await request(app, 'POST', '/me/payout-card/binding', stranger.token)).json().binding_url;
    expect(first).not.toBe(second);
    const saved = await app.inject({ method: 'POST', url: `${new URL(second).pathname}/save` });
    expect([saved.statusCode, saved.headers.location]).toEqual([303, 'http://localhost:3100/finance?lang=ru']);
  });

  it("leads back in the user's language", async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/me/payout-card/binding',
      headers: { authorization: `Bearer ${stranger.token}`, 'accept-language': 'en-GB,en;q=0.8' },
    });
    const saved = await app.inject({ method: 'POST', url: `${new URL(started.json().binding_url).pathname}/save` });
    expect(saved.headers.location).toBe('http://localhost:3100/finance?lang=en');
  });

  it('needs a login (401)', async () => {
    expect((await request(app, 'GET', '/me/payout-card', null)).statusCode).toBe(401);
    expect((await request(app, 'POST', '/me/payout-card/binding', null)).statusCode).toBe(401);
  });
});

describe('the ledger in the database', () => {
  /** A payout transaction's row inserted directly, past the ledger's code: its entries are the test's to write. */
  async function payoutWrittenByHand(trx: DbExecutor, key: string): Promise<string> {
    const { id } = await trx
      .insertInto('ledger_transactions')
      .values({ kind: 'payout', idempotency_key: key, amount: 1, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('refuses an entry that would take an account but the external one below zero, and an unbalanced transaction', async () => {
    const commission = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('kind', '=', 'commission')
      .executeTakeFirstOrThrow();
    const external = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'external').executeTakeFirstOrThrow();
    const overdraw = db.transaction().execute(async (trx) => {
      const id = await payoutWrittenByHand(trx, 'test:overdraw');
      const amount = Number(commission.balance) + 1;
      await trx
        .insertInto('ledger_entries')
        .values([
          { transaction_id: id, account_id: commission.id, amount: -amount },
          { transaction_id: id, account_id: external.id, amount },
        ])
        .execute();
    });
    await expect(overdraw).rejects.toThrow(/ledger_accounts_not_negative/);
    const unbalanced = db.transaction().execute(async (trx) => {
      const id = await payoutWrittenByHand(trx, 'test:unbalanced');
      await trx.insertInto('ledger_entries').values({ transaction_id: id, account_id: external.id, amount: 5 }).execute();
    });
    await expect(unbalanced).rejects.toThrow(/sum to zero/);
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
  });
});

describe('login leads to the deal', () => {
  it('the traveler of a paid deal logs in and is led to its page', async () => {
    const bindId = await acceptedDeal(app, parties, 2000);
    await payThroughCheckout(app, db, bindId, parties.sender);
    const login = await post(app, '/auth/login', { phone: parties.traveler.phone, password: parties.traveler.password });
    expect(login.json()).toMatchObject({ action: 'redirect', redirect_to: 'deal', bind_id: bindId });
    await request(app, 'POST', `/binds/${bindId}/cancel`, parties.traveler.token);
  });
});

describe('courier fees', () => {
  it("shows the payer's courier fees and the refund of a cancelled one (the fee less the provider's charge)", async () => {
    const bindId = await paidDeal(app, db, parties);
    const { sender, traveler } = parties;
    const before = await finance(sender.token);

    const delivered = await checkout(app, sender, await orderCourier(app, sender, bindId), 'pay');
    await advance(app, delivered.id, 'ready_for_approval');
    expect((await advance(app, delivered.id, 'delivered')).status).toBe('delivered');

    const cancelled = await checkout(app, sender, await orderCourier(app, sender, bindId), 'pay');
    await advance(app, cancelled.id, 'ready_for_approval');
    await advance(app, cancelled.id, 'pickup_arrived');
    expect((await request(app, 'DELETE', `/logistics/claim/${cancelled.id}/cancel`, sender.token)).statusCode).toBe(200);
    await eventually(async () => (await claimOf(app, sender, cancelled.id)).refund?.status === 'refunded');

    const charge = SIMULATED_TARIFF.paidCancelTiyn;
    const after = await finance(sender.token);
    expect(after).toMatchObject({ balance: before.balance, total: before.total + 3 });
    const rows = (transactions: FinanceTransaction[]) => transactions.map((row) => [row.kind, row.amount, row.bind_id]);
    expect(rows(after.transactions.slice(0, 3))).toEqual([
      ['courier_refund', cancelled.price - charge, bindId],
      ['courier_fee', -cancelled.price, bindId],
      ['courier_fee', -delivered.price, bindId],
    ]);
    expect(rows((await finance(sender.token, '?kind=courier_fee')).transactions)).toEqual([
      ['courier_fee', -cancelled.price, bindId],
      ['courier_fee', -delivered.price, bindId],
    ]);
    expect(rows((await finance(sender.token, '?kind=courier_refund')).transactions)).toEqual([
      ['courier_refund', cancelled.price - charge, bindId],
    ]);
    // the fee is the payer's alone
    expect((await finance(traveler.token, '?kind=courier_fee')).total).toBe(0);
  });
});

describe('what is held for a sender', () => {
  const heldOf = async (user: DealParties['sender']) => (await finance(user.token)).held_as_sender as number;
  const rows = (transactions: FinanceTransaction[]) => transactions.map((row) => [row.kind, row.amount]);

  it('counts a courier fee from its hold until the courier delivers, and a cancelled one until its refund is back', async () => {
    const own = await dealParties(app, db);
    const bindId = await paidDeal(app, db, own);
    const reward = await heldOf(own.sender);
    expect(reward).toBe(500_000);

    holdProviderCalls();
    const delivered = await orderCourier(app, own.sender, bindId);
    await pressCheckoutButton(app, delivered.checkout_url!, 'pay');
    await eventually(async () => (await claimOf(app, own.sender, delivered.id)).status === 'payment_checking');
    // held at the provider, not yet captured into the ledger
    expect(await heldOf(own.sender)).toBe(reward + delivered.price);
    releaseProviderCalls();
    await eventually(async () => (await claimOf(app, own.sender, delivered.id)).status === 'searching');
    expect(await heldOf(own.sender)).toBe(reward + delivered.price);
    await advance(app, delivered.id, 'ready_for_approval');
    expect((await advance(app, delivered.id, 'delivered')).status).toBe('delivered');
    expect(await heldOf(own.sender)).toBe(reward);

    const cancelled = await checkout(app, own.sender, await orderCourier(app, own.sender, bindId), 'pay');
    expect(await heldOf(own.sender)).toBe(reward + cancelled.price);
    await advance(app, cancelled.id, 'ready_for_approval');
    await advance(app, cancelled.id, 'pickup_arrived');
    holdProviderCalls();
    expect((await request(app, 'DELETE', `/logistics/claim/${cancelled.id}/cancel`, own.sender.token)).statusCode).toBe(200);
    // the provider's charge is spent; the rest is due back
    const charge = SIMULATED_TARIFF.paidCancelTiyn;
    expect(await heldOf(own.sender)).toBe(reward + cancelled.price - charge);
    releaseProviderCalls();
    await eventually(async () => (await claimOf(app, own.sender, cancelled.id)).refund?.status === 'refunded');
    expect(await heldOf(own.sender)).toBe(reward);
    // the courier fees are the payer's alone
    expect(await heldOf(own.traveler)).toBe(0);
  });

  it('lists an insurance premium and its refund, and counts the premium held until the policy is issued and while it is due back', async () => {
    const own = await dealParties(app, db);
    const bindId = await insurableDeal(app, db, own);
    const created = await insure(app, own.sender, insuranceRequest(bindId));
    expect(created.statusCode).toBe(201);
    const policy = created.json<InsurancePolicy>();
    const premium = policy.commission;
    expect(premium).toBe(100_000);

    holdProviderCalls();
    await pressCheckoutButton(app, policy.checkout_url!, 'pay');
    await eventually(async () => {
      const paid = await db.selectFrom('insurance_payments').select('status').where('policy_id', '=', policy.id).execute();
      return paid.some((payment) => payment.status === 'held');
    });
    // paid, the insurer not yet asked
    expect(await heldOf(own.sender)).toBe(500_000 + premium);
    releaseProviderCalls();
    await eventually(async () => (await policyOf(app, own.sender, policy.id)).status === 'issued');
    // the insurer's once issued
    expect(await heldOf(own.sender)).toBe(500_000);

    holdProviderCalls();
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, own.sender.token)).statusCode).toBe(200);
    // the deal's reward and the premium are both due back
    expect(await heldOf(own.sender)).toBe(500_000 + premium);
    releaseProviderCalls();
    await eventually(async () => (await policyOf(app, own.sender, policy.id)).refund?.status === 'refunded');
    await eventually(
      async () => (await db.selectFrom('binds').select('status').where('id', '=', bindId).executeTakeFirst())?.status === 'refunded',
    );
    const after = await finance(own.sender.token);
    expect(after).toMatchObject({ balance: 0, held_as_sender: 0, total: 4 });
    expect(rows(after.transactions).sort()).toEqual(
      [
        ['payment', -500_000],
        ['insurance_premium', -premium],
        ['refund', 500_000],
        ['insurance_refund', premium],
      ].sort(),
    );
    expect(rows((await finance(own.sender.token, '?kind=insurance_premium')).transactions)).toEqual([['insurance_premium', -premium]]);
    expect((await finance(own.sender.token, '?kind=insurance_refund')).transactions).toEqual([
      {
        id: expect.any(String),
        kind: 'insurance_refund',
        amount: premium,
        currency: 'KZT',
        bind_id: bindId,
        created_at: expect.any(String),
      },
    ]);
    // the premium is the sender's alone
    expect((await finance(own.traveler.token, '?kind=insurance_premium')).total).toBe(0);
  });
});
