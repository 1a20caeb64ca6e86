// Requests per second and p99 latency of GET /parcels/{id}/trips/sample with 10,000 and with 1,000,000 trips,
// beside a bare Fastify route in the same run. Starts its own API and stops it afterwards: on embedded PGlite in a
// temporary directory, or, when DATABASE_URL names a Postgres server, on a fresh database of that server that it
// creates and drops. Either way the parcel's route holds the same 60 fitting trips (the answer is 50 cards);
// the other trips spread over every other route, so only the size of the table changes between the two runs.
// Each row notes the machine's 1-minute load average when its run began (other work on the machine skews it).
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_SIZES (default 10000,1000000).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DIR, CONNECTIONS, SECONDS, measure, startApi, startBareRoute, stopApi } from './lib/api-process.mjs';
import { serverDatabase } from './lib/server-database.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);
const TRAVELERS = 2000;
const ROUTE_TRIPS = 60;
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);

if (process.argv[2] === 'seed') {
  await seed(process.argv[3], Number(process.argv[4]), process.argv[5]);
} else {
  await bench();
}

/**
 * Child process (run with tsx, since it uses the API's own database code): migrates the database in dataDir and
 * tops the trips up to `total`, loaded in bulk as the 1,000,000-trip test does.
 */
async function seed(dataDir, total, databaseUrl) {
  const { migrateToLatest, openDatabase } = await import('../api/src/db/index.ts');
  const { insertTripsInBulk } = await import('../api/src/testing/bulk-trips.ts');
  const { sql } = await import('kysely');
  const db = openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  await migrateToLatest(db);
  const count = async () => Number((await sql`select count(*) as n from trips`.execute(db)).rows[0].n);
  if ((await count()) === 0) {
    await sql`insert into users (phone_number, email, first_name)
      select '7700' || lpad(g::text, 7, '0'), 'traveler' || g || '@example.kz', 'Traveler' from generate_series(1, ${TRAVELERS}) g`.execute(
      db,
    );
    // The totals that published reviews leave (kept by their trigger), written directly: the board reads only these.
    await sql`insert into user_ratings (user_id, role, rating_sum, reviews_count)
      select id, 'traveler', 5 * (1 + id % 5), 5 from users where id % 3 = 0`.execute(db);
    await sql`insert into trips (traveler_id, from_city_id, to_city_id, trip_date, offered_amount, weight_allowance, weight_limit_kg,
        first_name, delivery_type, locale)
      select (select min(id) from users) + g % ${TRAVELERS}, 1, 2, current_date + 1 + g % 30, 3000 + g * 10, 'baggage', 5, 'Traveler', 'railway', 'ru'
      from generate_series(1, ${ROUTE_TRIPS}) g`.execute(db);
  }
  const { rows } = await sql`select min(id) as first from users`.execute(db);
  // Every route but city → next city, so Almaty → Astana (1 → 2) keeps only its own trips.
  await insertTripsInBulk(db, {
    count: total - (await count()),
    firstTravelerId: rows[0].first,
    travelers: TRAVELERS,
    smallestCityOffset: 2,
  });
  console.error(`seeded ${await count()} trips`);
  await db.destroy();
}

function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: API_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function guestParcel(base) {
  const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${base}/parcels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'parcel',
      weight_class: 'M',
      weight_kg: 2,
      description: 'bench',
      deadline,
      from_city_id: 1,
      to_city_id: 2,
      guest_email: 'bench@example.kz',
    }),
  });
  if (response.status !== 201) throw new Error(`POST /parcels answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The sample route measured, with the number of cards it answers. */
async function measureSample(name, url) {
  const load = loadavg()[0].toFixed(1);
  const probe = await fetch(url);
  const answer = probe.ok ? await probe.json() : null;
  const cards = Array.isArray(answer) ? answer.length : probe.ok ? '-' : `HTTP ${probe.status}`;
  return { ...(await measure(name, { url })), cards, load };
}

/** A fresh database on DATABASE_URL's server (dropped by its `drop`), or none for embedded PGlite. */
async function benchDatabase() {
  if (!process.env.DATABASE_URL) return { url: undefined, label: 'embedded PGlite', drop: async () => undefined };
  const database = await serverDatabase(`jetkiz_bench_${process.pid}`);
  return { ...database, label: `Postgres ${database.version} server` };
}

async function bench() {
  const bare = await startBareRoute();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jetkiz-bench-marketplace-'));
  const database = await benchDatabase();
  const results = [];
  let api;
  try {
    let parcel;
    for (const size of SIZES) {
      const seeding = performance.now();
      const dbDir = path.join(dataDir, 'pglite');
      await run([THIS_FILE, 'seed', dbDir, String(size), database.url ?? '']);
      const seedSeconds = ((performance.now() - seeding) / 1000).toFixed(1);
      const env = { IMAGES_DIR: path.join(dbDir, 'images'), ...(database.url ? { DATABASE_URL: database.url } : {}) };
      api = await startApi(dbDir, env, { upWithinMs: 120_000 });
      parcel ??= await guestParcel(api.base);
      const load = loadavg()[0].toFixed(1);
      results.push({ ...(await measure('GET /bare (bare Fastify)', { url: bare.url })), cards: '-', load });
      const row = await measureSample(
        `trips/sample, ${size.toLocaleString('en')} trips`,
        `${api.base}/parcels/${parcel.id}/trips/sample?guest_token=${parcel.guest_token}`,
      );
      results.push({ ...row, name: `${row.name} (seeded in ${seedSeconds} s)` });
      await stopApi(api.child);
      api = undefined;
    }
  } finally {
    if (api) await stopApi(api.child);
    await bare.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`API marketplace benchmark: ${SECONDS} s per route, ${CONNECTIONS} connections, Node ${process.version}, ${database.label}`);
  console.log('route                                                  cards    req/s    p50 ms    p99 ms      2xx   failed   load');
  for (const row of results) {
    console.log(
      `${row.name.padEnd(54)} ${String(row.cards).padStart(5)} ${row.rps.toFixed(1).padStart(8)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(9)} ${String(row.ok).padStart(8)} ${String(row.failed).padStart(8)} ${row.load.padStart(6)}`,
    );
  }
}
