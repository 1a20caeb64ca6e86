import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { composePage, createFragmentSource, createPrerenderRoute, fragmentUrlOf, remoteBaseOf } from './compose-page.cjs';
import type { PageFragment } from './compose-page.cjs';
import { NOT_FOUND_PATH, PAGE_SLOT, SERVE_TIME_URLS } from './prerender-protocol.cjs';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><title>Jetkiz</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const URLS = {
  apiUrl: 'https://api.jetkiz.kz',
  profileUrl: 'https://my.jetkiz.kz/',
  widgetsUrl: 'https://w.jetkiz.kz',
  siteUrl: 'https://jetkiz.kz',
};
const TOKEN = '__REMOTE__/';
const TREE = `<div><header><a href="${SERVE_TIME_URLS.profileUrl}/ru">profile</a></header><main>${PAGE_SLOT}</main></div>`;

const aboutFragment: PageFragment = {
  page: 'about',
  locale: 'kz',
  lang: 'kk',
  title: 'Jetkiz туралы & бізбен',
  head: [
    { tag: 'meta', attributes: { name: 'description', content: 'Сипаттама "тырнақшада"' } },
    { tag: 'link', attributes: { rel: 'canonical', href: '/kz/about' } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: '/ru/about' } },
  ],
  preloads: [{ tag: 'link', attributes: { rel: 'preload', as: 'image', href: `${TOKEN}hero.svg` } }],
  stylesheets: [{ tag: 'link', attributes: { rel: 'stylesheet', href: `${TOKEN}about.css` } }],
  publicPathToken: TOKEN,
  html: `<!--$--><h1>Jetkiz туралы</h1><img src="${TOKEN}hero.svg"/><p>$& $1 text</p><!--/$-->`,
};

describe('composePage', () => {
  it('puts the fragment into the tree and the tree into #root, with the page language, title and head', () => {
    const page = composePage(TEMPLATE, { tree: TREE, fragment: aboutFragment, remoteBase: 'https://m.jetkiz.kz/', urls: URLS });
    expect(page).toContain('<html lang="kk">');
    expect(page).toContain('<title>Jetkiz туралы &amp; бізбен</title>');
    expect(page).not.toContain('<title>Jetkiz</title>');
    expect(page).toContain('<meta name="description" content="Сипаттама &quot;тырнақшада&quot;" data-marketing-head="">');
    expect(page).toContain('<link rel="canonical" href="https://jetkiz.kz/kz/about" data-marketing-head="">');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://jetkiz.kz/ru/about" data-marketing-head="">');
    expect(page).toContain(
      '<link rel="stylesheet" href="https://m.jetkiz.kz/about.css"><link rel="preload" as="image" href="https://m.jetkiz.kz/hero.svg">',
    );
    // the remote's images point at the remote; `$` in the page's text is kept as it is
    expect(page).toContain(
      '<div id="root"><div><header><a href="https://my.jetkiz.kz/ru">profile</a></header><main><!--$--><h1>Jetkiz туралы</h1><img src="https://m.jetkiz.kz/hero.svg"/><p>$& $1 text</p><!--/$--></main></div></div>',
    );
    expect(page).not.toContain(PAGE_SLOT);
    expect(page).not.toContain(TOKEN);
  });

  it('takes the promo video variant only when the site shows a video and the fragment has one', () => {
    const home = { ...aboutFragment, html: '<p>plain</p>', htmlWithPromoVideo: '<p>video</p>' };
    const parts = { tree: TREE, fragment: home, remoteBase: 'https://m.jetkiz.kz/', urls: URLS };
    expect(composePage(TEMPLATE, { ...parts, promoVideo: true })).toContain('<main><p>video</p></main>');
    expect(composePage(TEMPLATE, { ...parts, promoVideo: false })).toContain('<main><p>plain</p></main>');
    expect(composePage(TEMPLATE, { ...parts, fragment: aboutFragment, promoVideo: true })).toContain('<h1>Jetkiz туралы</h1>');
  });

  it('without a fragment inlines the shell’s own tree with the language and keeps the title', () => {
    const page = composePage(TEMPLATE, { tree: '<section><h1>404</h1></section>', lang: 'en', urls: URLS });
    expect(page).toContain('<html lang="en"><head><title>Jetkiz</title>');
    expect(page).toContain('<div id="root"><section><h1>404</h1></section></div>');
  });
});

describe('remote addresses', () => {
  it('finds the fragment and the files beside the remote’s manifest', () => {
    expect(fragmentUrlOf('https://m.jetkiz.kz/v2/mf-manifest.json', 'kz', 'about')).toBe('https://m.jetkiz.kz/v2/prerender/kz/about.json');
    expect(remoteBaseOf('https://m.jetkiz.kz/v2/mf-manifest.json')).toBe('https://m.jetkiz.kz/v2/');
  });
});

/** What the source reads of a fetch's response. */
function jsonResponse(body: unknown, init: { status?: number; etag?: string } = {}): Response {
  const status = init.status ?? 200;
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'etag' ? (init.etag ?? null) : null) },
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

