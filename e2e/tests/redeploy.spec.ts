import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ORIGINS, stackEnv } from '../support/stack';

const repoRoot = path.resolve(__dirname, '../..');
const marketingDir = path.join(repoRoot, 'mfe-marketing');
const ABOUT_TEXTS = 'src/i18n/en/about.json';
const shellDist = path.join(repoRoot, 'shell/dist');

function digestOfFolder(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(folder, full)).update(readFileSync(full));
    }
  };
  walk(folder);
  return hash.digest('hex');
}

type RspackConfig = { output: Record<string, unknown> };

async function runRspack(config: RspackConfig, context: string, outputPath: string): Promise<void> {
  const { rspack } = await import('@rspack/core');
  const compiler = rspack({ ...config, context, output: { ...config.output, path: outputPath } } as Parameters<typeof rspack>[0]);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/**
 * A remote (`workspace`, e.g. mfe-logistics) with `change` written into one of its texts files (`textsFile`, under
 * the workspace), built as its `npm run build` does (with rspack.prerender.cjs, the Node-target build that writes
 * dist/prerender/, when it has one) into a temporary folder: its sources are copied there (with the repository's
 * node_modules linked beside them), so no tracked file and no running app's dist/ changes. Returns the folder of the
 * build and the changed texts file.
 */
async function buildChangedRemote(
  workDir: string,
  workspace: string,
  textsFile: string,
  change: Record<string, string>,
): Promise<{ dist: string; changedTexts: string }> {
  const source = path.join(repoRoot, workspace);
  const copy = path.join(workDir, workspace);
  cpSync(path.join(source, 'src'), path.join(copy, 'src'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const changedTexts = path.join(copy, textsFile);
  const texts = JSON.parse(readFileSync(changedTexts, 'utf8')) as Record<string, unknown>;
  writeFileSync(changedTexts, `${JSON.stringify({ ...texts, ...change }, null, 2)}\n`);

  const dist = path.join(copy, 'dist');
  /* eslint-disable @typescript-eslint/no-require-imports -- the remote's own CommonJS rspack configs */
  await runRspack(require(path.join(source, 'rspack.config.cjs')) as RspackConfig, copy, dist);
  const prerenderConfig = path.join(source, 'rspack.prerender.cjs');
  if (existsSync(prerenderConfig)) {
    await runRspack(require(prerenderConfig) as RspackConfig, copy, path.join(copy, '.prerender/dist'));
    const { prerenderAll } = require(path.join(copy, '.prerender/dist/prerender.cjs')) as {
      prerenderAll(outDir: string, textsDir: string): Promise<string[]>;
    };
    await prerenderAll(path.join(dist, 'prerender'), path.join(copy, 'src/i18n'));
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { dist, changedTexts };
}

/** The apps' own static server (an untyped ES module), serving a build on a free port. */
async function serveBuild(root: string): Promise<Server> {
  const servePackage = '@jetkiz/serve';
  const { createStaticServer } = (await import(servePackage)) as {
    createStaticServer(options: { root: string; port: number }): Promise<Server>;
  };
  return createStaticServer({ root, port: 0 });
}

test('a remote rebuilt alone shows its new text after a reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = digestOfFolder(shellDist);
  const changedTitle = `Parcel insurance (build ${Date.now()})`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-redeploy-'));
  let server: Server | undefined;

  try {
    await page.goto('/en/widget/insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcel insurance');

    const build = await buildChangedRemote(workDir, 'mfe-logistics', 'src/insurance/texts/en.json', { title: changedTitle });
    server = await serveBuild(build.dist);
    const deployed = `http://localhost:${(server.address() as AddressInfo).port}`;
    // The new build is deployed at the remote's address: the shell keeps its configuration and its own files.
    await page.route(`${ORIGINS.logistics}/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${deployed}${url.pathname}${url.search}` }) });
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedTitle);
    expect(digestOfFolder(shellDist)).toBe(shellBefore);
  } finally {
    server?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});

/** A stand-in for the remote's one address: it answers from whichever deployment is current. */
async function startRemoteAddress(initial: string): Promise<{ origin: string; deploy(origin: string): void; close(): void }> {
  let current = initial;
  const server = http.createServer((req, res) => {
    const headers: Record<string, string> = {};
    const etag = req.headers['if-none-match'];
    if (typeof etag === 'string') headers['If-None-Match'] = etag;
    fetch(`${current}${req.url ?? '/'}`, { headers })
      .then(async (response) => {
        const passed = ['content-type', 'etag', 'access-control-allow-origin'].flatMap((name) => {
          const value = response.headers.get(name);
          return value ? [[name, value] as const] : [];
        });
        res.writeHead(response.status, Object.fromEntries(passed));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => {
        res.writeHead(502);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    deploy: (origin) => {
      current = origin;
    },
    close: () => server.close(),
  };
}

/**
 * Another process of the shell's server, from the shell's dist/ as built, with the marketing remote at `marketingUrl`;
 * it revalidates a fragment on every request (PRERENDER_CACHE_MS=0; 1 s by default), so the next load is the test.
 */
async function startShell(marketingUrl: string): Promise<{ origin: string; process: ChildProcess }> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [path.join(repoRoot, 'shell/server.mjs')], {
    env: {
      ...process.env,
      ...stackEnv(),
      PORT: String(port),
      REMOTE_MARKETING_URL: `${marketingUrl}/mf-manifest.json`,
      PRERENDER_CACHE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('shell on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the shell's server stopped (${code})`)));
  });
  return { origin: `http://localhost:${port}`, process: child };
}

test('the marketing remote rebuilt alone changes its prerendered page on the next load; the shell is untouched', async ({ request }) => {
  test.setTimeout(300_000);
  const shellBefore = digestOfFolder(shellDist);
  const englishAbout = JSON.parse(readFileSync(path.join(marketingDir, ABOUT_TEXTS), 'utf8')) as { title: string };
  const changedTitle = `About Jetkiz (build ${Date.now()})`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-redeploy-marketing-'));
  const address = await startRemoteAddress(ORIGINS.marketing);
  let shell: ChildProcess | undefined;
  let server: Server | undefined;

  try {
    const started = await startShell(address.origin);
    shell = started.process;
    const before = await (await request.get(`${started.origin}/en/about`)).text();
    expect(before).toContain(`<h1`);
    expect(before).toContain(englishAbout.title);
    expect(before).not.toContain(changedTitle);

    const build = await buildChangedRemote(workDir, 'mfe-marketing', ABOUT_TEXTS, { title: changedTitle });
    // the texts the browser fetches are copied from the remote's own folder by its config: this build's instead
    cpSync(build.changedTexts, path.join(build.dist, 'texts/en/about.json'));
    server = await serveBuild(build.dist);
    // The new build goes live at the remote's address; the shell's server and its files stay as they were.
    address.deploy(`http://localhost:${(server.address() as AddressInfo).port}`);

    const after = await (await request.get(`${started.origin}/en/about`)).text();
    expect(after).toContain(`${changedTitle}</h1>`);
    expect(after).not.toContain(`>${englishAbout.title}</h1>`);
    expect(digestOfFolder(shellDist)).toBe(shellBefore);
  } finally {
    shell?.kill();
    server?.close();
    address.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});
