// Serves the remote's build (for the shell) and, for partners, the standalone widget pages and embed.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignal, createStaticServer, securityHeaders } from '@jetkiz/serve';
import { portOf } from '@jetkiz/stack/site-config.mjs';
import { configRoute, envList, localUrl, originOf, pathOf } from '@jetkiz/serve/app-config.mjs';
import { recaptchaSources, requireSiteKeyInProduction } from '@jetkiz/serve/recaptcha.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? portOf('mfe-widgets'));

/** What the standalone page reads at start (`/widget-config.json`); nothing about where things live is built in. */
const config = {
  apiUrl: env.API_URL ?? localUrl(env.API_PORT ?? 4000),
  siteUrl: env.SITE_URL ?? localUrl(env.SHELL_PORT ?? 3000),
  profileUrl: env.PROFILE_URL ?? localUrl(env.PROFILE_PORT ?? 3100),
  partnerOrigins: envList(env.PARTNER_ORIGINS).map(originOf),
  recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
};
// Like the shell: partner pages create parcels and trips, which the API only takes bot-checked in production.
requireSiteKeyInProduction(config.recaptchaSiteKey, "the widgets'");

const recaptcha = recaptchaSources(config.recaptchaSiteKey);
/** Widget pages may be framed by the site and the partners (ARCHITECTURE.md §5); everything else by itself only. */
const widgetPageHeaders = securityHeaders({
  scriptSources: recaptcha.scriptSources,
  connectSources: [originOf(config.apiUrl), ...recaptcha.connectSources],
  frameSources: recaptcha.frameSources,
  imageSources: [originOf(config.apiUrl)],
  frameAncestors: ["'self'", originOf(config.siteUrl), ...config.partnerOrigins],
});
const otherHeaders = securityHeaders();
/** The refusal page shows a notice and nothing else, so any page may frame it (issue 22 item 8). */
const refusalPageHeaders = securityHeaders({ frameAncestors: ['*'] });

const sendConfig = configRoute('/widget-config.json', config);
const WIDGET_PAGE = /^\/(ru|kz|en)\/widget\/(trip|parcel)\/?$/;
const REFUSAL_PAGE = /^\/(ru|kz|en)\/widget\/refused\/?$/;
const framers = [originOf(config.siteUrl), ...config.partnerOrigins];

/** @param {string | null | undefined} url */
function safeOriginOf(url) {
  try {
    return url ? originOf(url) : null;
  } catch {
    return null;
  }
}

/**
 * A widget page framed by a page that is not allowed: the browser would show a grey, empty frame (frame-ancestors),
 * so the frame goes to the refusal page instead, which says why. Judged by what the request names as its parent (the
 * `parent` embed.js adds, the Referer); a false claim gains nothing, since the widget page itself keeps its
 * frame-ancestors, and a request that names nothing is left to them.
 * @param {import('node:http').IncomingMessage} req
 */
function framedByStranger(req) {
  if (req.headers['sec-fetch-dest'] !== 'iframe') return false;
  const parent = new URL(req.url ?? '/', 'http://local').searchParams.get('parent');
  const named = [parent, req.headers.referer].map(safeOriginOf).filter((origin) => origin !== null);
  const own = (/** @type {string} */ origin) => new URL(origin).host === req.headers.host;
  return named.length > 0 && !named.some((origin) => framers.includes(origin) || own(origin));
}

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  headers: (req) => {
    if (WIDGET_PAGE.test(pathOf(req))) return widgetPageHeaders;
    return REFUSAL_PAGE.test(pathOf(req)) ? refusalPageHeaders : otherHeaders;
  },
  handle(req, res) {
    if (sendConfig(req, res)) return true;
    const page = WIDGET_PAGE.exec(pathOf(req));
    if (page && framedByStranger(req)) {
      res.statusCode = 302;
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Location', `/${page[1]}/widget/refused`);
      res.end();
      return true;
    }
    if (REFUSAL_PAGE.test(pathOf(req))) req.url = '/standalone.html';
    // One page serves every widget and locale; it reads both from its path.
    if (WIDGET_PAGE.test(pathOf(req))) req.url = '/standalone.html';
    return false;
  },
});
closeOnSignal(server);
console.log(`mfe-widgets on ${localUrl(port)}`);
