// `npm run fuzz`: the long run of the API fuzzer on a fresh embedded database (a temporary folder, removed after).
// FUZZ_RUNS (requests per route and method, default 1000) and FUZZ_SEED (default random, printed) repeat a run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { migrateToLatest, openDatabase } from '../db';
import { testConfig } from '../testing/test-app';
import { describeFailures, fuzzApi, signUpForFuzz } from './run-fuzz';

const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jetkiz-fuzz-'));
const config = testConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, IMAGES_DIR: path.join(dataDir, 'images') });
const db = openDatabase(config);
let failed = true;
try {
  await migrateToLatest(db);
  const app = await buildApp({ db, config });
  await app.ready();
  try {
    console.log(`API fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats this run), ${runsPerOperation} requests per route and method`);
    const tokens = [await signUpForFuzz(app, '77000000001'), await signUpForFuzz(app, '77000000002')];
    const started = Date.now();
    const report = await fuzzApi({ app, runsPerOperation, seed, tokens });
    console.log(
      `API fuzz: ${report.requests} requests to ${report.operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(report.statuses)}`,
    );
    if (report.failures.length > 0) {
      console.error(`API fuzz: ${report.failures.length} answers ≥ 500 (seed ${seed}):\n${describeFailures(report)}`);
    } else {
      failed = false;
    }
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
