// Serves the remote's build (for the shell) and, for partners, the standalone widget pages and embed.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignal, createStaticServer, securityHeaders } from '@jetkiz/serve';
import { portOf } from '@jetkiz/stack/site-config.mjs';
import { recaptchaSources } from '@jetkiz/serve/recaptcha.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const local = (port) => `http://localhost:${port}`;
const list = (value) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
const originOf = (url) => new URL(url).origin;
const port = Number(env.PORT ?? portOf('mfe-widgets'));

/** What the standalone page reads at start (`/widget-config.json`); nothing about where things live is built in. */
const config = {
  apiUrl: env.API_URL ?? local(env.API_PORT ?? 4000),
  siteUrl: env.SITE_URL ?? local(env.SHELL_PORT ?? 3000),
  profileUrl: env.PROFILE_URL ?? local(env.PROFILE_PORT ?? 3100),
  partnerOrigins: list(env.PARTNER_ORIGINS).map(originOf),
  recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
};
const configBody = JSON.stringify(config);
// Fail closed, like the shell: partner pages create parcels and trips, which the API only takes bot-checked in production.
if (env.NODE_ENV === 'production' && !config.recaptchaSiteKey) {
  console.error("RECAPTCHA_SITE_KEY must be set in production (the widgets' bot check); the widgets are not served without it");
  process.exit(1);
}

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

const WIDGET_PAGE = /^\/(ru|kz|en)\/widget\/(trip|parcel)\/?$/;
const pathOf = (req) => new URL(req.url ?? '/', 'http://local').pathname;

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  headers: (req) => (WIDGET_PAGE.test(pathOf(req)) ? widgetPageHeaders : otherHeaders),
  handle(req, res) {
    const pathname = pathOf(req);
    if (pathname === '/widget-config.json') {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(configBody);
      return true;
    }
    // One page serves every widget and locale; it reads both from its path.
    if (WIDGET_PAGE.test(pathname)) req.url = '/standalone.html';
    return false;
  },
});
closeOnSignal(server);
console.log(`mfe-widgets on ${local(port)}`);
