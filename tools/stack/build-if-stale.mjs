// Builds an app only when its dist/ is missing or older than its sources (or the contracts and web kit it bundles).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_ROOTS = ['src', 'rspack.config.cjs', 'rspack.prerender.cjs', 'prerender.mjs', 'package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stats.mtimeMs);
}

export function isStale(repoRoot, workspace, builtMarker) {
  const marker = path.join(repoRoot, workspace, 'dist', builtMarker);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [
    ...SOURCE_ROOTS.map((entry) => path.join(repoRoot, workspace, entry)),
    path.join(repoRoot, 'shared-contracts/src'),
    path.join(repoRoot, 'web-kit/src'),
    path.join(repoRoot, 'web-kit/forms'),
    path.join(repoRoot, 'tools/build-config'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

export function runBuild(repoRoot, workspace) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve(Date.now() - started) : reject(new Error(`build of ${workspace} failed (${code})`))));
  });
}
