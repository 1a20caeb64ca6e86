import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnFreePort } from '../../testing';

/** unavailable: calls answer 503; hang: calls never answer (`times` calls, default all). */
export interface FakeYandexBehaviour {
  failure?: { kind: 'unavailable' | 'hang'; times?: number };
}

export interface FakeYandexClaim {
  id: string;
  request_id: string;
  status: string;
  version: number;
  body: Record<string, unknown>;
}

/**
 * Yandex Delivery's B2B claims API as our adapter sees it, on 127.0.0.1: the Bearer token checked (401), the
 * Accept-Language recorded, check-price (a 400 `estimating.failed` for a point west of lon 46), claims created
 * once per request_id, accept and cancel checked against the version (409 `old_version`) and the status (409
 * `state_mismatch`), `{code, message}` errors, and `set()` for the test to move a claim as the provider would.
 */
export async function startFakeYandexDelivery(options: { token: string }) {
  let behaviour: FakeYandexBehaviour = {};
  let failuresLeft = 0;
  const claims = new Map<string, FakeYandexClaim>();
  const calls: { path: string; status: number; language?: string }[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = new URL(request.url ?? '/', 'http://fake');
      const language = request.headers['accept-language'];
      const answer = (status: number, json: unknown) => {
        calls.push({ path: `${target.pathname}${target.search}`, status, language });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (behaviour.failure && failuresLeft > 0) {
        failuresLeft--;
        if (behaviour.failure.kind === 'hang') return;
        return answer(503, { code: 'internal_error', message: 'try later' });
      }
      if (request.headers.authorization !== `Bearer ${options.token}`) return answer(401, { code: 'unauthorized', message: 'bad token' });
      const body = (JSON.parse(Buffer.concat(chunks).toString() || '{}') ?? {}) as Record<string, unknown>;
      route(target, body, answer);
    });
  });

  function route(target: URL, body: Record<string, unknown>, answer: (status: number, json: unknown) => void) {
    const path = target.pathname.replace('/b2b/cargo/integration/v2', '');
    const claim = claims.get(target.searchParams.get('claim_id') ?? '');
    if (path === '/check-price') {
      const points = (body.route_points as { coordinates: [number, number] }[] | undefined) ?? [];
      if (points.some(({ coordinates }) => coordinates[0] < 46)) return answer(400, { code: 'estimating.failed', message: 'no zone' });
      return answer(200, { price: '1450.50', currency_rules: { code: 'KZT' }, distance_meters: 5600.4, eta: 24 });
    }
    if (path === '/claims/create') {
      const requestId = target.searchParams.get('request_id') ?? '';
      const existing = [...claims.values()].find((known) => known.request_id === requestId);
      if (existing) return answer(200, view(existing));
      const created = { id: randomBytes(16).toString('hex'), request_id: requestId, status: 'new', version: 1, body };
      claims.set(created.id, created);
      return answer(200, view(created));
    }
    if (path === '/driver-voiceforwarding') {
      const forwarded = claims.get(String(body.claim_id));
      return forwarded && forwarded.status === 'performer_found'
        ? answer(200, { phone: '+77010001122', ext: '1', ttl_seconds: 600 })
        : answer(404, { code: 'not_found', message: 'no performer' });
    }
    if (!claim) return answer(404, { code: 'not_found', message: 'no such claim' });
    if (path === '/claims/info') return answer(200, view(claim));
    if (path === '/claims/cancel-info') {
      const state = ['new', 'ready_for_approval', 'accepted', 'performer_found'].includes(claim.status)
        ? 'free'
        : claim.status === 'pickup_arrived'
          ? 'paid'
          : 'unavailable';
      return answer(200, { claim_id: claim.id, cancel_state: state });
    }
    if (body.version !== claim.version) return answer(409, { code: 'old_version', message: 'version changed' });
    if (path === '/claims/accept') {
      if (claim.status !== 'ready_for_approval') return answer(409, { code: 'state_mismatch', message: claim.status });
      claim.status = 'accepted';
      return answer(200, view(claim));
    }
    if (path === '/claims/cancel') {
      if (claim.status === 'pickuped') return answer(409, { code: 'state_mismatch', message: 'picked up' });
      claim.status = body.cancel_state === 'paid' ? 'cancelled_with_payment' : 'cancelled';
      return answer(200, view(claim));
    }
    return answer(404, { code: 'not_found', message: 'no such method' });
  }

  function view(claim: FakeYandexClaim) {
    const found = ['performer_found', 'pickup_arrived', 'delivered'].includes(claim.status);
    return {
      id: claim.id,
      status: claim.status,
      version: claim.version,
      pricing: {
        offer: { price: '1450.50' },
        ...(claim.status === 'cancelled_with_payment'
          ? { final_price: '450' }
          : claim.status === 'delivered'
            ? { final_price: '1450.50' }
            : {}),
      },
      ...(found ? { performer_info: { courier_name: 'Айдос', car_model: 'Kia Rio', car_number: '123ABC02' } } : {}),
    };
  }

  const listening = await listenOnFreePort(server);
  return {
    ...listening,
    claims,
    calls,
    behave(next: FakeYandexBehaviour) {
      behaviour = next;
      failuresLeft = next.failure?.times ?? Infinity;
    },
    set(claimId: string, status: string, version?: number) {
      const claim = claims.get(claimId)!;
      claim.status = status;
      if (version !== undefined) claim.version = version;
    },
  };
}

export type FakeYandexDelivery = Awaited<ReturnType<typeof startFakeYandexDelivery>>;
