// How the shell's server (plain Node) builds a prerendered page: the shell's own tree for a guest (from its build's
// dist/prerender/) with the owning remote's page fragment (fetched from the remote's own deployment) in its slot,
// inlined into index.html with the page's language, title and head tags.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { matchSitePath } = require('../site-paths/site-paths.cjs');
const { NOT_FOUND_PATH, PAGE_SLOT, SERVE_TIME_URLS } = require('./prerender-protocol.cjs');

/** The session cookie (contracts' COOKIES.token): a visitor who has one gets the page rendered in the browser. */
const TOKEN_COOKIE = 'z_token';

const ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (value) => String(value).replace(/[&"<>]/g, (character) => ESCAPES[character]);

/** `value` with every `token` replaced (no `$` patterns: HTML may hold any text). */
const replaceAll = (value, token, replacement) => value.split(token).join(replacement);

/** A head tag of the fragment as HTML: site-relative hrefs (canonical, alternates) get the site's origin. */
function headTagHtml({ tag, attributes }, siteUrl, owned) {
  const origin = siteUrl.replace(/\/$/, '');
  const attributeHtml = Object.entries(attributes)
    .map(([name, value]) => {
      const absolute = name === 'href' && value.startsWith('/') ? `${origin}${value}` : value;
      return ` ${name}="${escapeHtml(absolute)}"`;
    })
    .join('');
  return `<${tag}${attributeHtml}${owned ? ' data-marketing-head=""' : ''}>`;
}

/** The href of each of the tree's language links (the header's LanguageSwitch), before its closing quote. */
const LANGUAGE_LINK_HREF = /(<a href="[^"?#]*)(" hrefLang=")/g;

/**
 * The tree with the request's query on its language links, as the hydrating LanguageSwitch renders them: a click
 * before the script has run keeps the query too. The hash never reaches the server; it joins after hydration.
 */
function withQueryOnLanguageLinks(tree, search) {
  if (!search) return tree;
  const query = escapeHtml(search);
  return tree.replace(LANGUAGE_LINK_HREF, (_, href, rest) => `${href}${query}${rest}`);
}

/** Whether a fetched fragment has what the page needs (a remote of another version may send something else). */
function isFragment(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.html === 'string' &&
    typeof value.lang === 'string' &&
    typeof value.title === 'string' &&
    Array.isArray(value.head) &&
    typeof value.publicPathToken === 'string'
  );
}

/**
 * The page: `template` (the shell's index.html) with `tree` (the shell's prerendered `#root` content) in `#root`;
 * with a `fragment`, the remote's page goes into the tree's slot and its language, title and head into the page.
 * @param {string} template
 * @param {{ tree: string, fragment?: object | null, remoteBase?: string, lang?: string, promoVideo?: boolean,
 *   urls: { apiUrl: string, profileUrl: string, widgetsUrl: string, siteUrl: string } }} parts
 */
function composePage(template, { tree, fragment = null, remoteBase = '', lang, promoVideo = false, urls }) {
  let root = tree;
  let head = '';
  let language = lang;
  if (fragment) {
    const body = promoVideo && typeof fragment.htmlWithPromoVideo === 'string' ? fragment.htmlWithPromoVideo : fragment.html;
    const withBase = (html) => replaceAll(html, fragment.publicPathToken, remoteBase);
    root = replaceAll(root, PAGE_SLOT, withBase(body));
    head = [
      `<title>${escapeHtml(fragment.title)}</title>`,
      ...fragment.head.map((tag) => headTagHtml(tag, urls.siteUrl, true)),
      // the remote's stylesheets the page uses, so it is styled before the remote's script loads them
      ...(fragment.stylesheets ?? []).map((tag) => withBase(headTagHtml(tag, urls.siteUrl, false))),
      ...(fragment.preloads ?? []).map((tag) => withBase(headTagHtml(tag, urls.siteUrl, false))),
    ].join('');
    language = fragment.lang;
  }
  for (const [name, token] of Object.entries(SERVE_TIME_URLS)) root = replaceAll(root, token, urls[name].replace(/\/$/, ''));

  let page = template.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  if (language) page = page.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(language)}">`);
  if (head) page = page.replace(/<title>[^<]*<\/title>/, () => head);
  return page;
}

/**
 * Fragments fetched from the remotes, each kept `maxAgeMs` at most and then revalidated (If-None-Match), so a
 * remote deployed alone brings its new HTML with the next request after that. Resolves null when there is none
 * (a remote without that page, an error, a timeout): the page is then rendered in the browser.
 * @param {{ fetch?: typeof fetch, maxAgeMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
function createFragmentSource({ fetch: fetchFn = fetch, maxAgeMs = 1000, timeoutMs = 2000, now = Date.now } = {}) {
  const cache = new Map();
  return async function fragmentAt(url) {
    const cached = cache.get(url);
    if (cached && now() - cached.checkedAt < maxAgeMs) return cached.fragment;
    try {
      const headers = cached?.etag ? { 'If-None-Match': cached.etag } : {};
      const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && cached) {
        cached.checkedAt = now();
        return cached.fragment;
      }
      if (!response.ok) {
        cache.delete(url);
        return null;
      }
      const fragment = await response.json();
      if (!isFragment(fragment)) return null;
      cache.set(url, { fragment, etag: response.headers.get('etag'), checkedAt: now() });
      return fragment;
    } catch {
      cache.delete(url);
      return null;
    }
  };
}

/** Where a remote serves a page's fragment: beside its manifest (`…/mf-manifest.json` → `…/prerender/kz/about.json`). */
function fragmentUrlOf(manifestUrl, locale, page) {
  return new URL(`prerender/${locale}/${page}.json`, manifestUrl).href;
}

/** The base URL the remote's files are served from, as the browser's `publicPath: 'auto'` finds it. */
function remoteBaseOf(manifestUrl) {
  return new URL('.', manifestUrl).href;
}

function hasSessionCookie(req) {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));
}

