import http from 'node:http';
import { expect, test } from '@playwright/test';

// Wave 2 added the shared web kit (a singleton, so not tree-shaken), the retry plugin, the error boundary and the host
// version check: 182.8 KB measured; the kit's masked and amount fields, the form's first-invalid focus and the
// alerts' server texts then made it 186.9 KB; the header's fit, the shared locale cookie, the photo kit's lazy slot, the
// promo video's config and the service-busy alert 188.2 KB. Issue 21 (prerendering, lazy modals and namespaces) brings
// this to 130 KB.
const BUDGET_BYTES = 189 * 1024;

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

test('the first visit to /ru loads at most 189 KB of gzip JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await page.goto('/ru', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sizes = await Promise.all(scripts.map(gzipBytes));
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  console.log(`first visit to /ru: ${(total / 1024).toFixed(1)} KB of gzip JS in ${scripts.length} files`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  await context.close();
});
