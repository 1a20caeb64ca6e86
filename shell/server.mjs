// Serves the shell's build and writes its /config.json from env at serve time (nothing is baked into the bundle).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignal, createStaticServer, securityHeaders } from '@jetkiz/serve';
import { isWidgetPath, matchSitePath } from './src/site-paths/site-paths.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const local = (port) => `http://localhost:${port}`;
const env = process.env;
const port = Number(env.PORT ?? env.SHELL_PORT ?? 3000);
const list = (value) => (value ? value.split(',').map((item) => item.trim()).filter(Boolean) : []);

const config = {
  apiUrl: env.API_URL ?? local(env.API_PORT ?? 4000),
  profileUrl: env.PROFILE_URL ?? local(env.PROFILE_PORT ?? 3100),
  widgetsUrl: env.REMOTE_WIDGETS_ORIGIN ?? local(env.WIDGETS_PORT ?? 3004),
  siteUrl: env.SITE_URL ?? local(port),
  partnerOrigins: list(env.PARTNER_ORIGINS),
  cookieDomain: env.COOKIE_DOMAIN ?? null,
  secureCookies: env.SECURE_COOKIES === 'true',
  googleTagId: env.GOOGLE_TAG_ID || null,
  metaPixelId: env.META_PIXEL_ID || null,
  remotes: {
    mfe_marketing: env.REMOTE_MARKETING_URL ?? `${local(env.MARKETING_PORT ?? 3001)}/mf-manifest.json`,
    mfe_auth: env.REMOTE_AUTH_URL ?? `${local(env.AUTH_PORT ?? 3002)}/mf-manifest.json`,
    mfe_schedule: env.REMOTE_SCHEDULE_URL ?? `${local(env.SCHEDULE_PORT ?? 3003)}/mf-manifest.json`,
    mfe_widgets: env.REMOTE_WIDGETS_URL ?? `${local(env.WIDGETS_PORT ?? 3004)}/mf-manifest.json`,
    mfe_logistics: env.REMOTE_LOGISTICS_URL ?? `${local(env.LOGISTICS_PORT ?? 3005)}/mf-manifest.json`,
  },
};

const originOf = (url) => new URL(url).origin;
const remoteOrigins = Object.values(config.remotes).map(originOf);
// Analytics and pixel hosts are allowed only when their ids are configured.
const trackers = {
  scripts: [config.googleTagId && 'https://www.googletagmanager.com', config.metaPixelId && 'https://connect.facebook.net'].filter(Boolean),
  beacons: [
    ...(config.googleTagId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : []),
    ...(config.metaPixelId ? ['https://www.facebook.com'] : []),
  ],
};
// The marketing remote's promo video player (SITE_CONTACTS.promoVideo), loaded only when the visitor clicks play.
const PROMO_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
const sources = {
  scriptSources: [...remoteOrigins, ...trackers.scripts],
  connectSources: [originOf(config.apiUrl), ...remoteOrigins, ...trackers.beacons],
  frameSources: [originOf(config.widgetsUrl), PROMO_VIDEO_ORIGIN],
  imageSources: [originOf(config.apiUrl), ...remoteOrigins, ...trackers.beacons],
};
// Widget pages may be framed by the site and the partners; every other page only by the site itself.
const pageHeaders = securityHeaders(sources);
const widgetHeaders = securityHeaders({ ...sources, frameAncestors: ["'self'", originOf(config.siteUrl), ...config.partnerOrigins.map(originOf)] });
const pathOf = (req) => new URL(req.url ?? '/', 'http://local').pathname;
const configBody = JSON.stringify(config);

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  spa: true,
  headers: (req) => (isWidgetPath(pathOf(req)) ? widgetHeaders : pageHeaders),
  fallbackStatus: (req) => (matchSitePath(pathOf(req)) ? 200 : 404),
  handle(req, res) {
    if (!req.url?.startsWith('/config.json')) return false;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(configBody);
    return true;
  },
});
closeOnSignal(server);
console.log(`shell on ${local(port)}`);
