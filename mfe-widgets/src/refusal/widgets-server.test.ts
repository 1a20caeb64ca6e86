import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../server.mjs');
const SITE = 'http://site.jetkiz.test';
const PARTNER = 'http://partner.jetkiz.test';
const STRANGER = 'http://stranger.example.com';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** node:http, since this project's jsdom has no fetch */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

let port: number;
let child: ReturnType<typeof spawn>;
let exited: Promise<unknown>;

beforeAll(async () => {
  port = await freePort();
  child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), SITE_URL: SITE, PARTNER_ORIGINS: PARTNER },
    stdio: 'ignore',
  });
  exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 15_000;
  while (!(await get(`http://localhost:${port}/widget-config.json`).catch(() => null))) {
    if (Date.now() > deadline) throw new Error('the widgets server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 20_000);

afterAll(async () => {
  child.kill('SIGTERM');
  await exited;
});

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
