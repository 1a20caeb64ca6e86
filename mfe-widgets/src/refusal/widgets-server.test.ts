import path from 'node:path';
import { freePort, get, startServedApp, whenServing, type ServedApp } from '@jetkiz/web-kit/src/testing';

const SERVER = path.resolve(__dirname, '../../server.mjs');
const SITE = 'http://site.jetkiz.test';
const PARTNER = 'http://partner.jetkiz.test';
const STRANGER = 'http://stranger.example.com';

let port: number;
let server: ServedApp;

beforeAll(async () => {
  port = await freePort();
  server = startServedApp([SERVER], { PORT: String(port), SITE_URL: SITE, PARTNER_ORIGINS: PARTNER });
  await whenServing(`http://localhost:${port}/widget-config.json`, server);
}, 20_000);

afterAll(() => server.stop());

const framed = (parent: string | null, referer?: string) =>
  get(`http://localhost:${port}/kz/widget/parcel${parent ? `?parent=${encodeURIComponent(parent)}` : ''}`, {
    'Sec-Fetch-Dest': 'iframe',
    ...(referer ? { Referer: referer } : {}),
  });

describe('the widgets server: a frame on a page that is not allowed (issue 22 item 8)', () => {
  it('sends the frame of a stranger to the refusal page, in its language', async () => {
    const answer = await framed(STRANGER, `${STRANGER}/shop`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/kz/widget/refused');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await framed(null, `${STRANGER}/`)).status).toBe(302);
  });

  it('lets the site and the partners have the widget, which only they may frame', async () => {
    for (const answer of [await framed(PARTNER, `${PARTNER}/`), await framed(SITE), await framed(null, `${PARTNER}/page`)]) {
      expect(answer.status).not.toBe(302);
      expect(answer.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${SITE} ${PARTNER}`);
    }
  });

  it('leaves a request that names no parent, or is not a frame, to the page’s frame-ancestors', async () => {
    expect((await framed(null)).status).not.toBe(302);
    const top = await get(`http://localhost:${port}/en/widget/parcel?parent=${encodeURIComponent(STRANGER)}`, {
      'Sec-Fetch-Dest': 'document',
    });
    expect(top.status).not.toBe(302);
  });

  it('lets any page frame the refusal notice', async () => {
    const answer = await get(`http://localhost:${port}/kz/widget/refused`);
    expect(answer.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
