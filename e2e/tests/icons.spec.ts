import { expect, test } from '@playwright/test';
import { ORIGINS } from '../support/stack';

// Every origin with pages of its own names the favicon set and the web app manifest, and serves them.
for (const [name, origin, page] of [
  ['site', ORIGINS.site, '/ru'],
  ['profile', ORIGINS.profile, '/'],
] as const) {
  test(`the ${name} serves its favicon set and web app manifest`, async ({ request }) => {
    const html = await (await request.get(`${origin}${page}`)).text();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');

    const favicon = await request.get(`${origin}/favicon.svg`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');

    const manifest = (await (await request.get(`${origin}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Jetkiz');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const served = await request.get(`${origin}${icon.src}`);
      expect(served.status(), icon.src).toBe(200);
    }
  });
}
