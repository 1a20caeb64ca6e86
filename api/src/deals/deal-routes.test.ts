import { DELIVERY_CODE_ATTEMPTS } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { createParcel, eventually, outboxFor, registerUser, request, type RegisteredUser } from '../testing';
import { acceptedDeal, deliveryCodeOf, paidDeal, payThroughCheckout, setUpDealTestApp, type DealParties } from './deal-testing';

let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let sender: RegisteredUser;
let traveler: RegisteredUser;
let stranger: RegisteredUser;

setUpDealTestApp((test) => {
  ({ app, db, parties, stranger } = test);
  ({ sender, traveler } = parties);
});

const deal = async (bindId: number, user: RegisteredUser = sender) => (await request(app, 'GET', `/binds/${bindId}`, user.token)).json();

async function balanceOf(userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', 'balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

describe('paying for a deal', () => {
  it('starts a checkout for the reward in tiyn, and answers the same pending payment again', async () => {
    const bindId = await acceptedDeal(app, parties);
    const first = await request(app, 'POST', `/binds/${bindId}/payment`, sender.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      payment_id: expect.stringMatching(/^[\w-]{22}$/),
      status: 'pending',
      amount: 500_000,
      currency: 'KZT',
      checkout_url: expect.stringContaining('/dev/checkout/'),
    });
    const again = await request(app, 'POST', `/binds/${bindId}/payment`, sender.token);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await db.selectFrom('payments').select('id').where('bind_id', '=', bindId).execute()).toHaveLength(1);
    expect((await deal(bindId)).timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'requested',
      'accepted',
      'payment_started',
    ]);
  });

  it("speaks the payer's language: the checkout's description and its return to the deal (?lang=kz)", async () => {
    const bindId = await acceptedDeal(app, parties);
    const started = await app.inject({
      method: 'POST',
      url: `/binds/${bindId}/payment`,
      headers: { authorization: `Bearer ${sender.token}`, 'accept-language': 'kk-KZ,kk;q=0.9' },
    });
    expect(started.statusCode).toBe(201);
    const checkout = await db
      .selectFrom('simulated_payments')
      .select(['return_url', 'description'])
      .where('payment_id', '=', started.json().payment_id)
      .executeTakeFirstOrThrow();
    expect(checkout.return_url).toBe(`http://localhost:3100/deals/${bindId}?lang=kz`);
    expect(checkout.description).toBe(`Жеткізу сыйақысы, №${bindId} өтінім`);
  });

  it('refuses the traveler (403), a stranger (404), nobody (401), a guest token (401) and a pending request (409 with its status)', async () => {
    const bindId = await acceptedDeal(app, parties);
    expect((await request(app, 'POST', `/binds/${bindId}/payment`, traveler.token)).statusCode).toBe(403);
    expect((await request(app, 'POST', `/binds/${bindId}/payment`, stranger.token)).statusCode).toBe(404);
    expect((await request(app, 'POST', `/binds/${bindId}/payment`)).statusCode).toBe(401);
    const guest = await createParcel(app, null, { guest_email: 'guest-payer@example.kz' });
    const guestBind = await request(app, 'POST', `/parcels/${guest.id}/trips/binds?guest_token=${guest.guest_token}`, null, {
      trip_id: parties.tripId,
    });
    const asGuest = await request(app, 'POST', `/binds/${guestBind.json().id}/payment?guest_token=${guest.guest_token}`);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().error_message).toMatch(/Sign up/);

    const { id } = await createParcel(app, sender.token);
    const pending = (await request(app, 'POST', `/parcels/${id}/trips/binds`, sender.token, { trip_id: parties.tripId })).json().id;
    const tooEarly = await request(app, 'POST', `/binds/${pending}/payment`, sender.token);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({ error_type: 'forbidden', status: 'pending' });
  });

  it('answers 403 verification_required to an unverified sender', async () => {
    const unverified = await registerUser(app);
    const bindId = await acceptedDeal(app, { ...parties, sender: unverified });
    const response = await request(app, 'POST', `/binds/${bindId}/payment`, unverified.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_type).toBe('verification_required');
  });

  it('held money makes the deal paid: escrow holds it, the sender gets the code by SMS and sees it, the traveler sees the phone', async () => {
    const bindId = await paidDeal(app, db, parties);
    const asSender = await deal(bindId);
    expect(asSender).toMatchObject({
      status: 'paid',
      role: 'sender',
      reward: 500_000,
      commission: 100_000,
      traveler_amount: 400_000,
      payment: { status: 'held', checkout_url: null },
      delivery_code: expect.stringMatching(/^\d{6}$/),
      delivery_code_locked: false,
      next_actions: ['cancel', 'report_problem'],
      other_party: { phone_number: traveler.phone.replace(/\D/g, '') },
    });
    const sms = (await outboxFor(app, sender.phone)).filter((message) => message.body.includes(asSender.delivery_code));
    expect(sms).toHaveLength(1);
    const asTraveler = await deal(bindId, traveler);
    expect(asTraveler).toMatchObject({ role: 'traveler', delivery_code: null, next_actions: ['pick_up', 'cancel'] });
    expect(await db.selectFrom('binds').select('delivery_code_encrypted').where('id', '=', bindId).executeTakeFirstOrThrow()).not.toEqual({
      delivery_code_encrypted: asSender.delivery_code,
    });
    expect((await request(app, 'GET', `/binds/${bindId}`, stranger.token)).statusCode).toBe(404);
    expect((await request(app, 'GET', `/binds/${bindId}`)).statusCode).toBe(401);
  });

  it('a declined payment leaves the deal accepted, and the sender pays again', async () => {
    const bindId = await acceptedDeal(app, parties);
    await payThroughCheckout(app, db, bindId, sender, 'decline');
    expect(await deal(bindId)).toMatchObject({ status: 'accepted', payment: { status: 'failed' }, next_actions: ['pay', 'cancel'] });
    await payThroughCheckout(app, db, bindId, sender);
    expect((await deal(bindId)).status).toBe('paid');
  });
});

