// Requests per second and p99 latency of GET /me and POST /auth/login, beside a bare Fastify route in the
// same run. Starts its own API (embedded PGlite in a temporary directory, production password-hash cost,
// login limits raised so the throttle does not cut the run short) and stops it afterwards.
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), PASSWORD_HASH_N (default: the API's own).
import { scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_PASSWORD, signUp } from './lib/accounts.mjs';
import { CONNECTIONS, SECONDS, measure, startApi, startBareRoute, stopApi } from './lib/api-process.mjs';

const PHONE = '77019990001';

async function call(base, method, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Median time of one scrypt hash at the given cost, single-threaded, in this process. */
async function hashMilliseconds(N, r, p) {
  const times = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await new Promise((resolve, reject) =>
      scrypt(BENCH_PASSWORD, 'saltsaltsaltsalt', 64, { N, r, p, maxmem: 256 * N * r }, (error) => (error ? reject(error) : resolve())),
    );
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2];
}

const bare = await startBareRoute();
const dataDir = mkdtempSync(path.join(tmpdir(), 'jetkiz-bench-'));
const { child, base } = await startApi(dataDir, {
  DEV_ROUTES: '1',
  LIMIT_LOGIN_PER_MINUTE: '100000000',
  LIMIT_LOGIN_PER_IP_PER_MINUTE: '100000000',
});
try {
  const token = await signUp((method, url, body) => call(base, method, url, body), PHONE, 'Bench');
  const loginBody = JSON.stringify({ phone: PHONE, password: BENCH_PASSWORD });
  const results = [
    await measure('GET /bare (bare Fastify)', { url: bare.url }),
    await measure('GET /me', { url: `${base}/me`, headers: { authorization: `Bearer ${token}` } }),
    await measure('POST /auth/login', {
      url: `${base}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: Math.min(CONNECTIONS, 4),
    }),
  ];

  const N = Number(process.env.PASSWORD_HASH_N ?? 2 ** 17);
  const cost = await hashMilliseconds(N, 8, 1);
  console.log(`API auth benchmark: ${SECONDS} s per route, Node ${process.version}, embedded PGlite`);
  console.log('route                        conns    req/s    p50 ms    p99 ms      2xx   failed');
  for (const row of results) {
    console.log(
      `${row.name.padEnd(28)} ${String(row.connections).padStart(5)} ${row.rps.toFixed(1).padStart(8)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(9)} ${String(row.ok).padStart(8)} ${String(row.failed).padStart(8)}`,
    );
  }
  console.log(
    `password hash: scrypt N=${N} (2^${Math.log2(N)}), r=8, p=1, 128·N·r = ${(128 * N * 8) / 2 ** 20} MiB per hash, ~${cost.toFixed(0)} ms per hash on one core`,
  );
  console.log("login is slow by design: one scrypt per request, run on libuv's thread pool (UV_THREADPOOL_SIZE, default 4).");
} finally {
  await stopApi(child);
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
