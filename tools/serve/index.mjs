// The static server every app is deployed with locally: compression, CORS for the shell's
// cross-origin module loads, security headers, long caching for hashed files.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import serveStatic from 'serve-static';

// Names the build gives by content: scripts and styles `[name].[contenthash:8].js|css`, assets `[hash].svg` and the like.
const HASHED_FILE = /(\.[0-9a-f]{8}\.(js|css)|\/[0-9a-f]{16,}\.(svg|png|jpe?g|webp|avif|woff2?))$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Text types worth compressing once at the best level, by extension.
const COMPRESSIBLE_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSORS = {
  // quality 11: 15 % smaller than the on-the-fly level 4 (the shell's main.js: 125 KB against 147 KB), 0.5–4 s of CPU
  // for that file, once per process
  br: (body) =>
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/** The encoding to answer in, from Accept-Encoding: brotli over gzip, none that the client refuses with q=0. */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name.toLowerCase()),
  );
  return ['br', 'gzip'].find((encoding) => accepted.has(encoding)) ?? null;
}

/**
 * Hashed scripts, styles and SVGs never change under their name: each is compressed once, at the best level, in the
 * background, and kept in memory (a build's dist/ holds a few MB). Until it is ready, the request falls through to the
 * on-the-fly compression, so no visitor waits for it. Answers true when it served the request.
 */
function hashedFileServer(root) {
  /** @type {Map<string, { body?: Buffer }>} */
  const cache = new Map();
  const compressedOf = (filePath, encoding) => {
    const key = `${encoding} ${filePath}`;
    const entry = cache.get(key);
    if (entry) return entry.body;
    const pending = {};
    cache.set(key, pending);
    readFile(filePath)
      .then((raw) => COMPRESSORS[encoding](raw))
      .then((body) => (pending.body = body))
      // a file missing now may appear with the next build: do not remember the failure
      .catch(() => cache.delete(key));
    return undefined;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      return false;
    }
    const type = COMPRESSIBLE_TYPES[path.extname(pathname)];
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!type || !encoding || !HASHED_FILE.test(pathname)) return false;
    const filePath = path.join(root, pathname);
    if (!filePath.startsWith(root + path.sep)) return false;
    const body = compressedOf(filePath, encoding);
    if (!body) return false;

    const etag = `"${encoding}-${path.basename(pathname)}"`;
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * Security headers of ARCHITECTURE.md §5: no inline script, `nosniff`, and who may frame the page.
 * Sources are origins (e.g. the remotes' and the API's) allowed beside 'self'.
 */
export function securityHeaders({
  scriptSources = [],
  connectSources = [],
  frameSources = [],
  imageSources = [],
  frameAncestors = ["'self'"],
} = {}) {
  const directive = (name, sources) => [name, "'self'", ...new Set(sources)].join(' ');
  const csp = [
    "default-src 'self'",
    directive('script-src', scriptSources),
    directive('style-src', [...scriptSources, "'unsafe-inline'"]),
    directive('img-src', [...imageSources, 'data:', 'blob:']),
    directive('font-src', [...scriptSources, 'data:']),
    directive('connect-src', connectSources),
    directive('frame-src', frameSources),
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * A `Link` header of resource hints for a page: the browser opens connections and starts fetches the page's script
 * would only ask for after it has loaded and run. Preloads are fetched as `fetch()` makes them (CORS, same-origin
 * credentials), so the script's own request takes the preloaded answer.
 * @param {{ preconnect?: string[], preloadFetch?: string[] }} hints origins to connect to, URLs to fetch
 */
export function resourceHintsHeader({ preconnect = [], preloadFetch = [] }) {
  const links = [
    ...[...new Set(preconnect)].map((origin) => `<${origin}>; rel=preconnect`),
    ...[...new Set(preloadFetch)].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`),
  ];
  return links.length > 0 ? { Link: links.join(', ') } : {};
}

/** A file with an extension other than .html: what another origin may need to load. */
export function isStaticAsset(req) {
  const extension = path.extname(new URL(req.url ?? '/', 'http://local').pathname);
  return extension !== '' && extension !== '.html';
}

/**
 * @param {object} options
 * @param {string} options.root              folder to serve (a build's dist/)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]            serve index.html for unknown paths
 * @param {(req: http.IncomingMessage) => Record<string, string>} [options.headers] headers for every response
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.handle] answers a request itself when it returns true
 * @param {(req: http.IncomingMessage) => number} [options.fallbackStatus] status of the SPA fallback page
 */
export function createStaticServer({ root, port, host = 'localhost', spa = false, headers = () => ({}), handle, fallbackStatus }) {
  const compress = compression();
  const rootPath = path.resolve(root);
  const hashedFiles = hashedFileServer(rootPath);
  const files = serveStatic(rootPath, {
    index: ['index.html'],
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const server = http.createServer((req, res) => {
    // Only static assets are shared cross-origin (the shell loads remotes' manifests, scripts and styles); pages are not.
    if (isStaticAsset(req)) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    for (const [name, value] of Object.entries(headers(req))) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.statusCode = 204;
      res.end();
      return;
    }
    if (hashedFiles(req, res)) return;
    compress(req, res, () => {
      if (handle && handle(req, res)) return;
      files(req, res, () => {
        if (!spa || path.extname(new URL(req.url ?? '/', 'http://local').pathname)) return notFound(res);
        // A page route of the single-page app: index.html, with the status the app knows for that path.
        if (fallbackStatus) res.statusCode = fallbackStatus(req);
        req.url = '/index.html';
        files(req, res, () => notFound(res));
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops the server when the process is asked to. */
export function closeOnSignal(server) {
  const close = () => server.close(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}
