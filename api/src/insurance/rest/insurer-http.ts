import { InsurerError } from '../insurer';

export interface InsurerHttpOptions {
  /** scheme, host and base path of the insurer's policy API, e.g. https://api.insurer.kz (tests: the local fake) */
  url: string;
  apiKey: string;
  timeoutMs: number;
}

export interface InsurerAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One JSON call to the insurer's API with its Bearer key and, for the calls that create something, our
 * Idempotency-Key. A timeout, a network error, 429 or 5xx is retryable; 401/403 is our key; 2xx, 404, 409 and 422
 * are answers the caller reads.
 */
export function insurerHttp({ url, apiKey, timeoutMs }: InsurerHttpOptions) {
  return async function call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<InsurerAnswer> {
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A DOMException from AbortSignal.timeout; read by name, as it may come from another realm.
      const timedOut = (error as { name?: unknown } | undefined)?.name === 'TimeoutError';
      throw new InsurerError(`insurer unreachable: ${path} ${timedOut ? 'timed out' : 'failed'}`, timedOut ? 'timeout' : 'network', true);
    }
    const parsed: unknown = await response.json().catch(() => undefined);
    const answer = {
      status: response.status,
      body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {},
    };
    if (response.status === 429 || response.status >= 500) {
      throw new InsurerError(`insurer answered ${response.status} to ${path}`, 'unavailable', true);
    }
    if (response.status === 401 || response.status === 403) {
      throw new InsurerError(`insurer refused our key (${response.status}) on ${path}`, 'unauthorized', false);
    }
    return answer;
  };
}

export type InsurerCall = ReturnType<typeof insurerHttp>;
