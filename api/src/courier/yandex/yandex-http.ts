import { CourierProviderError } from '../courier-provider';

export interface YandexHttpOptions {
  /** scheme and host, e.g. https://b2b.taxi.yandex.net (tests point it at the local fake) */
  url: string;
  token: string;
  timeoutMs: number;
  /** Accept-Language: the language of the provider's texts (its error messages, the courier's notes) */
  language: string;
}

export interface YandexAnswer {
  status: number;
  body: unknown;
}

const BASE = '/b2b/cargo/integration';

/**
 * One POST to the B2B cargo integration API (every method of it is a POST) with the Bearer token. A timeout, a
 * network error, 429 or 5xx is retryable; a 4xx is final: 409 a version_conflict (its code names the version) or
 * an invalid_state, 404 not_found, 401/403 unauthorized, any other refused, with the provider's code.
 */
export function yandexHttp({ url, token, timeoutMs, language }: YandexHttpOptions) {
  return async function call(path: string, query: Record<string, string>, body: object): Promise<YandexAnswer> {
    const target = `${url}${BASE}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'accept-language': language,
          'content-type': 'application/json; charset=utf-8',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A DOMException from AbortSignal.timeout; read by name, as it may come from another realm.
      const timedOut = (error as { name?: unknown } | undefined)?.name === 'TimeoutError';
      throw new CourierProviderError(
        `yandex delivery unreachable: ${path} ${timedOut ? 'timed out' : 'failed'}`,
        timedOut ? 'timeout' : 'network',
        true,
      );
    }
    const answer: YandexAnswer = { status: response.status, body: await response.json().catch(() => undefined) };
    if (response.ok) return answer;
    const { code, message } = errorOf(answer.body);
    const text = `yandex delivery answered ${response.status} to ${path}: ${code}${message ? ` (${message})` : ''}`;
    if (response.status === 429 || response.status >= 500) throw new CourierProviderError(text, 'unavailable', true, code);
    if (response.status === 409) {
      throw new CourierProviderError(text, /version/i.test(code) ? 'version_conflict' : 'invalid_state', false, code);
    }
    if (response.status === 404) throw new CourierProviderError(text, 'not_found', false, code);
    if (response.status === 401 || response.status === 403) throw new CourierProviderError(text, 'unauthorized', false, code);
    throw new CourierProviderError(text, 'refused', false, code);
  };
}

export type YandexCall = ReturnType<typeof yandexHttp>;

function errorOf(body: unknown): { code: string; message: string } {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { code: typeof code === 'string' ? code : 'error', message: typeof message === 'string' ? message.slice(0, 200) : '' };
}
