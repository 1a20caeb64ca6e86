import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const textsFile = path.join(repoRoot, 'mfe-logistics/src/i18n/en.json');
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

function buildLogisticsRemote(): void {
  execFileSync('npm', ['run', 'build', '-w', 'mfe-logistics'], { cwd: repoRoot, stdio: 'ignore' });
}

test('a remote rebuilt alone shows its new text after a reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const originalTexts = readFileSync(textsFile, 'utf8');
  const shellBefore = digestOfFolder(shellDist);
  const changedTitle = `Parcel insurance (build ${Date.now()})`;

  await page.goto('/en/widget/insurance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcel insurance');

  try {
    const texts = JSON.parse(originalTexts) as Record<string, Record<string, string>>;
    texts.insurance = { ...texts.insurance, title: changedTitle };
    writeFileSync(textsFile, `${JSON.stringify(texts, null, 2)}\n`);
    buildLogisticsRemote();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changedTitle);
    expect(digestOfFolder(shellDist)).toBe(shellBefore);
  } finally {
    writeFileSync(textsFile, originalTexts);
    buildLogisticsRemote();
  }
});
