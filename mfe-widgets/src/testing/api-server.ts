import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a real HTTP API on a free port that records each call and answers as a test tells it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** parsed JSON, or the raw text of any other body (a multipart upload) */
  body: unknown;
}

export interface ApiServer {
  url: string;
  calls: ApiCall[];
  answer(method: string, path: string, status: number, body?: unknown): void;
  callsTo(method: string, path: string): ApiCall[];
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
};

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
  const answers = new Map<string, { status: number; body: unknown }>();
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = `${request.method} ${url.pathname}`;
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        // A multipart upload's bytes stay as they are (latin1 maps each byte to one character).
        body: parseBody(Buffer.concat(chunks).toString(String(request.headers['content-type']).startsWith('multipart/') ? 'latin1' : 'utf8')),
      });
      const answer = answers.get(key) ?? { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } };
      response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (method, path, status, body) => answers.set(`${method} ${path}`, { status, body }),
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    // Calls still under way finish first; a connection left open is cut after a second.
    close: () =>
      new Promise((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), 1000);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
      }),
  };
}
