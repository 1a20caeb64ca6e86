import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a real HTTP server on a free port that records calls and answers as told. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'Access-Control-Expose-Headers': 'Retry-After',
};

export interface RecordingServer {
  url: string;
  calls: RecordedCall[];
  answer(method: string, path: string, answer: Answer): void;
  close(): Promise<void>;
}

function readBody(request: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const calls: RecordedCall[] = [];
  const answers = new Map<string, Answer>();
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    calls.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, headers: request.headers, body });
    const answer = answers.get(`${request.method} ${url.pathname}`) ?? { status: 200, body: {} };
    response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': 'application/json', ...answer.headers });
    response.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (method, path, answer) => answers.set(`${method} ${path}`, answer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
