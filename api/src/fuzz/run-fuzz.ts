import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { requestArbitrary, type FuzzRequest } from './fuzz-requests';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations';

export interface FuzzFailure {
  operation: string;
  request: Omit<FuzzRequest, 'payload'> & { payload?: string };
  status: number;
  body: string;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  statuses: Record<number, number>;
  /** every answer ≥ 500, with what caused it */
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  app: FastifyInstance;
  /** requests per route and method */
  runsPerOperation: number;
  seed: number;
  /** valid bearer tokens, sent beside none and broken ones */
  tokens: string[];
  /** 0..1: how much of each body is replaced with hostile values */
  hostility?: number;
}

function shorten(payload: string | Buffer | undefined): string | undefined {
  if (payload === undefined) return undefined;
  const text = typeof payload === 'string' ? payload : `<${payload.length} bytes> ${payload.subarray(0, 200).toString('hex')}`;
  return text.length > 500 ? `${text.slice(0, 500)}… (${text.length} chars)` : text;
}

/** Sends generated requests to every operation of the app's OpenAPI document; collects every answer ≥ 500. */
export async function fuzzApi({ app, runsPerOperation, seed, tokens, hostility = 0.3 }: FuzzOptions): Promise<FuzzReport> {
  const documentResponse = await app.inject({ method: 'GET', url: '/docs/json' });
  if (documentResponse.statusCode !== 200) throw new Error(`GET /docs/json answered ${documentResponse.statusCode}`);
  const operations = operationsOf(documentResponse.json<OpenApiDocument>());
  const report: FuzzReport = { seed, operations: operations.length, requests: 0, statuses: {}, failures: [] };
  for (const [index, operation] of operations.entries()) {
    await fuzzOperation(app, operation, { runsPerOperation, seed: seed + index, tokens, hostility }, report);
  }
  return report;
}

async function fuzzOperation(
  app: FastifyInstance,
  operation: Operation,
  { runsPerOperation, seed, tokens, hostility }: { runsPerOperation: number; seed: number; tokens: string[]; hostility: number },
  report: FuzzReport,
): Promise<void> {
  const name = `${operation.method} ${operation.path}`;
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operation, tokens, hostility), async (request) => {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      report.requests += 1;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.failures.push({
          operation: name,
          request: { ...request, payload: shorten(request.payload) },
          status: response.statusCode,
          body: response.body.slice(0, 500),
        });
      }
      // Failures are collected, not thrown: one run reports every 5xx instead of stopping (and shrinking) at the first.
      return true;
    }),
    { numRuns: runsPerOperation, seed, endOnFailure: true },
  );
}

/** A user with a bearer token, made through the API itself (needs /dev/outbox, i.e. DEV_ROUTES=1). */
export async function signUpForFuzz(app: FastifyInstance, phone: string): Promise<string> {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, payload });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  await post('/auth/phone-confirmation/send', { phone });
  const outbox = await app.inject({ method: 'GET', url: `/dev/outbox?to=${phone}` });
  const items = outbox.json<{ items: Array<{ body: string }> }>().items;
  const code = /\b(\d{4})\b/.exec(items[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  await post('/auth/phone-confirmation/confirm', { phone, code });
  const password = 'fuzz-pass-123';
  const { token } = await post('/auth/register', {
    phone,
    code,
    password,
    password_confirmation: password,
    email: `fuzz${phone}@example.kz`,
    first_name: 'Фаззер',
  });
  return String(token);
}

export function describeFailures(report: FuzzReport): string {
  return report.failures
    .slice(0, 20)
    .map(
      (failure) => `${failure.status} ${failure.operation} (${failure.request.note}): ${JSON.stringify(failure.request)} → ${failure.body}`,
    )
    .join('\n');
}
