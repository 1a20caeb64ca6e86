import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a real HTTP API on a free port that records each call and answers as the test tells it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

type Responder = Answer | ((call: ApiCall) => Answer);

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
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
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
    response.on('close', () => (inFlight -= 1));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = `${request.method} ${url.pathname}`;
      const call: ApiCall = { method: request.method ?? '', path: url.pathname, query: url.searchParams, body: parseBody(Buffer.concat(chunks).toString('utf8')) };
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
      let release = () => {};
      holds.set(`${method} ${path}`, new Promise<void>((resolve) => (release = resolve)));
      return {
        release: () => {
          holds.delete(`${method} ${path}`);
          release();
        },
      };
    },
    drop: (method, path) => dropped.add(`${method} ${path}`),
    /** Answers what is still on its way first, so a page left mid-request does not see the connection cut. */
    async close() {
      const deadline = Date.now() + 2000;
      // A call the page started just before may still be on its way to the server.
      await new Promise((resolve) => setTimeout(resolve, 30));
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
