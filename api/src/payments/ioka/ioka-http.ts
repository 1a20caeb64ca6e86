import { PaymentProviderError } from '../payment-provider';

export interface IokaHttpOptions {
  /** scheme and host, e.g. https://api.ioka.kz (tests point it at the local fake) */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export interface IokaAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to ioka's v2 API with the API-KEY header. A timeout, a network error, 429 or 5xx is a retryable
 * PaymentProviderError (the caller's job tries again); any other 4xx is final, with ioka's error code.
 */
export function iokaHttp({ apiUrl, apiKey, timeoutMs }: IokaHttpOptions) {
  return async function call(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<IokaAnswer> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/v2${path}`, {
        method,
        headers: {
          'API-KEY': apiKey,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A DOMException from AbortSignal.timeout; read by name, as it may come from another realm.
      const timedOut = (error as { name?: unknown } | undefined)?.name === 'TimeoutError';
      throw new PaymentProviderError(
        `ioka unreachable: ${method} ${path} ${timedOut ? 'timed out' : 'failed'}`,
        true,
        timedOut ? 'timeout' : 'network',
      );
    }
    const answer: IokaAnswer = { status: response.status, body: await response.json().catch(() => undefined) };
    if (response.ok) return answer;
    const { code, message } = errorOf(answer.body);
    const retryable = response.status === 429 || response.status >= 500;
    throw new PaymentProviderError(
      `ioka answered ${response.status} to ${method} ${path}: ${code}${message ? ` (${message})` : ''}`,
      retryable,
      code,
    );
  };
}

export type IokaCall = ReturnType<typeof iokaHttp>;

function errorOf(body: unknown): { code: string; message: string } {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { code: typeof code === 'string' ? code : 'error', message: typeof message === 'string' ? message.slice(0, 200) : '' };
}
