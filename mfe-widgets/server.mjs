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

const sendConfig = configRoute('/widget-config.json', config);
const WIDGET_PAGE = /^\/(ru|kz|en)\/widget\/(trip|parcel)\/?$/;

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  headers: (req) => (WIDGET_PAGE.test(pathOf(req)) ? widgetPageHeaders : otherHeaders),
  handle(req, res) {
    if (sendConfig(req, res)) return true;
    // One page serves every widget and locale; it reads both from its path.
    if (WIDGET_PAGE.test(pathOf(req))) req.url = '/standalone.html';
    return false;
  },
});
closeOnSignal(server);
console.log(`mfe-widgets on ${localUrl(port)}`);
