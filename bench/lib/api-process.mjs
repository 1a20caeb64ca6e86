// What the API benchmarks share: an API process of its own on a free port, a bare Fastify route to compare with,
// and one autocannon run summed up as a table row.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `api/src/main.ts` on a free port with its data in dataDir; resolves once /health answers. */
export async function startApi(dataDir, env = {}, { upWithinMs = 60_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < upWithinMs; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the API did not come up within ${upWithinMs / 1000} s`);
}

export async function stopApi(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
}

/** A bare Fastify GET /bare in this process: the floor the API's routes are measured against. */
export async function startBareRoute() {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${bare.server.address().port}/bare`, close: () => bare.close() };
}

/** One autocannon run of SECONDS with CONNECTIONS (options may override both), as a row: req/s, p50, p99, 2xx, failed. */
export async function measure(name, options) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        name,
        connections: options.connections ?? CONNECTIONS,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok: result['2xx'],
        failed: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}
