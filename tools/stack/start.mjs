// `npm start`: builds what is not built, then runs the API and serves the shell and every remote
// on their own origins (ARCHITECTURE.md §6), prints the URLs and stops everything on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, runBuild } from './build-if-stale.mjs';
import { APPS, localUrl } from './site-config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startedAt = Date.now();
const children = [];

const FRONTENDS = APPS.filter((app) => app.name !== 'api');
const builtMarkerOf = (app) => (app.name === 'shell' || app.name === 'profile' ? 'index.html' : 'mf-manifest.json');

function portEnv() {
  const env = {};
  for (const app of APPS) env[`${app.workspace.replace(/^mfe-/, '').replace(/-/g, '_').toUpperCase()}_PORT`] = String(app.port);
  return env;
}

function startProcess(app, command, args) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...portEnv(), PORT: String(app.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${app.name} stopped (${signal ?? code}); stopping the stack.`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function main() {
  for (const app of FRONTENDS) {
    if (!isStale(repoRoot, app.workspace, builtMarkerOf(app))) continue;
    const ms = await runBuild(repoRoot, app.workspace);
    console.log(`built ${app.workspace} in ${(ms / 1000).toFixed(1)} s`);
  }

  const api = APPS.find((app) => app.name === 'api');
  startProcess(api, process.execPath, ['--import', 'tsx', 'api/src/main.ts']);
  for (const app of FRONTENDS) startProcess(app, process.execPath, [path.join(app.workspace, 'server.mjs')]);

  await Promise.all([waitForHttp(`${localUrl(api.port)}/health`), ...FRONTENDS.map((app) => waitForHttp(localUrl(app.port)))]);

  console.log(`\nJetkiz is up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
  console.log(`  site     ${localUrl(APPS[1].port)}`);
  for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) console.log(`  ${app.name.padEnd(14)} ${localUrl(app.port)}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error) => {
  console.error(error.message);
  stop(1);
});
