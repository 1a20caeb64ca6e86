import { execFile, type ExecFileException } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEV_PROCESS_ENV, startApiProcess, type ApiProcess } from './api-process';
import { remoteApp } from './remote-app';
import { createTestDatabase } from './test-database';

const API_DIR = path.resolve(__dirname, '../..');
const NO_JOBS = '2000000000'; // a poll so far off the process runs no job after its first look at start
const JOBS_NOW = '50';

export interface CrashingApi {
  /** A new API process on the same database, the running one killed (SIGKILL); `jobs` says whether it runs jobs. */
  restart(jobs: boolean): Promise<FastifyInstance>;
  /** The running process closed as an operator would (SIGTERM), so that a command may open the database. */
  stop(): Promise<void>;
  /** `npm run ledger:check`'s command on the shared database, once no API process holds it. */
  ledgerCheck(): Promise<{ code: number; output: unknown }>;
  /** A module script (node with tsx, in api/) on the shared database, once no API process holds it: its JSON output. */
  runScript<T>(script: string): Promise<T>;
}

/**
 * A test file's API as real OS processes over one database, killed and started again (the crash tests): on PGlite
 * one after the other (one process owns its files), on a real server (TEST_DATABASE_URL) a schema of the file's own,
 * migrated here (the environment drops it after the file). Registers its beforeAll and afterAll.
 */
export function crashingApi(name: string, env: Record<string, string> = {}): CrashingApi {
  let dataDir: string;
  let databaseEnv: Record<string, string>;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `jetkiz-${name}-`));
    databaseEnv = { DATA_DIR: path.join(dataDir, 'pglite'), IMAGES_DIR: path.join(dataDir, 'images') };
    if (process.env.TEST_DATABASE_URL) {
      const { schema } = await createTestDatabase();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      databaseEnv = { ...databaseEnv, DATABASE_URL: url.toString() };
    }
  });

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  function run(args: string[]): Promise<{ error: ExecFileException | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', ...args],
        { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', ...DEV_PROCESS_ENV, ...databaseEnv } },
        (error, stdout, stderr) => resolve({ error, stdout, stderr }),
      );
    });
  }

  return {
    async restart(jobs) {
      await api?.stop('SIGKILL');
      api = await startApiProcess({ ...DEV_PROCESS_ENV, ...databaseEnv, ...env, JOB_POLL_MS: jobs ? JOBS_NOW : NO_JOBS });
      return remoteApp(api.url);
    },
    async stop() {
      await api?.stop('SIGTERM');
      api = undefined;
    },
    async ledgerCheck() {
      const { error, stdout } = await run(['src/ledger/ledger-check-cli.ts']);
      return { code: error ? Number(error.code ?? 1) : 0, output: JSON.parse(stdout || 'null') };
    },
    async runScript<T>(script: string) {
      const { error, stdout, stderr } = await run(['--input-type=module', '-e', script]);
      if (error) throw new Error(stderr);
      return JSON.parse(stdout) as T;
    },
  };
}
