import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the test flows read from an answer: the fields of light-my-request's response they use. */
interface RemoteResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

/**
 * An API process on `baseUrl` behind the one method the test flows call, `inject`, sent over real HTTP: the flows
 * (registerUser, createParcel, request …) then drive a separate OS process exactly as they drive an in-process app.
 */
export function remoteApp(baseUrl: string): FastifyInstance {
  async function inject(options: InjectOptions | string): Promise<RemoteResponse> {
    const { method = 'GET', url = '/', payload, headers = {} } = typeof options === 'string' ? { url: options } : options;
    const sent: Record<string, string> = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
    // JSON bodies and text only: the flows send nothing else (uploads stay in-process tests).
    let body: string | undefined;
    if (typeof payload === 'string') body = payload;
    else if (payload !== undefined && payload !== null) {
      body = JSON.stringify(payload);
      sent['content-type'] ??= 'application/json';
    }
    const path = typeof url === 'string' ? url : url.pathname;
    const response = await fetch(`${baseUrl}${path}`, { method, headers: sent, body, redirect: 'manual' });
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: text,
      json: () => JSON.parse(text),
    };
  }
  return { inject } as unknown as FastifyInstance;
}
