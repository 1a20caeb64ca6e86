// The static server every app is deployed with locally: compression, CORS for the shell's
// cross-origin module loads, security headers, long caching for hashed files.
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';

const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

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
  const files = serveStatic(path.resolve(root), {
    index: ['index.html'],
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
