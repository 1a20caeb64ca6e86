import path from 'node:path';
import { freePort, startServedApp, whenServing, type Answer } from '@jetkiz/web-kit/src/testing';

const SERVER = path.resolve(__dirname, '../../server.mjs');

/** The shell's real server (`npm run serve -w shell`), on a free port. */
const serve = (env: Record<string, string>) => startServedApp([SERVER], env);

const config = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

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
      expect(config(response)).toMatchObject({ recaptchaSiteKey: 'site-key-1' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    } finally {
      await server.stop();
    }
  }, 20_000);

  it('without a key outside production: no key, and nothing of Google allowed', async () => {
    const port = await freePort();
    const server = serve({ PORT: String(port) });
    try {
      const response = await whenServing(`http://localhost:${port}/config.json`, server);
      expect(config(response).recaptchaSiteKey).toBeUndefined();
      expect(String(response.headers['content-security-policy'])).not.toMatch(/google\.com|gstatic/);
    } finally {
      await server.stop();
    }
  }, 20_000);
});

describe('the shell server and the promo video', () => {
  it("with a YouTube id: hands it to the site in /config.json and lets the privacy-enhanced player's frame through the CSP", async () => {
    const port = await freePort();
    const server = serve({ PORT: String(port), PROMO_VIDEO_ID: 'dQw4w9WgXcQ' });
    try {
      const response = await whenServing(`http://localhost:${port}/config.json`, server);
      expect(config(response)).toMatchObject({ promoVideoId: 'dQw4w9WgXcQ' });
      expect(String(response.headers['content-security-policy'])).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    } finally {
      await server.stop();
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
        expect(config(response).promoVideoId).toBeUndefined();
        expect(String(response.headers['content-security-policy'])).not.toMatch(/youtube/);
        expect(server.stderr().match(/is not a YouTube video id/g) ?? []).toHaveLength(id ? 1 : 0);
      } finally {
        await server.stop();
      }
    },
    20_000,
  );
});
