import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@jetkiz/stack/chromium.cjs';
import { ORIGINS, stackEnv } from './support/stack';

const repoRoot = path.resolve(__dirname, '..');
// Every run gets a fresh embedded database.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Stacks on other port offsets run side by side: each keeps its own results folder.
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results/offset-${process.env.E2E_PORT_OFFSET}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: ORIGINS.site,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node ${path.join(repoRoot, 'tools/stack/start.mjs')}`,
    cwd: repoRoot,
    url: ORIGINS.site,
    // The site answers before the API has migrated its database: wait for the stack's own 'up' line.
    wait: { stdout: /Jetkiz is up/ },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      ...stackEnv(),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The whole suite comes from one address: per-IP limits would stop it long before its last journey.
      LIMIT_LOGIN_PER_MINUTE: '1000',
      LIMIT_LOGIN_PER_IP_PER_MINUTE: '1000',
      LIMIT_SMS_PER_IP_PER_HOUR: '10000',
      LIMIT_CODE_CHECKS_PER_IP_PER_MINUTE: '1000',
      LIMIT_FORMS_PER_IP_PER_HOUR: '1000',
      LIMIT_MARKETPLACE_PER_IP_PER_HOUR: '10000',
      // The journeys check behaviour, not load: on a busy CI machine a slow answer must stay an answer, not a 503.
      DATABASE_QUEUE_TIMEOUT_MS: '20000',
    },
  },
});
