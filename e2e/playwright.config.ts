import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ORIGINS, stackEnv } from './support/stack';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const repoRoot = path.resolve(__dirname, '..');
// Every run gets a fresh embedded database.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: ORIGINS.site,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium when the machine has it; Playwright's own browser otherwise.
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node ${path.join(repoRoot, 'tools/stack/start.mjs')}`,
    cwd: repoRoot,
    url: ORIGINS.site,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      ...stackEnv(),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LIMIT_LOGIN_PER_MINUTE: '1000',
    },
  },
});
