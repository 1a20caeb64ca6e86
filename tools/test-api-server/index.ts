import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@jetkiz/contracts';
import type { ApiClient, LanguageCode } from '@jetkiz/contracts';

/**
 * Test support for the apps' component tests: a real HTTP API on a free port that records each call and answers
 * as the test tells it, so the real API client (axios, headers, CORS, error mapping) runs in every test.
 */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** parsed JSON, or the raw text of any other body (a multipart upload keeps its bytes as latin1) */
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export type Responder = Answer | ((call: ApiCall) => Answer);

export interface ApiServer {
  url: string;
  calls: ApiCall[];
  callsTo(method: string, path: string): ApiCall[];
  answer(method: string, path: string, responder: Responder): void;
  /** Holds the answers to `method path` until `release` is called. */
  hold(method: string, path: string): { release: () => void };
  /** Closes the connection of every call to `method path` without answering, as a dropped network does. */
  drop(method: string, path: string): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
};

const NOT_FOUND: Answer = { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } };

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startApiServer(): Promise<ApiServer> {
  const calls: ApiCall[] = [];
  const responders = new Map<string, Responder>();
  const holds = new Map<string, Promise<void>>();
  const dropped = new Set<string>();
  let inFlight = 0;
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    inFlight += 1;
    response.on('close', () => {
      inFlight -= 1;
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = `${request.method} ${url.pathname}`;
      const encoding = String(request.headers['content-type']).startsWith('multipart/') ? 'latin1' : 'utf8';
      const call: ApiCall = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: parseBody(Buffer.concat(chunks).toString(encoding)),
      };
      calls.push(call);
      await holds.get(key);
      if (dropped.has(key)) {
        request.socket.destroy();
        return;
      }
      const responder = responders.get(key) ?? NOT_FOUND;
      const answer = typeof responder === 'function' ? responder(call) : responder;
      response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    answer: (method, path, responder) => {
      dropped.delete(`${method} ${path}`);
      responders.set(`${method} ${path}`, responder);
    },
    hold(method, path) {
      const key = `${method} ${path}`;
      let release = () => {};
      holds.set(key, new Promise<void>((resolve) => (release = resolve)));
      return {
        release: () => {
          holds.delete(key);
          release();
        },
      };
    },
    drop: (method, path) => dropped.add(`${method} ${path}`),
    async close() {
      // Pages keep loading after a test has seen what it checks: let those calls finish rather than reset them.
      for (let quiet = 0, waited = 0; quiet < 3 && waited < 2000; waited += 20) {
        quiet = inFlight === 0 ? quiet + 1 : 0;
        await wait(20);
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real client of @jetkiz/contracts against the test server. */
export function apiClientFor(
  server: ApiServer,
  options: { getToken?: () => string | null; language?: LanguageCode; onUnauthorized?: () => void } = {},
): ApiClient {
  return createApiClient({
    baseUrl: server.url,
    getToken: options.getToken ?? (() => 'test-token'),
    getLanguage: () => options.language ?? 'en',
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
  });
}
