import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

// An app's real static server (`npm run serve -w <app>`) started by a test: the shell and the widgets remote check
// their headers and config through the same few steps.

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServedApp {
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
  /** SIGTERM, as an operator stops it; resolves when the process is gone. */
  stop(): Promise<void>;
}

/** `node <args>` with only `env` (and PATH) set, in `cwd` when given. */
export function startServedApp(args: string[], env: Record<string, string>, cwd?: string): ServedApp {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.resume();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => stderr,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, since this project's jsdom has no fetch */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The first answer from `url` once the app listens; throws with its stderr if it exits or takes over 15 s. */
export async function whenServing(url: string, app: ServedApp): Promise<Answer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await get(url).catch(() => undefined);
    if (response) return response;
    if (app.child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start: ${app.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
