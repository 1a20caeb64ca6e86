import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { eventually, request } from '../testing';
import { adjustableClock, DAY_MS, HOUR_MS } from './clock';
import { acceptedDeal, paidDeal, runDealTimers, setUpDealTestApp, type DealParties } from './deal-testing';

// The time rules driven by a test clock: the app's deal clock is this one, moved by the test, and the rules run
// when the test asks (/dev/deals/clock).
const clock = adjustableClock();
let app: FastifyInstance;
let db: Db;
let parties: DealParties;

setUpDealTestApp((test) => ({ app, db, parties } = test), { clock });

function setClock(at: Date): void {
  clock.advance(at.getTime() - clock.now().getTime());
}

const deal = async (bindId: number) => (await request(app, 'GET', `/binds/${bindId}`, parties.sender.token)).json();

async function deliveredDeal(): Promise<number> {
  const bindId = await paidDeal(app, db, parties);
  await request(app, 'POST', `/binds/${bindId}/picked-up`, parties.traveler.token);
  await request(app, 'POST', `/binds/${bindId}/delivered`, parties.traveler.token, {});
  return bindId;
}

async function releasedTo(bindId: number): Promise<string[]> {
  const rows = await db.selectFrom('ledger_transactions').select('kind').where('bind_id', '=', bindId).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

describe('the time rules', () => {
  it('an unpaid checkout expires after 24 hours; the sender then starts a new one', async () => {
    const bindId = await acceptedDeal(app, parties);
    const first = (await request(app, 'POST', `/binds/${bindId}/payment`, parties.sender.token)).json();
    await runDealTimers(app, 23);
    expect((await deal(bindId)).payment.status).toBe('pending');
    await runDealTimers(app, 2);
    const view = await deal(bindId);
    expect(view).toMatchObject({ status: 'accepted', payment: { status: 'expired' } });
    expect(view.timeline.map((entry: { event: string }) => entry.event)).toContain('payment_expired');
    const second = await request(app, 'POST', `/binds/${bindId}/payment`, parties.sender.token);
    expect(second.statusCode).toBe(201);
    expect(second.json().payment_id).not.toBe(first.payment_id);
  });

  it('a delivered deal completes itself 72 hours later and the money is released once', async () => {
    const bindId = await deliveredDeal();
    expect(Date.parse((await deal(bindId)).auto_complete_at) - clock.now().getTime()).toBeGreaterThan(71 * HOUR_MS);
    await runDealTimers(app, 71);
    expect((await deal(bindId)).status).toBe('delivered');
    await runDealTimers(app, 2);
    expect((await deal(bindId)).status).toBe('completed');
    await runDealTimers(app, 1);
    expect(await releasedTo(bindId)).toEqual(['payment', 'release', 'commission']);
    await eventually(async () => (await deal(bindId)).payment.status === 'captured');
  });

  it('a problem report stops the auto-completion', async () => {
    const bindId = await deliveredDeal();
    await request(app, 'POST', `/binds/${bindId}/problem`, parties.sender.token, { text: 'Не та посылка' });
    await runDealTimers(app, 24 * 10);
    expect((await deal(bindId)).status).toBe('delivered');
    expect(await releasedTo(bindId)).toEqual(['payment']);
  });

  it('a paid deal not picked up within 2 days after the trip date is cancelled and refunded', async () => {
    // The trip is 5 days from today: the deal waits through trip date + 2 days and is cancelled the day after.
    const bindId = await paidDeal(app, db, parties);
    setClock(new Date(Date.now() + 7 * DAY_MS));
    await runDealTimers(app);
    expect((await deal(bindId)).status).toBe('paid');
    setClock(new Date(Date.now() + 8 * DAY_MS));
    await runDealTimers(app);
    const cancelled = await deal(bindId);
    expect(cancelled.status).toMatch(/^(cancelled|refunded)$/);
    expect(cancelled.refund_due_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await eventually(async () => (await deal(bindId)).status === 'refunded');
    expect(await releasedTo(bindId)).toEqual(['payment', 'refund']);
  });

  it('a refund is due in 3 Kazakhstan working days: over a weekend, and over 16 December', async () => {
    const dueBy = async (cancelAt: string) => {
      const bindId = await paidDeal(app, db, parties);
      setClock(new Date(cancelAt));
      expect((await request(app, 'POST', `/binds/${bindId}/cancel`, parties.sender.token)).statusCode).toBe(200);
      return (await deal(bindId)).refund_due_by;
    };
    // Thursday 3 December 2026: Friday, Monday, Tuesday.
    expect(await dueBy('2026-12-03T06:00:00Z')).toBe('2026-12-08');
    // Friday 11 December 2026: Monday 14, Tuesday 15, (Independence Day, 16) Thursday 17.
    expect(await dueBy('2026-12-11T06:00:00Z')).toBe('2026-12-17');
  });
});
