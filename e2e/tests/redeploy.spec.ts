import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';

const repoRoot = path.resolve(__dirname, '../..');
const remoteDir = path.join(repoRoot, 'mfe-logistics');
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

/**
 * The logistics remote with a changed English title, built with its own rspack config into a temporary folder: its
 * sources are copied there (with the repository's node_modules linked beside them), so no tracked file and no
 * running app's dist/ changes. Returns the folder of the build.
 */
async function buildChangedRemote(workDir: string, title: string): Promise<string> {
  const copy = path.join(workDir, 'mfe-logistics');
  cpSync(path.join(remoteDir, 'src'), path.join(copy, 'src'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const textsFile = path.join(copy, 'src/insurance/texts/en.json');
  const texts = JSON.parse(readFileSync(textsFile, 'utf8')) as Record<string, unknown>;
  texts.title = title;
  writeFileSync(textsFile, `${JSON.stringify(texts, null, 2)}\n`);

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's own CommonJS rspack config
  const config = require(path.join(remoteDir, 'rspack.config.cjs')) as { output: Record<string, unknown> };
  const { rspack } = await import('@rspack/core');
  const output = path.join(copy, 'dist');
  const compiler = rspack({ ...config, context: copy, output: { ...config.output, path: output } } as Parameters<typeof rspack>[0]);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return output;
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

    const build = await buildChangedRemote(workDir, changedTitle);
    // The apps' own static server (an untyped ES module), serving the build on a free port.
    const servePackage = '@jetkiz/serve';
    const { createStaticServer } = (await import(servePackage)) as {
      createStaticServer(options: { root: string; port: number }): Promise<Server>;
    };
    server = await createStaticServer({ root: build, port: 0 });
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