/**
 * The shell server's page route: a guest's request for a prerendered page gets the composed page; anything else (a
 * visitor with a session, a page that is not prerendered, a remote whose fragment cannot be fetched) gets the plain
 * index.html the browser renders, with `fallbackStatus`. Returns a `handle` for createStaticServer.
 * @param {{ distDir: string, remotes: Record<string, string>, urls: object, promoVideo: boolean,
 *   fragmentAt: (url: string) => Promise<object | null>, fallbackStatus: (req: object) => number,
 *   onError?: (error: unknown) => void }} options
 */
function createPrerenderRoute({ distDir, remotes, urls, promoVideo, fragmentAt, fallbackStatus, onError = () => undefined }) {
  const readTree = (name) => {
    try {
      return readFileSync(path.join(distDir, 'prerender', name), 'utf8');
    } catch {
      return null;
    }
  };
  const readTemplate = () => {
    try {
      return readFileSync(path.join(distDir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  };
  const send = (res, status, html) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(html);
  };

  async function answer(req, res, { pathname, search }, { locale, page }, template) {
    const status = fallbackStatus(req);
    try {
      const builtTree = readTree(`${locale}/${page ?? 'not-found'}.html`);
      if (!builtTree || hasSessionCookie(req)) return send(res, status, template);
      const tree = withQueryOnLanguageLinks(builtTree, search);
      if (!page) {
        // the tree's links to this page in the other languages: the requested path after its locale
        const rest = escapeHtml(pathname.split('/').filter(Boolean).slice(1).join('/'));
        return send(
          res,
          status,
          composePage(template, { tree: replaceAll(tree, NOT_FOUND_PATH, rest), urls, lang: languageOfLocale(locale) }),
        );
      }
      const manifestUrl = remotes.mfe_marketing;
      const fragment = manifestUrl ? await fragmentAt(fragmentUrlOf(manifestUrl, locale, page)) : null;
      if (!fragment) return send(res, status, template);
      send(res, status, composePage(template, { tree, fragment, remoteBase: remoteBaseOf(manifestUrl), promoVideo, urls }));
    } catch (error) {
      onError(error);
      send(res, status, template);
    }
  }

  return function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { pathname, search } = new URL(req.url ?? '/', 'http://local');
    if (path.extname(pathname)) return false;
    const match = matchSitePath(pathname);
    const locale = match ? match.locale : localeOf(pathname);
    if (!locale) return false;
    if (match && (match.kind !== 'page' || match.route.owner !== 'marketing')) return false;
    // Read on each request: a new build of the shell serves its new tree at once (it is a few kilobytes). With no
    // build there is nothing to compose: the static server answers as it would without prerendering.
    const template = readTemplate();
    if (template === null) return false;
    void answer(req, res, { pathname, search }, { locale, page: match ? match.route.page : null }, template);
    return true;
  };
}

const LOCALE_LANGUAGES = { ru: 'ru', kz: 'kk', en: 'en' };

function localeOf(pathname) {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && first in LOCALE_LANGUAGES ? first : null;
}

function languageOfLocale(locale) {
  return LOCALE_LANGUAGES[locale] ?? locale;
}

exports.composePage = composePage;
exports.withQueryOnLanguageLinks = withQueryOnLanguageLinks;
exports.createPrerenderRoute = createPrerenderRoute;
exports.createFragmentSource = createFragmentSource;
exports.fragmentUrlOf = fragmentUrlOf;
exports.remoteBaseOf = remoteBaseOf;
exports.isFragment = isFragment;
