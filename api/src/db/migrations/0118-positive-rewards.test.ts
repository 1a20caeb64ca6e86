import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing';
import { migrateTo, migrateToLatest } from '../migrate';

const ALMATY = 1;
const ASTANA = 2;

async function addUser({ db }: TestDatabase, phone: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into users (phone_number, email, first_name) values (${phone}, ${`${phone}@example.kz`}, 'Серик') returning id`.execute(db);
  return rows[0]!.id;
}

function addTrip({ db }: TestDatabase, travelerId: number, offeredAmount: number) {
  return sql<{ id: number }>`
    insert into trips (traveler_id, from_city_id, to_city_id, trip_date, offered_amount, weight_allowance, weight_limit_kg,
      first_name, delivery_type, locale)
    values (${travelerId}, ${ALMATY}, ${ASTANA}, '2031-05-06', ${offeredAmount}, 'baggage', 10, 'Серик', 'railway', 'ru')
    returning id`.execute(db);
}

function addParcel({ db }: TestDatabase, ownerId: number, reward: number | null) {
  return sql<{ id: number }>`
    insert into parcels (owner_id, type, weight_class, load_kg, description, deadline, from_city_id, to_city_id, reward, locale)
    values (${ownerId}, 'documents', 'documents', 0.5, 'Договор', '2031-05-10', ${ALMATY}, ${ASTANA}, ${reward}, 'ru')
    returning id`.execute(db);
}

/** The database's own refusal: a check constraint, by name. */
async function refusal(insert: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  const error = (await insert.then(
    () => null,
    (failure: unknown) => failure,
  )) as { code?: string; constraint?: string } | null;
  if (!error) throw new Error('the database took the row');
  return { code: error.code, constraint: error.constraint };
}

describe('0118-positive-rewards: a reward is at least 1 tenge in the database too (issue 22 item 3)', () => {
  it('refuses a trip offering 0 ₸ and a parcel rewarding 0 ₸ inserted straight into the tables', async () => {
    const database = await createTestDatabase();
    const userId = await addUser(database, '77010000001');
    expect(await refusal(addTrip(database, userId, 0))).toEqual({ code: '23514', constraint: 'trips_offered_amount_positive' });
    expect(await refusal(addParcel(database, userId, 0))).toEqual({ code: '23514', constraint: 'parcels_reward_positive' });
    expect((await addTrip(database, userId, 1)).rows).toHaveLength(1);
    expect((await addParcel(database, userId, 1)).rows).toHaveLength(1);
    // No reward named: the trip's offered amount applies.
    expect((await addParcel(database, userId, null)).rows).toHaveLength(1);
  });

  it('migrates a database holding 0 ₸ rows: the parcel names no reward, the trip is off the marketplace, nothing else changes', async () => {
    const database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, '0117-insurance', database.schema);
    const userId = await addUser(database, '77010000002');
    const [freeTrip] = (await addTrip(database, userId, 0)).rows;
    const [paidTrip] = (await addTrip(database, userId, 3500)).rows;
    const [freeParcel] = (await addParcel(database, userId, 0)).rows;
    const [paidParcel] = (await addParcel(database, userId, 2000)).rows;
    for (const [trip, hash] of [
      [freeTrip!.id, 'link-of-free-trip'],
      [paidTrip!.id, 'link-of-paid-trip'],
    ] as const) {
      await sql`insert into trip_confirmations (trip_id, token_hash, expires_at) values (${trip}, ${hash}, now() + interval '1 day')`.execute(
        database.db,
      );
    }

    expect((await migrateToLatest(database.db, database.schema))[0]).toBe('0118-positive-rewards');

    const { rows: trips } = await sql<{ id: number; offered_amount: number; listed: boolean }>`
      select id, offered_amount, confirmed_at is not null as listed from trips order by id`.execute(database.db);
    expect(trips).toEqual([
      { id: freeTrip!.id, offered_amount: 0, listed: false },
      { id: paidTrip!.id, offered_amount: 3500, listed: true },
    ]);
    const { rows: links } = await sql<{ trip_id: number; spent: boolean }>`
      select trip_id, used_at is not null as spent from trip_confirmations order by trip_id`.execute(database.db);
    expect(links).toEqual([
      { trip_id: freeTrip!.id, spent: true },
      { trip_id: paidTrip!.id, spent: false },
    ]);
    const { rows: parcels } = await sql<{ id: number; reward: number | null }>`select id, reward from parcels order by id`.execute(
      database.db,
    );
    expect(parcels).toEqual([
      { id: freeParcel!.id, reward: null },
      { id: paidParcel!.id, reward: 2000 },
    ]);
    // The old rows stay; new ones are checked all the same.
    expect(await refusal(addTrip(database, userId, 0))).toEqual({ code: '23514', constraint: 'trips_offered_amount_positive' });
    expect(await refusal(sql`update trips set offered_amount = 0 where id = ${paidTrip!.id}`.execute(database.db))).toEqual({
      code: '23514',
      constraint: 'trips_offered_amount_positive',
    });
  });
});
