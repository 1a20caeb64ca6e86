import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort, get, startServedApp, whenServing } from '@jetkiz/web-kit/src/testing';

// What the static server does for Lighthouse (issue 21): hashed files in brotli at its best level, and the shell's pages
// hinting their critical path in a Link header.
const SHELL_SERVER = path.resolve(__dirname, '../../server.mjs');

describe("the shell's pages hint their critical path", () => {
  it("preloads /config.json and the owning remote's manifest, and connects to that remote, on pages only", async () => {
    const port = await freePort();
    const server = startServedApp(
      [SHELL_SERVER],
      {
        PORT: String(port),
        REMOTE_MARKETING_URL: 'https://marketing.example/mf-manifest.json',
        REMOTE_SCHEDULE_URL: 'https://schedule.example/mf-manifest.json',
      },
      path.dirname(SHELL_SERVER),
    );
    try {
      const home = await whenServing(`http://localhost:${port}/ru`, server);
      expect(home.headers.link).toBe(
        [
          '<https://marketing.example>; rel=preconnect',
          '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
          '<https://marketing.example/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        ].join(', '),
      );
      expect((await get(`http://localhost:${port}/kz/about`)).headers.link).toContain('<https://marketing.example/mf-manifest.json>');
      expect((await get(`http://localhost:${port}/ru/schedule`)).headers.link).toContain('<https://schedule.example/mf-manifest.json>');
      // a script, the config itself and a path the site does not have carry no hints
      expect((await get(`http://localhost:${port}/main.0123abcd.js`)).headers.link).toBeUndefined();
      expect((await get(`http://localhost:${port}/config.json`)).headers.link).toBeUndefined();
      expect((await get(`http://localhost:${port}/ru/no-such-page`)).headers.link).toBeUndefined();
    } finally {
      await server.stop();
    }
  }, 20_000);
});

describe('the static server and hashed files', () => {
  const script = `export const text = ${JSON.stringify('Jetkiz '.repeat(2000))};\n`;
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-serve-'));
    writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers them in brotli at its best level once compressed, with long caching and a validator', async () => {
    const port = await freePort();
    const server = startServedApp(
      [
        '--input-type=module',
        '-e',
        `import { createStaticServer } from '@jetkiz/serve'; await createStaticServer({ root: ${JSON.stringify(root)}, port: ${port} }); console.log('up');`,
      ],
      {},
      path.dirname(SHELL_SERVER),
    );
    const url = `http://localhost:${port}/main.0123abcd.js`;
    try {
      const first = await whenServing(url, server);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // compressed in the background: a later request gets the best level
      const deadline = Date.now() + 10_000;
      let answer = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      while (answer.headers.etag !== '"br-main.0123abcd.js"' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      }
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
      expect(answer.body.length).toBe(zlib.brotliCompressSync(Buffer.from(script)).length);

      const revalidated = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': '"br-main.0123abcd.js"' });
      expect(revalidated.status).toBe(304);
      // a client that refuses brotli gets gzip; one that asks for nothing gets the file as it is
      let gzipped = await get(url, { 'Accept-Encoding': 'br;q=0, gzip' });
      while (gzipped.headers.etag !== '"gzip-main.0123abcd.js"' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        gzipped = await get(url, { 'Accept-Encoding': 'br;q=0, gzip' });
      }
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
      expect((await get(`http://localhost:${port}/gone.0123abcd.js`, { 'Accept-Encoding': 'br' })).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
