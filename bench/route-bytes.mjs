// Prints the gzip JavaScript each route loads on a first visit (cold cache), and its load timings.
// Needs the stack running (`npm start`); SITE_URL points elsewhere.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@jetkiz/stack/chromium.cjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const ROUTES = (process.env.ROUTES ?? '/ru,/kz/about,/en/prices,/ru/schedule,/en/widget/parcel').split(',');

function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

const browser = await chromium.launch(chromiumLaunchOptions);

console.log('route                      gzip JS    files   DOMContentLoaded   load     LCP');
for (const route of ROUTES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation');
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ dcl: navigation.domContentLoadedEventEnd, load: navigation.loadEventEnd, lcp: entries.at(-1)?.startTime ?? 0 });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const bytes = (await Promise.all(scripts.map(gzipBytes))).reduce((sum, size) => sum + size, 0);
  console.log(
    `${route.padEnd(26)} ${(bytes / 1024).toFixed(1).padStart(7)} KB ${String(scripts.length).padStart(6)} ${timing.dcl.toFixed(0).padStart(14)} ms ${timing.load.toFixed(0).padStart(6)} ms ${timing.lcp.toFixed(0).padStart(6)} ms`,
  );
  await context.close();
}
await browser.close();
