// The browser the e2e tests and the bench drive: Debian's Chromium when the machine has it, Playwright's own otherwise,
// with nothing in the background reaching the internet.
const { existsSync } = require('node:fs');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Playwright's launch options for that browser. */
const chromiumLaunchOptions = {
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

module.exports = { chromiumLaunchOptions };
