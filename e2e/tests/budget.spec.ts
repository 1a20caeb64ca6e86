import http from 'node:http';
import { expect, test } from '@playwright/test';
import BUDGETS from '../../bench/budgets.json';

// The budgets are bench/budgets.json's, the ones bench/route-bytes.mjs prints and checks: what main reaches today (a
// ratchet: lower them as bytes go), beside issue 21's targets (130 KB for /ru, 170 KB for /ru/schedule and /ru/prices).
// bench/README.md ("First visit bytes") says what each route loads and what is left. The visit saves data
// (navigator.connection.saveData), so the idle prefetch of the remotes behind the links in view (spec §9) stays out:
// the bytes are the page's own, not a race between networkidle and the prefetch's timer.

/** Bytes of a file as the server sends it gzip-compressed (the budget is stated in gzip). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

for (const [route, { budget }] of Object.entries(BUDGETS.firstVisitJsGzipKB)) {
  test(`the first visit to ${route} loads at most ${budget} KB of gzip JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const page = await context.newPage();
    // each file once: a script the MF retry plugin asks for again is the same bytes
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });

    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sizes = await Promise.all([...scripts].map(gzipBytes));
    const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
    console.log(`first visit to ${route}: ${(total / 1024).toFixed(1)} KB of gzip JS in ${scripts.size} files`);
    if (total > budget * 1024) console.log([...scripts].map((url, index) => `${(sizes[index] / 1024).toFixed(1)} KB ${url}`).join('\n'));
    expect(total).toBeLessThanOrEqual(budget * 1024);
    await context.close();
  });
}
