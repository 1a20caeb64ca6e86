/** @jest-environment ./src/matching/large-database-environment.cjs */
import { Kysely, PGliteDialect, sql, type PGlite } from 'kysely';
import { migrateToLatest, type Database, type Db } from '../db';
import { ALMATY, ASTANA, createTestDatabase, daysFromToday, insertTripsInBulk } from '../testing';
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

/** 2,000 travelers with reviews, and a million trips over every route of 50 cities. */
async function loadTrips(database: Db): Promise<void> {
  await sql`insert into users (phone_number, email, first_name, password_hash)
    select '7700' || lpad(g::text, 7, '0'), 'traveler' || g || '@example.kz', 'Traveler', null
    from generate_series(1, ${TRAVELERS}) g`.execute(database);
  const { first } = await database
    .selectFrom('users')
    .select((eb) => eb.fn.min('id').as('first'))
    .executeTakeFirstOrThrow();
  // The totals published reviews leave (their trigger's table), written directly: the sample reads only these.
  await sql`insert into user_ratings (user_id, role, rating_sum, reviews_count)
    select ${first} + g, 'traveler', (2 + g % 3) * (1 + g % 5), 2 + g % 3 from generate_series(0, ${TRAVELERS} - 1, 2) g`.execute(database);
  await insertTripsInBulk(database, { count: TRIPS, firstTravelerId: Number(first), travelers: TRAVELERS, smallestCityOffset: 1 });
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