describe('handover and delivery', () => {
  it('picked up by the traveler only, from paid only', async () => {
    const bindId = await paidDeal(app, db, parties);
    const bySender = await request(app, 'POST', `/binds/${bindId}/picked-up`, sender.token);
    expect(bySender.statusCode).toBe(403);
    const picked = await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'picked_up', next_actions: ['deliver', 'cancel'] });
    const twice = await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().status).toBe('picked_up');
  });

  it('the right code completes the deal at once: the traveler gets the reward minus 20%, the service 20%', async () => {
    const bindId = await paidDeal(app, db, parties);
    const code = await deliveryCodeOf(app, bindId, sender);
    await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    const before = await balanceOf(traveler.userId);
    const delivered = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, { delivery_code: code });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ status: 'completed', next_actions: [] });
    expect((await balanceOf(traveler.userId)) - before).toBe(400_000);
    await eventually(async () => {
      const row = await db
        .selectFrom('payments')
        .select('status')
        .where('bind_id', '=', bindId)
        .where('status', '=', 'captured')
        .executeTakeFirst();
      return Boolean(row);
    });
    expect((await deal(bindId)).delivery_code).toBeNull();
  });

  it(`counts wrong codes (422 invalidCode); after ${DELIVERY_CODE_ATTEMPTS} only the sender's confirmation completes`, async () => {
    const bindId = await paidDeal(app, db, parties);
    const code = await deliveryCodeOf(app, bindId, sender);
    const wrong = code === '000000' ? '111111' : '000000';
    await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    for (let attempt = 1; attempt <= DELIVERY_CODE_ATTEMPTS; attempt += 1) {
      const response = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, { delivery_code: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json().validation_errors).toEqual({ delivery_code: ['invalidCode'] });
    }
    const locked = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, { delivery_code: code });
    expect(locked.statusCode).toBe(409);
    expect((await deal(bindId)).delivery_code_locked).toBe(true);
    const withoutCode = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, {});
    expect(withoutCode.json()).toMatchObject({ status: 'delivered', auto_complete_at: null });
    expect((await request(app, 'POST', `/binds/${bindId}/confirm`, traveler.token)).statusCode).toBe(403);
    const confirmed = await request(app, 'POST', `/binds/${bindId}/confirm`, sender.token);
    expect(confirmed.json()).toMatchObject({ status: 'completed' });
  });

  it('delivered without a code waits for the sender: confirm completes it, the other party is told each step', async () => {
    const bindId = await paidDeal(app, db, parties);
    await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    const delivered = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, {});
    expect(delivered.json()).toMatchObject({ status: 'delivered', auto_complete_at: expect.any(String) });
    expect((await deal(bindId)).next_actions).toEqual(['confirm', 'report_problem']);
    const mails = (await outboxFor(app, sender.email)).filter((mail) => mail.body.includes(`/deals/${bindId}`));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect((await request(app, 'POST', `/binds/${bindId}/confirm`, sender.token)).json().status).toBe('completed');
    expect((await request(app, 'POST', `/binds/${bindId}/confirm`, sender.token)).statusCode).toBe(409);
    const timeline = (await deal(bindId)).timeline.map((entry: { event: string }) => entry.event);
    expect(timeline).toEqual(['requested', 'accepted', 'payment_started', 'paid', 'picked_up', 'delivered', 'completed']);
  });

  it('a problem report freezes the release and tells staff', async () => {
    const bindId = await paidDeal(app, db, parties);
    const byTraveler = await request(app, 'POST', `/binds/${bindId}/problem`, traveler.token, { text: 'нет' });
    expect(byTraveler.statusCode).toBe(403);
    expect((await request(app, 'POST', `/binds/${bindId}/problem`, sender.token, { text: '' })).statusCode).toBe(422);
    const reported = await request(app, 'POST', `/binds/${bindId}/problem`, sender.token, { text: 'Посылка повреждена' });
    expect(reported.json()).toMatchObject({ problem_reported: true, next_actions: ['cancel'] });
    const staff = await outboxFor(app, 'support@jetkiz.kz');
    expect(staff.some((mail) => mail.body.includes('Посылка повреждена'))).toBe(true);
    const code = await deliveryCodeOf(app, bindId, sender);
    await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    const withCode = await request(app, 'POST', `/binds/${bindId}/delivered`, traveler.token, { delivery_code: code });
    expect(withCode.json()).toMatchObject({ status: 'delivered', auto_complete_at: null });
    expect(await db.selectFrom('ledger_transactions').select('kind').where('bind_id', '=', bindId).execute()).toEqual([
      { kind: 'payment' },
    ]);
  });
});

