// 200 users at once (issue 21): BENCH_USERS (default 200) virtual users, each in a loop for BENCH_SECONDS (default 60)
// with no think time, drive a mixed journey through the API: browse the board, log in, create a parcel, read its
// traveler sample, bind it to a trip, the traveler accepts, the sender posts in the request's chat, reads /me.
// Each user has a sender and a traveler account (signed up through the SMS code of /dev/outbox, the traveler verified
// at /dev/verification/verify and given a trip) made before the clock starts.
//
// Setups (BENCH_SETUPS, comma-separated; default: pglite, and with DATABASE_URL also postgres and postgres-x2):
//   pglite       one API process on embedded PGlite in a temporary folder
//   postgres     one API process on a fresh database of DATABASE_URL's server (created and dropped here)
//   postgres-x2  two API processes on one such database, requests sent to them in turn
// Prints per route: requests, req/s, p50, p99; answers 503 service_busy are counted as "shed" (the bounded queue in
// front of the database, Retry-After honoured by the user), anything else that is not 2xx (or no answer within 10 s)
// as an error; and the peak RSS of each API process, sampled every 250 ms. Exits 1 on any error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_PASSWORD, signUp } from './lib/accounts.mjs';
import { startApi, stopApi } from './lib/api-process.mjs';
import { percentile } from './lib/latency.mjs';
import { documentsParcelBody, isoDaysFromNow, tripBody } from './lib/marketplace.mjs';
import { serverDatabase } from './lib/server-database.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const REQUEST_TIMEOUT_MS = 10_000;
const SETUP_CONCURRENCY = 20;
const HIGH = '100000000';

// The per-IP limits e2e/playwright.config.ts raises (every user comes from 127.0.0.1), and those this journey hits
// more often than a person would: a login, a bind and a message a few seconds apart, all day.
const LIMITS = {
  LIMIT_LOGIN_PER_MINUTE: '1000',
  LIMIT_LOGIN_PER_IP_PER_MINUTE: HIGH,
  LIMIT_SMS_PER_IP_PER_HOUR: HIGH,
  LIMIT_SMS_PER_IP_RANGE_PER_DAY: HIGH,
  LIMIT_CODE_CHECKS_PER_IP_PER_MINUTE: HIGH,
  LIMIT_FORMS_PER_IP_PER_HOUR: HIGH,
  LIMIT_MARKETPLACE_PER_IP_PER_HOUR: HIGH,
  LIMIT_BINDS_PER_SENDER_PER_HOUR: HIGH,
  LIMIT_CHAT_MESSAGES_PER_MINUTE: HIGH,
};

class Stats {
  routes = new Map();
  shed = 0;
  errors = 0;
  errorSamples = [];

  route(name) {
    let route = this.routes.get(name);
    if (!route) this.routes.set(name, (route = { latencies: [], shed: 0, errors: 0 }));
    return route;
  }
}

class Failed extends Error {
  constructor(status, text, retryAfter) {
    super(`HTTP ${status}: ${text.slice(0, 200)}`);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** One call; `stats` (during the run) records its latency, or counts it as shed or as an error. */
async function call(base, method, url, { body, token, name, stats } = {}) {
  const started = performance.now();
  let response;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (stats) {
      stats.route(name).errors += 1;
      stats.errors += 1;
      if (stats.errorSamples.length < 5) stats.errorSamples.push(`${name}: ${error.message}`);
    }
    throw new Failed(0, error.message, null);
  }
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.ok) {
    stats?.route(name).latencies.push(elapsed);
    return text ? JSON.parse(text) : null;
  }
  const retryAfter = Number(response.headers.get('retry-after')) || null;
  if (stats) {
    if (response.status === 503) {
      stats.route(name).shed += 1;
      stats.shed += 1;
    } else {
      stats.route(name).errors += 1;
      stats.errors += 1;
      if (stats.errorSamples.length < 5) stats.errorSamples.push(`${name}: HTTP ${response.status} ${text.slice(0, 160)}`);
    }
  }
  throw new Failed(response.status, text, retryAfter);
}

/** Before the clock: 503s are waited out, as a person would. */
async function setupCall(base, method, url, options) {
  for (;;) {
    try {
      return await call(base, method, url, options);
    } catch (error) {
      if (!(error instanceof Failed) || error.status !== 503) throw error;
      await sleep((error.retryAfter ?? 1) * 1000);
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user's two accounts: the sender who logs in each round, and a verified traveler with a trip Almaty → Astana. */
async function makeUser(base, n) {
  const send = (method, url, body) => setupCall(base, method, url, { body });
  const senderPhone = `7702${String(n).padStart(7, '0')}`;
  await signUp(send, senderPhone, 'Sender');
  const travelerToken = await signUp(send, `7703${String(n).padStart(7, '0')}`, 'Traveler');
  await setupCall(base, 'POST', '/dev/verification/verify', { token: travelerToken });
  const trip = await setupCall(base, 'POST', '/trips', { token: travelerToken, body: tripBody(isoDaysFromNow(3 + (n % 20))) });
  return { senderPhone, travelerToken, tripId: trip.id };
}

async function inBatches(count, size, make) {
  const made = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)))));
  }
  return made;
}