describe('createFragmentSource', () => {
  const url = 'https://m.jetkiz.kz/prerender/kz/about.json';

  it('keeps a fragment for maxAgeMs, then revalidates it with its ETag and takes what a new deploy sends', async () => {
    let clock = 0;
    const fetch = jest
      .fn<Promise<Response>, [string | URL | Request, RequestInit?]>()
      .mockResolvedValueOnce(jsonResponse(aboutFragment, { etag: '"v1"' }))
      .mockResolvedValueOnce(jsonResponse(null, { status: 304 }))
      .mockResolvedValueOnce(jsonResponse({ ...aboutFragment, title: 'new build' }, { etag: '"v2"' }));
    const fragmentAt = createFragmentSource({ fetch, maxAgeMs: 1000, now: () => clock });

    expect((await fragmentAt(url))?.title).toBe(aboutFragment.title);
    clock = 999;
    expect((await fragmentAt(url))?.title).toBe(aboutFragment.title);
    expect(fetch).toHaveBeenCalledTimes(1);

    clock = 1000;
    expect((await fragmentAt(url))?.title).toBe(aboutFragment.title);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]?.headers).toEqual({ 'If-None-Match': '"v1"' });

    clock = 2000;
    expect((await fragmentAt(url))?.title).toBe('new build');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answers null for a failed fetch, an error status or something that is not a fragment', async () => {
    const failing = createFragmentSource({ fetch: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(await failing(url)).toBeNull();
    const missing = createFragmentSource({ fetch: () => Promise.resolve(jsonResponse({ error: 'x' }, { status: 404 })) });
    expect(await missing(url)).toBeNull();
    const other = createFragmentSource({ fetch: () => Promise.resolve(jsonResponse({ html: 1 })) });
    expect(await other(url)).toBeNull();
  });
});

interface Answer {
  handled: boolean;
  status: number;
  body: string;
}

describe('createPrerenderRoute', () => {
  let dist: string;
  const fragments = new Map<string, PageFragment | null>();
  const served: string[] = [];

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'jetkiz-prerender-'));
    mkdirSync(path.join(dist, 'prerender/kz'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'prerender/kz/about.html'), TREE);
    writeFileSync(path.join(dist, 'prerender/kz/not-found.html'), `<a href="/ru/${NOT_FOUND_PATH}" hrefLang="ru">ru</a>`);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  beforeEach(() => {
    fragments.clear();
    served.length = 0;
  });

  const route = () =>
    createPrerenderRoute({
      distDir: dist,
      remotes: { mfe_marketing: 'https://m.jetkiz.kz/mf-manifest.json' },
      urls: URLS,
      promoVideo: false,
      fragmentAt: (url) => {
        served.push(url);
        return Promise.resolve(fragments.get(url) ?? null);
      },
      fallbackStatus: (req) => (req.url === '/kz/nope/deeper' ? 404 : 200),
    });

  function request(url: string, cookie?: string): Promise<Answer> {
    return new Promise((resolve) => {
      const answer: Answer = { handled: false, status: 0, body: '' };
      const req = { method: 'GET', url, headers: cookie ? { cookie } : {} } as unknown as IncomingMessage;
      const res: { statusCode: number; setHeader: () => void; end: (body: string) => void } = {
        statusCode: 0,
        setHeader: () => undefined,
        end: (body) => resolve({ ...answer, handled: true, status: res.statusCode, body }),
      };
      if (!route()(req, res as unknown as ServerResponse)) resolve(answer);
    });
  }

  it('serves a guest the page composed with the fragment the remote serves now', async () => {
    fragments.set('https://m.jetkiz.kz/prerender/kz/about.json', aboutFragment);
    const answer = await request('/kz/about');
    expect(served).toEqual(['https://m.jetkiz.kz/prerender/kz/about.json']);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="kk">');
    expect(answer.body).toContain('<main><!--$--><h1>Jetkiz туралы</h1>');
  });

  it('falls back to the plain page when the fragment cannot be fetched', async () => {
    const answer = await request('/kz/about');
    expect(answer).toEqual({ handled: true, status: 200, body: TEMPLATE });
  });

  it('gives a visitor with a session the plain page, rendered in the browser', async () => {
    fragments.set('https://m.jetkiz.kz/prerender/kz/about.json', aboutFragment);
    const answer = await request('/kz/about', 'theme=dark; z_token=abc');
    expect(answer.body).toBe(TEMPLATE);
    expect(served).toEqual([]);
  });

  it('serves an unknown path the shell’s own not-found tree with 404, its language links naming that path', async () => {
    const answer = await request('/kz/nope/deeper');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('<html lang="kk">');
    expect(answer.body).toContain('<div id="root"><a href="/ru/nope/deeper" hrefLang="ru">ru</a></div>');
  });

  it('gives the language links the request’s query, as the hydrating language switch renders them', async () => {
    const answer = await request('/kz/nope/deeper?from=ad&q=%22x%22');
    expect(answer.body).toContain('<a href="/ru/nope/deeper?from=ad&amp;q=%22x%22" hrefLang="ru">ru</a>');
  });

  it('leaves other pages, files and paths without a locale to the static server', async () => {
    expect((await request('/kz/schedule')).handled).toBe(false);
    expect((await request('/main.js')).handled).toBe(false);
    expect((await request('/')).handled).toBe(false);
    // a page the shell has no tree for (not prerendered in that locale's build) is the plain page
    expect((await request('/ru/about')).body).toBe(TEMPLATE);
  });

  it('leaves every page to the static server while the shell has no build (its index.html missing)', async () => {
    fragments.set('https://m.jetkiz.kz/prerender/kz/about.json', aboutFragment);
    rmSync(path.join(dist, 'index.html'));
    try {
      expect((await request('/kz/about')).handled).toBe(false);
      expect((await request('/kz/nope/deeper')).handled).toBe(false);
      expect(served).toEqual([]);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    }
  });
});
