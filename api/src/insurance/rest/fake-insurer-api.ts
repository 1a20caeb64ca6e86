import { randomInt } from 'node:crypto';
import http from 'node:http';
import { listenOnFreePort } from '../../testing';

/** unavailable: calls answer 503; hang: calls never answer (`times` calls, default all). */
export interface FakeInsurerBehaviour {
  failure?: { kind: 'unavailable' | 'hang'; times?: number };
  /** underwriting and issue refuse with this reason */
  refuse?: string;
}

export interface FakeInsurerCall {
  method: string;
  path: string;
  status: number;
  idempotencyKey?: string;
}

/**
 * The generic policy API of rest-insurer.ts on 127.0.0.1: the Bearer key checked (401), quotes at 1.5 % with a
 * 1 000 ₸ minimum up to 5 000 000 ₸, policies issued once per Idempotency-Key (the same number again, 200), a
 * cancellation answered 409 the second time, and `behave()` for outages, hangs and refusals.
 */
export async function startFakeInsurerApi(options: { apiKey: string }) {
  let behaviour: FakeInsurerBehaviour = {};
  let failuresLeft = 0;
  const policies = new Map<string, { number: string; status: 'issued' | 'cancelled'; body: Record<string, unknown> }>();
  const calls: FakeInsurerCall[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const answer = (status: number, json: unknown) => {
        calls.push({ method: request.method ?? '', path, status, ...(idempotencyKey ? { idempotencyKey } : {}) });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (behaviour.failure && failuresLeft > 0) {
        failuresLeft--;
        if (behaviour.failure.kind === 'hang') return;
        return answer(503, { code: 'unavailable' });
      }
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) return answer(401, { code: 'unauthorized' });
      const body = (JSON.parse(Buffer.concat(chunks).toString() || '{}') ?? {}) as Record<string, unknown>;
      route(path, body, idempotencyKey, answer);
    });
  });

  function route(path: string, body: Record<string, unknown>, key: string | undefined, answer: (status: number, json: unknown) => void) {
    if (path === '/v1/quotes') {
      const cost = Number(body.cost_tiyn);
      if (cost > 500_000_000) return answer(422, { code: 'cost_above_limit' });
      if (cost < 50_000) return answer(422, { code: 'below_minimum' });
      return answer(200, { premium_tiyn: Math.max(Math.round((cost * 15) / 1000), 100_000) });
    }
    if (path === '/v1/underwriting') {
      return answer(200, behaviour.refuse ? { decision: 'refused', reason: behaviour.refuse } : { decision: 'accepted' });
    }
    if (path === '/v1/policies') {
      if (!key) return answer(400, { code: 'idempotency_key_required' });
      const known = policies.get(key);
      if (known) return answer(200, { policy_number: known.number, status: known.status });
      if (behaviour.refuse) return answer(422, { code: 'refused', reason: behaviour.refuse });
      const issued = { number: `KZ-${randomInt(10 ** 9, 10 ** 10)}`, status: 'issued' as const, body };
      policies.set(key, issued);
      return answer(201, { policy_number: issued.number, status: issued.status });
    }
    const cancellation = /^\/v1\/policies\/([^/]+)\/cancellation$/.exec(path);
    if (cancellation) {
      const policy = [...policies.values()].find((known) => known.number === decodeURIComponent(cancellation[1]!));
      if (!policy) return answer(404, { code: 'not_found' });
      if (policy.status === 'cancelled') return answer(409, { code: 'already_cancelled' });
      policy.status = 'cancelled';
      return answer(200, { status: 'cancelled' });
    }
    return answer(404, { code: 'not_found' });
  }

  const listening = await listenOnFreePort(server);
  return {
    url: listening.url,
    calls,
    policies,
    behave(next: FakeInsurerBehaviour) {
      behaviour = next;
      failuresLeft = next.failure ? (next.failure.times ?? Number.POSITIVE_INFINITY) : 0;
    },
    close: () => listening.close(),
  };
}

export type FakeInsurerApi = Awaited<ReturnType<typeof startFakeInsurerApi>>;