/** One round of a user's journey; a failed step ends the round (the next steps need its answer). */
async function journey(pick, user, round, stats) {
  const at = (name, method, url, options = {}) => call(pick(), method, url, { ...options, name, stats });
  await at('GET /trips', 'GET', '/trips?from=1&to=2');
  await at('GET /trips?page=2', 'GET', '/trips?page=2');
  const { token } = await at('POST /auth/login', 'POST', '/auth/login', { body: { phone: user.senderPhone, password: BENCH_PASSWORD } });
  const parcel = await at('POST /parcels', 'POST', '/parcels', {
    token,
    body: documentsParcelBody(`Load round ${round}`, isoDaysFromNow(30)),
  });
  await at('GET /parcels/{id}/trips/sample', 'GET', `/parcels/${parcel.id}/trips/sample`, { token });
  const bind = await at('POST /parcels/{id}/trips/binds', 'POST', `/parcels/${parcel.id}/trips/binds`, {
    token,
    body: { trip_id: user.tripId },
  });
  await at('POST /binds/{id}/accept', 'POST', `/binds/${bind.id}/accept`, { token: user.travelerToken });
  await at('POST /binds/{id}/messages', 'POST', `/binds/${bind.id}/messages`, { token, body: { text: `Hello, round ${round}` } });
  await at('GET /me', 'GET', '/me', { token });
}

function rssKbOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function runSetup(setup) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jetkiz-bench-load-'));
  const processes = setup === 'postgres-x2' ? 2 : 1;
  const database = setup === 'pglite' ? null : await serverDatabase(`jetkiz_load_${process.pid}_${setup.replace(/\W/g, '_')}`);
  const env = { ...LIMITS, DEV_ROUTES: '1', PASSWORD_HASH_N: '1024', IMAGES_DIR: path.join(dataDir, 'images') };
  if (database) env.DATABASE_URL = database.url;
  const apis = [];
  try {
    // One after the other: each migrates the database at start.
    for (let n = 0; n < processes; n += 1) apis.push(await startApi(path.join(dataDir, 'pglite'), env, { upWithinMs: 120_000 }));
    let turn = 0;
    const pick = () => apis[turn++ % apis.length].base;
    const setupStarted = performance.now();
    const users = await inBatches(USERS, SETUP_CONCURRENCY, (n) => makeUser(pick(), n));
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const stats = new Stats();
    const peakRssKb = apis.map(() => 0);
    const sampler = setInterval(() => apis.forEach((api, n) => (peakRssKb[n] = Math.max(peakRssKb[n], rssKbOf(api.child.pid)))), 250);
    const loadBefore = loadavg()[0];
    const endAt = performance.now() + SECONDS * 1000;
    const started = performance.now();
    let rounds = 0;
    await Promise.all(
      users.map(async (user, n) => {
        for (let round = 0; performance.now() < endAt; round += 1) {
          try {
            await journey(pick, user, `${n}-${round}`, stats);
            rounds += 1;
          } catch (error) {
            // A shed request: the user comes back after Retry-After, as the site's alert tells them to.
            if (error instanceof Failed && error.status === 503) await sleep((error.retryAfter ?? 1) * 1000);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const label =
      setup === 'pglite'
        ? 'one API process, embedded PGlite'
        : `${processes === 1 ? 'one API process' : 'two API processes'}, Postgres ${database.version} server`;
    return { setup, label, stats, elapsed, rounds, setupSeconds, peakRssKb, loadBefore, loadAfter: loadavg()[0] };
  } finally {
    for (const api of apis) await stopApi(api.child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(result) {
  const { label, stats, elapsed, rounds, setupSeconds, peakRssKb, loadBefore, loadAfter } = result;
  let total = 0;
  console.log(`\n${label}: ${USERS} users, ${elapsed.toFixed(0)} s (accounts made in ${setupSeconds.toFixed(0)} s beforehand)`);
  console.log('route                              answered    req/s    p50 ms    p99 ms     shed   errors');
  for (const [name, route] of stats.routes) {
    const sorted = route.latencies.sort((a, b) => a - b);
    total += sorted.length;
    console.log(
      `${name.padEnd(34)} ${String(sorted.length).padStart(8)} ${(sorted.length / elapsed).toFixed(1).padStart(8)} ${percentile(sorted, 50).toFixed(0).padStart(9)} ${percentile(sorted, 99).toFixed(0).padStart(9)} ${String(route.shed).padStart(8)} ${String(route.errors).padStart(8)}`,
    );
  }
  console.log(
    `total: ${total} answered (${(total / elapsed).toFixed(0)} req/s), ${rounds} whole journeys; shed (503 service_busy): ${stats.shed}; errors: ${stats.errors}`,
  );
  console.log(
    `API peak RSS: ${peakRssKb.map((kb) => `${(kb / 1024).toFixed(0)} MB`).join(', ')}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  for (const sample of stats.errorSamples) console.log(`  error: ${sample}`);
}

const setups = (process.env.BENCH_SETUPS ?? (process.env.DATABASE_URL ? 'pglite,postgres,postgres-x2' : 'pglite'))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
console.log(
  `Load benchmark: ${USERS} users for ${SECONDS} s per setup (${setups.join(', ')}), Node ${process.version}, ${cpus().length} cores`,
);
let errors = 0;
for (const setup of setups) {
  const result = await runSetup(setup);
  report(result);
  errors += result.stats.errors;
}
process.exitCode = errors > 0 ? 1 : 0;
