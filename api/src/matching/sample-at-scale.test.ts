/** @jest-environment ./src/matching/large-database-environment.cjs */
import { Kysely, PGliteDialect, sql, type PGlite } from 'kysely';
import { migrateToLatest, type Database, type Db } from '../db';
import { ALMATY, ASTANA, createTestDatabase, daysFromToday } from '../testing';
import { sampleQuery, type FitSubject } from './fitting-trips';

const TRIPS = 1_000_000;
const TRAVELERS = 2_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

let db: Db;

beforeAll(async () => {
  db = await largeDatabase();
  await loadTrips(db);
}, 240_000);
afterAll(() => db.destroy());

/**
 * A database of the file's own, closed after it: a million trips would otherwise stay in the memory of the worker's
 * shared embedded Postgres for every later test file. With TEST_DATABASE_URL, a schema on that server as usual.
 */
async function largeDatabase(): Promise<Db> {
  const openOwnPglite = (globalThis as unknown as { __jetkizOpenOwnPglite?: () => Promise<PGlite> }).__jetkizOpenOwnPglite;
  if (process.env.TEST_DATABASE_URL || !openOwnPglite) return (await createTestDatabase()).db;
  const own = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: await openOwnPglite() }) });
  await migrateToLatest(own);
  return own;
}

/**
 * One INSERT … SELECT generate_series: 50 cities, every route, dates from a month ago to a year ahead, hand luggage
 * and baggage, 2,000 travelers with reviews. For the load, the foreign-key triggers are off (the values are made
 * valid) and the secondary indexes of trips are dropped and built again from their own definitions: a bulk build
 * is several times cheaper than a million index inserts and three million key checks.
 */
async function loadTrips(database: Db): Promise<void> {
  await sql`insert into users (phone_number, email, first_name, password_hash)
    select '7700' || lpad(g::text, 7, '0'), 'traveler' || g || '@example.kz', 'Traveler', null
    from generate_series(1, ${TRAVELERS}) g`.execute(database);
  const { first } = await database
    .selectFrom('users')
    .select((eb) => eb.fn.min('id').as('first'))
    .executeTakeFirstOrThrow();
  await sql`insert into traveler_reviews (traveler_id, rating)
    select ${first} + (g * 7) % ${TRAVELERS}, 1 + g % 5 from generate_series(1, 4000) g`.execute(database);
  const { rows: indexes } = await sql<{ indexdef: string; indexname: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'trips' and indexname <> 'trips_pkey'`.execute(database);
  await database.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    for (const index of indexes) await sql`drop index ${sql.id(index.indexname)}`.execute(trx);
    await sql`insert into trips (traveler_id, from_city_id, to_city_id, trip_date, offered_amount, weight_allowance, weight_limit_kg,
        first_name, delivery_type, locale)
      select ${first} + g % ${TRAVELERS},
        1 + g % 50,
        1 + (g % 50 + 1 + (g / 50) % 49) % 50,
        current_date - 30 + (g / 2450) % 395,
        1000 + (g * 37) % 20000,
        case when g % 2 = 0 then 'baggage' else 'hand_luggage' end,
        case when g % 2 = 0 then 5 else 3 end,
        'Traveler',
        (array['address', 'railway', 'airport'])[1 + g % 3],
        'ru'
      from generate_series(1, ${TRIPS}) g`.execute(trx);
    for (const index of indexes) await sql.raw(index.indexdef).execute(trx);
  });
  await sql`analyze`.execute(database);
}

describe('the traveler sample with 1,000,000 trips', () => {
  const parcel: FitSubject = { from_city_id: ALMATY, to_city_id: ASTANA, deadline: daysFromToday(60), load_kg: 4, owner_id: null };

  it('has the trips', async () => {
    const { count } = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(TRIPS);
  });

  it('reads trips through the route index, never a sequential scan', async () => {
    const [explained] = await sampleQuery(db, parcel).explain<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>('json');
    const nodes = nodesOf(explained['QUERY PLAN'][0].Plan);
    const onTrips = nodes.filter((node) => node['Relation Name'] === 'trips');
    expect(onTrips.map((node) => node['Node Type'])).toEqual([expect.stringMatching(/^(Index Scan|Index Only Scan|Bitmap Heap Scan)$/)]);
    expect(nodes.some((node) => node['Index Name'] === 'trips_route_date')).toBe(true);
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name'])).not.toContain('trips');
  });

  it('answers the earliest fitting trips quickly', async () => {
    const started = performance.now();
    const cards = await sampleQuery(db, parcel).execute();
    const elapsedMs = performance.now() - started;
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.every((card) => card.weight_limit_kg >= 4 && card.trip_date <= parcel.deadline)).toBe(true);
    expect(cards.map((card) => card.trip_date)).toEqual([...cards.map((card) => card.trip_date)].sort());
    expect(elapsedMs).toBeLessThan(1000);
  });
});
