import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../server.mjs');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shell's real server (`npm run serve -w shell`), on a free port. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

interface Answer {
  headers: http.IncomingHttpHeaders;
  json: () => Record<string, unknown>;
}

/** node:http, since this project's jsdom has no fetch */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ headers: response.headers, json: () => JSON.parse(body) as Record<string, unknown> }));
      })
      .on('error', reject);
  });
}

async function whenServing(url: string, server: ReturnType<typeof serve>): Promise<Answer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await get(url).catch(() => undefined);
    if (response) return response;
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`the shell did not start: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the shell server and the bot check', () => {
  it('refuses to start in production without RECAPTCHA_SITE_KEY', async () => {
    const server = serve({ NODE_ENV: 'production', PORT: String(await freePort()) });
    expect(await server.exited).not.toBe(0);
    expect(server.stderr()).toMatch(/RECAPTCHA_SITE_KEY must be set in production/);
  }, 20_000);

  it("with a key: hands it to the site in /config.json and lets Google's reCAPTCHA paths through the CSP", async () => {
    const port = await freePort();
    const server = serve({ NODE_ENV: 'production', PORT: String(port), RECAPTCHA_SITE_KEY: 'site-key-1' });
    try {
      const response = await whenServing(`http://localhost:${port}/config.json`, server);
      expect(response.json()).toMatchObject({ recaptchaSiteKey: 'site-key-1' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 20_000);

  it('without a key outside production: no key, and nothing of Google allowed', async () => {
    const port = await freePort();
    const server = serve({ PORT: String(port) });
    try {
      const response = await whenServing(`http://localhost:${port}/config.json`, server);
      expect(response.json().recaptchaSiteKey).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).not.toMatch(/google\.com|gstatic/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 20_000);
});

describe('the shell server and the promo video', () => {
  it("with a YouTube id: hands it to the site in /config.json and lets the privacy-enhanced player's frame through the CSP", async () => {
    const port = await freePort();
    const server = serve({ PORT: String(port), PROMO_VIDEO_ID: 'dQw4w9WgXcQ' });
    try {
      const response = await whenServing(`http://localhost:${port}/config.json`, server);
      expect(response.json()).toMatchObject({ promoVideoId: 'dQw4w9WgXcQ' });
      expect(String(response.headers['content-security-policy'])).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 20_000);

  it.each([
    ['unset', undefined],
    ['not a YouTube id', 'https://youtu.be/dQw4w9WgXcQ'],
  ])(
    '%s: no id in /config.json and no YouTube in the CSP',
    async (_case, id) => {
      const port = await freePort();
      const server = serve({ PORT: String(port), ...(id ? { PROMO_VIDEO_ID: id } : {}) });
      try {
        const response = await whenServing(`http://localhost:${port}/config.json`, server);
        expect(response.json().promoVideoId).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).not.toMatch(/youtube/);
        expect(server.stderr().match(/is not a YouTube video id/g) ?? []).toHaveLength(id ? 1 : 0);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    20_000,
  );
});
