// `npm start`: builds what is not built, then runs the API and serves the shell and every remote
// on their own origins (ARCHITECTURE.md §6), prints the URLs and stops everything on Ctrl-C.
// `npm run dev -- widgets schedule` (start.mjs --dev widgets schedule): the same stack, but the shell and the named
// apps run under rspack's dev server with hot reload (dev-server.mjs), the others come from their built dist/,
// and the API restarts when its code changes (tsx watch).
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
// Apps whose server.mjs writes /config.json from env: under the dev server it still answers that, on a side port.
const servesConfig = (app) => app.name === 'shell' || app.name === 'profile';
const CONFIG_SERVER_PORT_OFFSET = 10_000;

const devArgs = process.argv.indexOf('--dev');
const devMode = devArgs !== -1;
const hotApps = devMode ? hotAppsOf(process.argv.slice(devArgs + 1)) : new Set();

/** The shell and the apps named on the command line ('widgets', 'mfe-widgets' or 'mfe_widgets'; 'profile'). */
function hotAppsOf(names) {
  const hot = new Set(['shell']);
  for (const name of names) {
    const app = FRONTENDS.find((candidate) =>
      [candidate.name, candidate.workspace, candidate.workspace.replace(/^mfe-/, '')].includes(name),
    );
    if (!app) throw new Error(`npm run dev: unknown app '${name}'; known: ${FRONTENDS.map((candidate) => candidate.workspace).join(', ')}`);
    hot.add(app.name);
  }
  return hot;
}

function portEnv() {
  const env = {};
  for (const app of APPS) env[app.portEnv] = String(app.port);
  return env;
}

function startProcess(app, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...portEnv(), PORT: String(app.port), ...env },
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
    if (hotApps.has(app.name) || !isStale(repoRoot, app.workspace, builtMarkerOf(app))) continue;
    const ms = await runBuild(repoRoot, app.workspace);
    console.log(`built ${app.workspace} in ${(ms / 1000).toFixed(1)} s`);
  }

  const api = APPS.find((app) => app.name === 'api');
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  // The local stack shows SMS codes and e-mailed links at /dev/outbox; the API serves /dev/* only when told to.
  const devRoutes = process.env.NODE_ENV === 'production' ? {} : { DEV_ROUTES: process.env.DEV_ROUTES ?? '1' };
  startProcess(
    api,
    process.execPath,
    devMode ? [tsx, 'watch', '--clear-screen=false', 'api/src/main.ts'] : ['--import', 'tsx', 'api/src/main.ts'],
    devRoutes,
  );
  for (const app of FRONTENDS) {
    const server = path.join(app.workspace, 'server.mjs');
    if (!hotApps.has(app.name)) {
      startProcess(app, process.execPath, [server]);
      continue;
    }
    const configPort = servesConfig(app) ? app.port + CONFIG_SERVER_PORT_OFFSET : undefined;
    if (configPort)
      startProcess({ ...app, port: configPort }, process.execPath, [server], { SITE_URL: process.env.SITE_URL ?? localUrl(APPS[1].port) });
    startProcess(app, process.execPath, [
      path.join('tools/stack/dev-server.mjs'),
      app.workspace,
      String(app.port),
      ...(configPort ? [String(configPort)] : []),
    ]);
  }

  // A dev server compiles before it answers: on two cores that takes a while.
  const timeoutMs = devMode ? 300_000 : 60_000;
  await Promise.all([
    waitForHttp(`${localUrl(api.port)}/health`, timeoutMs),
    ...FRONTENDS.map((app) => waitForHttp(localUrl(app.port), timeoutMs)),
  ]);

  console.log(`\nJetkiz is up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
  if (devMode) console.log(`  hot reload: ${[...hotApps].join(', ')}; the others from their dist/ (npm run build -w <app> to refresh)`);
  console.log(`  site     ${localUrl(APPS[1].port)}`);
  for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) console.log(`  ${app.name.padEnd(14)} ${localUrl(app.port)}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error) => {
  console.error(error.message);
  stop(1);
});
