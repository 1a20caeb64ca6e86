import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { listenOnFreePort } from './listen';

const API_DIR = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const { port, close } = await listenOnFreePort(net.createServer());
  await close();
  return port;
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** SIGTERM closes it as an operator would; SIGKILL is a crash. Resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real entry, as `npm start` runs it: node with tsx on api/src/main.ts, with only `env` (and PATH, HOME) set.
 * PORT is a free port unless `env` names one.
 */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => ({ stdout, stderr }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The development settings a test's API process runs with: dev routes for the outbox, a cheap password hash. */
export const DEV_PROCESS_ENV = {
  NODE_ENV: 'development',
  DEV_ROUTES: '1',
  HOST: '127.0.0.1',
  PASSWORD_HASH_N: '1024',
  LOG_LEVEL: 'warn',
} as const;

/** Starts the API and waits until /health answers; throws with its output if it exits or takes over `timeoutMs`. */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const api = await spawnApi(env);
  for (let waited = 0; waited < timeoutMs; waited += 200) {
    if (api.child.exitCode !== null) break;
    const healthy = await fetch(`${api.url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop('SIGKILL');
  throw new Error(`the API process did not start: ${api.output().stderr || api.output().stdout}`);
}