describe('cancelling a deal', () => {
  it('the sender cancels a paid deal: refund due in 3 working days, then refunded by the job', async () => {
    const bindId = await paidDeal(app, db, parties);
    const cancelled = await request(app, 'POST', `/binds/${bindId}/cancel`, sender.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await deal(bindId)).refund_due_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const refunded = await eventually(async () => {
      const view = await deal(bindId);
      return view.status === 'refunded' && view;
    });
    expect(refunded.payment.status).toBe('voided');
    const kinds = await db.selectFrom('ledger_transactions').select('kind').where('bind_id', '=', bindId).orderBy('id').execute();
    expect(kinds.map((row) => row.kind)).toEqual(['payment', 'refund']);
  });

  it('the sender cannot cancel once picked up; the traveler can until delivered', async () => {
    const bindId = await paidDeal(app, db, parties);
    await request(app, 'POST', `/binds/${bindId}/picked-up`, traveler.token);
    const bySender = await request(app, 'POST', `/binds/${bindId}/cancel`, sender.token);
    expect(bySender.statusCode).toBe(409);
    expect(bySender.json().status).toBe('picked_up');
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, traveler.token)).json().status).toBe('cancelled');
    await eventually(async () => (await deal(bindId)).status === 'refunded');
  });

  it('an accepted deal is cancelled without money; a late held payment is voided', async () => {
    const bindId = await acceptedDeal(app, parties);
    const started = (await request(app, 'POST', `/binds/${bindId}/payment`, sender.token)).json();
    expect((await request(app, 'POST', `/binds/${bindId}/cancel`, traveler.token)).json().status).toBe('cancelled');
    await app.inject({ method: 'POST', url: `${new URL(started.checkout_url).pathname}/pay` });
    await eventually(async () => {
      const row = await db.selectFrom('payments').select('status').where('id', '=', started.payment_id).executeTakeFirst();
      return row?.status === 'voided';
    });
    expect((await deal(bindId)).status).toBe('cancelled');
    expect(await db.selectFrom('ledger_transactions').select('id').where('bind_id', '=', bindId).execute()).toEqual([]);
  });
});
