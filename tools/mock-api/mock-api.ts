import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '@jetkiz/contracts';
import type { ApiClient, LanguageCode } from '@jetkiz/contracts';
import type { Method, PathOf, RequestOf, ResponseOf } from './api-routes';
import { MOCK_SERVER } from './mock-server';

/** A call the app made, as the API would have received it. */
export interface ApiCall<Body = unknown> {
  method: string;
  path: string;
  query: URLSearchParams;
  /** lower-case names */
  headers: Record<string, string>;
  /** parsed JSON, or the text of any other body (a multipart upload keeps its parts) */
  body: Body;
}

type SuccessStatus = 200 | 201 | 202;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

export type Answer<Body = unknown> = { headers?: Record<string, string> } & (
  | { status: SuccessStatus; body: Body }
  | { status: 204 }
  /** any body: tests of error handling send spec §8 bodies and broken ones */
  | { status: ErrorStatus; body?: unknown }
);

export type Responder<M extends Method, P extends string> =
  Answer<ResponseOf<M, P>> | ((call: ApiCall<RequestOf<M, P>>) => Answer<ResponseOf<M, P>> | Promise<Answer<ResponseOf<M, P>>>);

export interface MockApi {
  /** The base URL to give the app's API client; each mock has its own host, so tests cannot see each other's calls. */
  url: string;
  calls: ApiCall[];
  callsTo<M extends Method, P extends PathOf<M> | (string & {})>(method: M, path: P): ApiCall<RequestOf<M, P>>[];
  /** Answers `method path` with these answers in turn; the last one repeats. Unanswered calls get spec §8's 404. */
  answer<M extends Method, P extends PathOf<M> | (string & {})>(method: M, path: P, ...responders: Responder<M, P>[]): void;
  /** Holds the answers to `method path` until `release` is called. */
  hold(method: Method, path: string): { release: () => void };
  /** Fails every call to `method path` as a dropped network does. */
  drop(method: Method, path: string): void;
  close(): Promise<void>;
}

export const NOT_FOUND = { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } } as const;

type MockServer = ReturnType<typeof setupServer>;
let hosts = 0;

function mockServer(): MockServer {
  const holder = globalThis as { [MOCK_SERVER]?: MockServer };
  if (!holder[MOCK_SERVER]) {
    // The apps' own hosts answer 404 after their mock has closed; everything else (an offline address) goes to the network.
    holder[MOCK_SERVER] = setupServer(
      http.all(/^https?:\/\/api-\d+\.jetkiz\.test\//, () => HttpResponse.json(NOT_FOUND.body, { status: 404 })),
    );
    holder[MOCK_SERVER].listen({ onUnhandledRequest: 'bypass' });
  }
  return holder[MOCK_SERVER];
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(answer: Answer): Response {
  const headers = { 'Content-Type': 'application/json', ...answer.headers };
  if (answer.status === 204 || !('body' in answer) || answer.body === undefined)
    return new HttpResponse(null, { status: answer.status, headers });
  return HttpResponse.json(answer.body as never, { status: answer.status, headers });
}

/** The API mocked with MSW for one test: typed from the contracts' requests and answers, recording every call. */
export function mockApi(): MockApi {
  hosts += 1;
  const url = `http://api-${hosts}.jetkiz.test`;
  const calls: ApiCall[] = [];
  const answers = new Map<string, Responder<Method, string>[]>();
  const holds = new Map<string, { held: Promise<void>; release: () => void }>();
  const dropped = new Set<string>();
  let closed = false;

  const respond: Parameters<typeof http.all>[1] = async ({ request }) => {
    const { pathname, searchParams } = new URL(request.url);
    const key = `${request.method} ${pathname}`;
    const call: ApiCall = {
      method: request.method,
      path: pathname,
      query: searchParams,
      headers: Object.fromEntries(request.headers.entries()),
      body: await readBody(request),
    };
    if (closed) return toResponse(NOT_FOUND);
    calls.push(call);
    await holds.get(key)?.held;
    if (dropped.has(key)) return HttpResponse.error();
    const queue = answers.get(key);
    if (!queue) return toResponse(NOT_FOUND);
    const responder = queue.length > 1 ? queue.shift()! : queue[0]!;
    return toResponse(typeof responder === 'function' ? await responder(call as never) : responder);
  };
  const handler: HttpHandler = http.all(`${url}/*`, respond);
  mockServer().use(handler);

  return {
    url,
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path) as never,
    answer(method, path, ...responders) {
      dropped.delete(`${method} ${path}`);
      answers.set(`${method} ${path}`, responders as Responder<Method, string>[]);
    },
    hold(method, path) {
      const key = `${method} ${path}`;
      let resolve = () => {};
      const held = new Promise<void>((done) => (resolve = done));
      const release = () => {
        holds.delete(key);
        resolve();
      };
      holds.set(key, { held, release });
      return { release };
    },
    drop: (method, path) => {
      dropped.add(`${method} ${path}`);
    },
    async close() {
      closed = true;
      for (const { release } of [...holds.values()]) release();
    },
  };
}

/** The real client of @jetkiz/contracts against a mocked API. */
export function apiClientFor(
  api: Pick<MockApi, 'url'>,
  options: { getToken?: () => string | null; language?: LanguageCode; onUnauthorized?: () => void } = {},
): ApiClient {
  return createApiClient({
    baseUrl: api.url,
    getToken: options.getToken ?? (() => 'test-token'),
    getLanguage: () => options.language ?? 'en',
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
  });
}
