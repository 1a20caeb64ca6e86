import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ORIGINS, PORTS } from '../support/stack';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('every page carries a CSP without inline scripts, nosniff, and frame-ancestors of the site only', async ({ request }) => {
  for (const path of ['/en', '/ru/about', '/en/nope']) {
    const headers = (await request.get(path)).headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('a widget page may be framed by the site and the configured partners', async ({ request }) => {
  const headers = (await request.get('/en/widget/trip')).headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors')).toEqual(["'self'", ORIGINS.site, ORIGINS.partner]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the remotes’ static servers send the security headers too', async ({ request }) => {
  const headers = (await request.get(`${ORIGINS.marketing}/mf-manifest.json`)).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the pages run without inline scripts and without CSP violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en?modal=contacts');
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
  await page.goto('/kz/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(violations).toEqual([]);
});

test.describe('on a partner’s site', () => {
  let partner: http.Server;

  test.beforeAll(async () => {
    partner = http.createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Partner</title>` +
          `<iframe id="widget" src="${ORIGINS.site}/en/widget/trip" title="widget"></iframe>` +
          `<iframe id="home" src="${ORIGINS.site}/en" title="home"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(PORTS.partner, 'localhost', resolve));
    expect((partner.address() as AddressInfo).port).toBe(PORTS.partner);
  });

  test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

  test('a widget page shows in the partner’s iframe, any other page is refused', async ({ page }) => {
    await page.goto(ORIGINS.partner);
    await expect(page.frameLocator('#widget').locator('#root main')).toBeAttached();
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    expect(page.frames().some((frame) => frame.url() === `${ORIGINS.site}/en`)).toBe(false);
  });
});
