// Renders the PNG icons of the favicon set from favicon.svg with the system Chromium:
// `node tools/build-config/icons/render-icons.mjs` after changing the SVG (the PNGs are committed beside it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(path.join(HERE, 'favicon.svg'), 'utf8');
const BRAND = '#0b6e4f';

/** name, size, and for a maskable icon the share of the square the mark keeps (the rest is its safe zone) */
const ICONS = [
  ['apple-touch-icon.png', 180, 1],
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.7],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, size, share] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${share < 1 ? BRAND : 'transparent'}">` +
        svg.replace('width="64" height="64"', `width="${mark}" height="${mark}"`) +
        '</body>',
    );
    await page.screenshot({ path: path.join(HERE, name), omitBackground: share === 1 });
    await page.close();
  }
} finally {
  await browser.close();
}
