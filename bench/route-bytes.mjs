// Prints the gzip JavaScript each route loads on a first visit (cold cache), its load timings, and beside the routes of
// budgets.json their budget (what main holds today, a ratchet) and issue 21's target. Exits 1 when a route loads more
// than its budget (the e2e journey tests/budget.spec.ts checks the same budgets inside the e2e run).
// The visits save data (navigator.connection.saveData), so the shell's idle prefetch of the remotes behind the links
// in view (spec §9) stays out: the bytes are the page's own.
// `--files` lists each route's scripts with their gzip size, largest first.
// Needs the stack: a running one (`npm start`; SITE_URL points elsewhere), or `--start` starts one from the built
// dist/ folders (building what is stale) with every port shifted by STACK_PORT_OFFSET (default 700) and stops it after.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@jetkiz/stack/chromium.cjs';
import { APPS } from '@jetkiz/stack/site-config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).firstVisitJsGzipKB;
const EXTRA_ROUTES = ['/kz/about', '/en/prices', '/en/widget/parcel'];
const ROUTES = process.env.ROUTES ? process.env.ROUTES.split(',') : [...Object.keys(BUDGETS), ...EXTRA_ROUTES];

function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Starts `tools/stack/start.mjs` on shifted ports; resolves with the site's URL and a stop function once it is up. */
function startStack(offset) {
  const port = (name) => APPS.find((app) => app.name === name).port + offset;
  const url = (name) => `http://localhost:${port(name)}`;
  const env = {
    ...process.env,
    ...Object.fromEntries(APPS.map((app) => [app.portEnv, String(app.port + offset)])),
    SITE_URL: url('shell'),
    PROFILE_URL: url('profile'),
    CORS_ORIGINS: [url('shell'), url('profile'), url('mfe_widgets')].join(','),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'jetkiz-route-bytes-')),
  };
  const stack = spawn(process.execPath, [path.join(repoRoot, 'tools/stack/start.mjs')], { cwd: repoRoot, env, detached: true });
  const stop = () => process.kill(-stack.pid, 'SIGTERM');
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk) => {
      output += chunk;
      if (output.includes('Jetkiz is up')) resolve({ site: url('shell'), stop });
    };
    stack.stdout.on('data', onOutput);
    stack.stderr.on('data', onOutput);
    stack.on('exit', (code) => reject(new Error(`the stack stopped (${code}) before it was up:\n${output}`)));
  });
}

const started = process.argv.includes('--start') ? await startStack(Number(process.env.STACK_PORT_OFFSET ?? 700)) : null;
const SITE = started?.site ?? process.env.SITE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch(chromiumLaunchOptions);
const overBudget = [];

try {
  console.log('route                      gzip JS   budget   target    files   DOMContentLoaded   load     LCP');
  for (const route of ROUTES) {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const page = await context.newPage();
    // each file once: a script the MF retry plugin asks for again is the same bytes
    const scripts = new Set();
    page.on('request', (request) => request.resourceType() === 'script' && scripts.add(request.url()));
    await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const [navigation] = performance.getEntriesByType('navigation');
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ dcl: navigation.domContentLoadedEventEnd, load: navigation.loadEventEnd, lcp: entries.at(-1)?.startTime ?? 0 });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const sizes = await Promise.all([...scripts].map(gzipBytes));
    const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    const limits = BUDGETS[route];
    if (limits && kb > limits.budget) overBudget.push(`${route}: ${kb.toFixed(1)} KB > budget ${limits.budget} KB`);
    const column = (value) => (value === undefined ? '-' : `${value} KB`).padStart(8);
    console.log(
      `${route.padEnd(26)} ${kb.toFixed(1).padStart(7)} KB ${column(limits?.budget)} ${column(limits?.target)} ${String(scripts.size).padStart(6)} ${timing.dcl.toFixed(0).padStart(14)} ms ${timing.load.toFixed(0).padStart(6)} ms ${timing.lcp.toFixed(0).padStart(6)} ms${limits && kb > limits.budget ? '  OVER BUDGET' : ''}`,
    );
    if (process.argv.includes('--files')) {
      [...scripts]
        .map((url, index) => [url, sizes[index]])
        .sort((a, b) => b[1] - a[1])
        .forEach(([url, size]) => console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${url.replace(SITE, '')}`));
    }
    await context.close();
  }
} finally {
  await browser.close();
  started?.stop();
}

if (overBudget.length > 0) {
  console.error(`\nOver budget (bench/budgets.json):\n  ${overBudget.join('\n  ')}`);
  process.exit(1);
}
