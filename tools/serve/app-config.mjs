// What the apps' servers share in reading env and handing the page its config at serve time (nothing is baked into a bundle).

/** @param {string | number} port */
export const localUrl = (port) => `http://localhost:${port}`;

/** @param {string} url */
export const originOf = (url) => new URL(url).origin;

/** @param {import('node:http').IncomingMessage} req */
export const pathOf = (req) => new URL(req.url ?? '/', 'http://local').pathname;

/**
 * A comma-separated env value (e.g. PARTNER_ORIGINS) as its items; unset or blank: none.
 * @param {string | undefined} value
 */
export function envList(value) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * A `handle` for createStaticServer that answers `path` with `config` as JSON, never cached: env may change between deploys.
 * @param {string} path
 * @param {object} config
 */
export function configRoute(path, config) {
  const body = JSON.stringify(config);
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} */
  return (req, res) => {
    if (pathOf(req) !== path) return false;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
    return true;
  };
}
