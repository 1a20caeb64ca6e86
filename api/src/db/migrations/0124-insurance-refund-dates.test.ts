import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { migrateTo, migrateToLatest } from '../migrate';

const ALMATY = 1;
const ASTANA = 2;

/** A cancelled deal of a new sender and traveler, straight in the tables. */
async function cancelledBind({ db }: TestDatabase): Promise<{ bindId: number; userId: number }> {
  const user = await sql<{ id: number }>`
    insert into users (phone_number, email, first_name) values ('77010000009', 'sender@example.kz', 'Серик') returning id`.execute(db);
  const userId = user.rows[0]!.id;
  const trip = await sql<{ id: number }>`
    insert into trips (traveler_id, from_city_id, to_city_id, trip_date, offered_amount, weight_allowance, weight_limit_kg,
      first_name, delivery_type, locale)
    values (${userId}, ${ALMATY}, ${ASTANA}, '2031-05-06', 3000, 'baggage', 10, 'Серик', 'railway', 'ru')
    returning id`.execute(db);
  const parcel = await sql<{ id: number }>`
    insert into parcels (owner_id, type, weight_class, load_kg, description, deadline, from_city_id, to_city_id, reward, locale)
    values (${userId}, 'documents', 'documents', 0.5, 'Договор', '2031-05-10', ${ALMATY}, ${ASTANA}, 3000, 'ru')
    returning id`.execute(db);
  const bind = await sql<{ id: number }>`
    insert into binds (parcel_id, trip_id, status, reward) values (${parcel.rows[0]!.id}, ${trip.rows[0]!.id}, 'cancelled', 3000)
    returning id`.execute(db);
  return { bindId: bind.rows[0]!.id, userId };
}

function addPolicy(
  { db }: TestDatabase,
  { bindId, userId }: { bindId: number; userId: number },
  policy: { id: string; status: string; refund_status: string | null; cancelled_at: string | null; updated_at: string },
) {
  const refundAmount = policy.refund_status ? 100_000 : null;
  return sql`
    insert into insurance_policies (id, bind_id, user_id, status, cost, commission, price, delivery_price, persons_sealed,
      parcel, insurer, refund_amount, refund_status, cancelled_at, updated_at)
    values (${policy.id}, ${bindId}, ${userId}, ${policy.status}, 5000000, 100000, 5100000, 300000, 'sealed', '{}'::jsonb,
      'simulator', ${refundAmount}, ${policy.refund_status}, ${policy.cancelled_at}, ${policy.updated_at})`.execute(db);
}

describe('0124-insurance-refund-dates: a policy refund has the day it is due by and the moment it was made', () => {
  it('fills both for refunds decided before it, from the cancel (or the last change) and the refund job’s change', async () => {
    const database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, '0123-courier-payment-retries', database.schema);
    const bind = await cancelledBind(database);
    // Tuesday 10 November 2026 in Almaty: due by Friday the 13th, 3 working days later
    await addPolicy(database, bind, {
      id: 'unpaid',
      status: 'cancelled',
      refund_status: null,
      cancelled_at: '2026-11-10T10:00:00Z',
      updated_at: '2026-11-10T10:00:00Z',
    });
    await addPolicy(database, bind, {
      id: 'due',
      status: 'cancelled',
      refund_status: 'due',
      cancelled_at: '2026-11-10T10:00:00Z',
      updated_at: '2026-11-10T10:00:00Z',
    });
    await addPolicy(database, bind, {
      id: 'refused',
      status: 'refused',
      refund_status: 'refunded',
      cancelled_at: null,
      updated_at: '2026-11-10T05:00:00Z',
    });

    expect(await migrateToLatest(database.db, database.schema)).toContain('0124-insurance-refund-dates');

    const { rows } = await sql<{ id: string; refund_due_by: string | null; refunded_at: Date | null }>`
      select id, refund_due_by, refunded_at from insurance_policies order by id`.execute(database.db);
    expect(rows).toEqual([
      { id: 'due', refund_due_by: '2026-11-13', refunded_at: null },
      { id: 'refused', refund_due_by: '2026-11-13', refunded_at: new Date('2026-11-10T05:00:00Z') },
      { id: 'unpaid', refund_due_by: null, refunded_at: null },
    ]);
    // A refund without its day, or refunded without its moment, is refused from now on.
    for (const change of [
      sql`update insurance_policies set refund_due_by = null where id = 'due'`,
      sql`update insurance_policies set refund_status = 'refunded' where id = 'due'`,
    ]) {
      const failure = await change.execute(database.db).then(
        () => null,
        (error: { constraint?: string }) => error.constraint,
      );
      expect(failure).toBe('insurance_policies_refund_dates');
    }
  });
});
