import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a real HTTP API on a free port that answers as each test scripts it and records every call. */
export interface ApiCallRecord {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer waits for this, so a test can look at the page while a request runs. */
  hold?: Promise<void>;
}

export interface ScriptedApi {
  url: string;
  calls: ApiCallRecord[];
  /** Answers for `METHOD /path`, in turn; the last one repeats. */
  answer(route: string, ...answers: ScriptedAnswer[]): void;
  callsTo(route: string): ApiCallRecord[];
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'Access-Control-Expose-Headers': 'Retry-After',
};

function readJson(request: NodeJS.ReadableStream): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
    });
  });
}

const NOT_SCRIPTED: ScriptedAnswer = { status: 404, body: { error_type: 'not_found', error_message: 'not scripted' } };

export async function startScriptedApi(): Promise<ScriptedApi> {
  const calls: ApiCallRecord[] = [];
  const scripts = new Map<string, ScriptedAnswer[]>();
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const route = `${request.method} ${path}`;
    calls.push({ method: request.method ?? '', path, headers: request.headers, body: await readJson(request) });
    const queue = scripts.get(route) ?? [NOT_SCRIPTED];
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    await answer.hold;
    response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (route, ...answers) => scripts.set(route, answers),
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request the test lets through when it has looked. */
export function heldAnswer(answer: Omit<ScriptedAnswer, 'hold'>): { answer: ScriptedAnswer; release: () => void } {
  let release = () => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: { ...answer, hold }, release };
}
