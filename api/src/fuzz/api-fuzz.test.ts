import type { FastifyInstance } from 'fastify';
import { postRaw, uniquePhone, setUpTestApp } from '../testing';
import { describeFailures, fuzzApi, signUpForFuzz } from './run-fuzz';

/** The short run inside `npm test`: a fixed seed, a few requests per route; `npm run fuzz` runs many more. */
const SEED = 20260101;
const RUNS_PER_OPERATION = 30;

let app: FastifyInstance;
setUpTestApp((test) => ({ app } = test), { LOG_LEVEL: 'silent' });

it('answers every malformed or boundary request of every route below 500', async () => {
  const tokens = [await signUpForFuzz(app, uniquePhone())];
  const report = await fuzzApi({ app, runsPerOperation: RUNS_PER_OPERATION, seed: SEED, tokens });
  console.log(
    `API fuzz (short): ${report.requests} requests to ${report.operations} operations, seed ${report.seed}, statuses ${JSON.stringify(report.statuses)}`,
  );
  expect(report.operations).toBeGreaterThan(20);
  expect(report.requests).toBe(report.operations * RUNS_PER_OPERATION);
  expect(describeFailures(report)).toBe('');
}, 120_000);

it('answers bodies with fields named like Object.prototype members by the rules, not with a 500', async () => {
  for (const key of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']) {
    const payload = `{${JSON.stringify(key)}:"x","phone":"77010000000","password":"x"}`;
    const response = await postRaw(app, '/auth/login', 'application/json', payload);
    expect({ key, status: response.statusCode < 500 }).toEqual({ key, status: true });
  }
});
