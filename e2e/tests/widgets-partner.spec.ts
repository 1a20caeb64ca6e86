import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ORIGINS, PORTS } from '../support/stack';
import { waitForApi } from '../support/accounts';
import { nextYear } from './widgets-support';

/** A partner's plain page on another origin: one script tag, and a listener for the widget's DOM events. */
function partnerPage(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Partner shop</title></head>
  <body>
    <h1>Partner shop</h1>
    <div id="jetkiz-slot">
      <script src="${ORIGINS.widgets}/embed.js" data-widget="parcel" data-locale="en" data-city="2"></script>
    </div>
    <script>
      window.jetkizEvents = [];
      for (const type of ['loaded', 'parcel-created', 'close-widget']) {
        document.addEventListener('jetkiz:' + type, (event) => window.jetkizEvents.push({ type: event.type, detail: event.detail, target: event.target.id }));
      }
    </script>
  </body>
</html>`;
}

/** A shop that is not in PARTNER_ORIGINS, in Kazakh, with an error callback named on the script tag. */
function strangerPage(): string {
  return `<!doctype html>
<html lang="kk">
  <head><meta charset="utf-8"><title>Unlisted shop</title></head>
  <body>
    <div id="jetkiz-slot">
      <script src="${ORIGINS.widgets}/embed.js" data-widget="parcel" data-locale="kz" data-on-error="shopWidgetFailed"></script>
    </div>
    <script>
      window.widgetErrors = [];
      window.shopWidgetFailed = (error) => window.widgetErrors.push({ callback: error });
      document.addEventListener('jetkiz:widget-error', (event) => window.widgetErrors.push({ event: event.detail }));
    </script>
  </body>
</html>`;
}

function servePage(page: () => string): Server {
  return createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.url === '/' ? page() : 'Not found');
  });
}

let partner: Server;
let stranger: Server;
/** 127.0.0.1 on a port of its own: an origin nobody configured */
let strangerOrigin: string;

test.beforeAll(async () => {
  partner = servePage(partnerPage);
  await new Promise<void>((resolve) => partner.listen(PORTS.partner, 'localhost', resolve));
  stranger = servePage(strangerPage);
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  strangerOrigin = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
  await new Promise((resolve) => stranger.close(resolve));
});

test.beforeEach(({ request }) => waitForApi(request));

type PartnerEvent = { type: string; detail: { id?: number; guest_token?: string }; target: string };

test('a partner page embeds the parcel widget with embed.js and hears parcel-created as a DOM event', async ({ page }) => {
  await page.goto(ORIGINS.partner);
  const frameElement = page.locator('#jetkiz-slot iframe');
  await expect(frameElement).toHaveAttribute('src', `${ORIGINS.widgets}/en/widget/parcel?parent=${encodeURIComponent(ORIGINS.partner)}`);
  const widget = page.frameLocator('#jetkiz-slot iframe');
  await expect(widget.getByRole('heading', { name: 'New parcel' })).toBeVisible();

  // setCity from data-city, and the iframe takes the widget's height.
  await expect(widget.getByLabel('From', { exact: true })).toHaveValue('2');
  await expect.poll(async () => (await frameElement.boundingBox())?.height).not.toBe(720);
  const frameHeight = (await frameElement.boundingBox())!.height;
  const contentHeight = await widget.locator('body').evaluate((body) => body.scrollHeight);
  expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(2);

  // A partner page holds no Jetkiz session: the guest way only.
  await expect(widget.getByRole('radio', { name: 'Sign up' })).toHaveCount(0);
  await widget.getByRole('radio', { name: /Documents/ }).check();
  await widget.getByLabel('Description').fill('Договор поставки');
  await widget.getByLabel('Deadline').fill(nextYear());
  await widget.getByLabel('To', { exact: true }).selectOption({ label: 'Almaty' });
  await widget.getByLabel('Your e-mail').fill('partner.customer@example.kz');
  await widget.getByRole('button', { name: 'Send as a guest' }).click();

  await expect(widget.getByRole('heading', { name: 'Your parcel is created' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { jetkizEvents: PartnerEvent[] }).jetkizEvents.map((event) => event.type)))
    .toContain('jetkiz:parcel-created');
  const events = await page.evaluate(() => (window as unknown as { jetkizEvents: PartnerEvent[] }).jetkizEvents);
  const created = events.find((event) => event.type === 'jetkiz:parcel-created')!;
  expect(created.target).toBe('jetkiz-slot');
  expect(created.detail.id).toBeGreaterThan(0);
  expect(created.detail.guest_token).toEqual(expect.any(String));
  expect(events[0]!.type).toBe('jetkiz:loaded');

  const link = widget.getByRole('link', { name: 'Choose a traveler' });
  await expect(link).toHaveAttribute('href', `${ORIGINS.site}/en/schedule/${created.detail.id}?guest_token=${created.detail.guest_token}`);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the widget pages may be framed by the site and the configured partners only', async ({ request }) => {
  const response = await request.get(`${ORIGINS.widgets}/en/widget/parcel`);
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy']!;
  expect(csp).toContain(`frame-ancestors 'self' ${ORIGINS.site} ${ORIGINS.partner}`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const embed = await request.get(`${ORIGINS.widgets}/embed.js`);
  expect(embed.headers()['content-type']).toMatch(/javascript/);
  expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('a page whose origin is not configured sees why in its language, and its callback hears the error', async ({ page }) => {
  await page.goto(strangerOrigin);
  const frameElement = page.locator('#jetkiz-slot iframe');
  await expect(frameElement).toHaveAttribute('src', `${ORIGINS.widgets}/kz/widget/parcel?parent=${encodeURIComponent(strangerOrigin)}`);
  const widget = page.frameLocator('#jetkiz-slot iframe');
  await expect(widget.getByRole('alert')).toContainText('Jetkiz виджеті бұл сайтта ашылмайды');
  await expect(widget.getByRole('alert')).toContainText('серіктес ретінде қосылмаған');
  // No form, and nothing of the widget reached the page but the code.
  await expect(widget.getByRole('button')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { widgetErrors: unknown[] }).widgetErrors))
    .toEqual([{ event: { code: 'origin-not-allowed' } }, { callback: { code: 'origin-not-allowed' } }]);
  await expect.poll(async () => (await frameElement.boundingBox())?.height).toBe(240);
});
