// Serves the shell's build and writes its /config.json from env at serve time (nothing is baked into the bundle).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignal, createStaticServer, isStaticAsset, resourceHintsHeader, securityHeaders } from '@jetkiz/serve';
import { configRoute, envList, localUrl, originOf, pathOf } from '@jetkiz/serve/app-config.mjs';
import { recaptchaSources, requireSiteKeyInProduction } from '@jetkiz/serve/recaptcha.mjs';
import { portOf, REMOTE_LIST, remoteManifestUrls } from '@jetkiz/stack/site-config.mjs';
import { PROMO_VIDEO_ORIGIN, promoVideoIdOf } from './src/config/promo-video.cjs';
import { createFragmentSource, createPrerenderRoute } from './src/prerender/compose-page.cjs';
import { isWidgetPath, matchSitePath } from './src/site-paths/site-paths.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? env.SHELL_PORT ?? 3000);

const config = {
  apiUrl: env.API_URL ?? localUrl(env.API_PORT ?? 4000),
  profileUrl: env.PROFILE_URL ?? localUrl(env.PROFILE_PORT ?? 3100),
  widgetsUrl: env.REMOTE_WIDGETS_ORIGIN ?? localUrl(portOf('mfe-widgets')),
  siteUrl: env.SITE_URL ?? localUrl(port),
  partnerOrigins: envList(env.PARTNER_ORIGINS),
  cookieDomain: env.COOKIE_DOMAIN ?? null,
  secureCookies: env.SECURE_COOKIES === 'true',
  googleTagId: env.GOOGLE_TAG_ID || null,
  metaPixelId: env.META_PIXEL_ID || null,
  // the bot check of the site's own forms (sign-up, login, password reset, trips, parcels); unset: off
  recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
  // the home page's promo video (a YouTube id); unset or malformed (said once, here): no video block
  promoVideoId: promoVideoIdOf(env.PROMO_VIDEO_ID, (message) => console.warn(message)),
  // from the one remote list: each remote's REMOTE_*_URL, else its local port
  remotes: remoteManifestUrls(env),
};

// The site's forms must run the bot check the API requires.
requireSiteKeyInProduction(config.recaptchaSiteKey, "the site's");

const remoteOrigins = Object.values(config.remotes).map(originOf);
// Analytics and pixel hosts are allowed only when their ids are configured.
const trackers = {
  scripts: [config.googleTagId && 'https://www.googletagmanager.com', config.metaPixelId && 'https://connect.facebook.net'].filter(Boolean),
  beacons: [
    ...(config.googleTagId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : []),
    ...(config.metaPixelId ? ['https://www.facebook.com'] : []),
  ],
};
// The marketing remote's promo video player, loaded only when the visitor clicks play, and only when a video is set.
const promoVideoFrames = config.promoVideoId ? [PROMO_VIDEO_ORIGIN] : [];
const recaptcha = recaptchaSources(config.recaptchaSiteKey);
const sources = {
  scriptSources: [...remoteOrigins, ...trackers.scripts, ...recaptcha.scriptSources],
  connectSources: [originOf(config.apiUrl), ...remoteOrigins, ...trackers.beacons, ...recaptcha.connectSources],
  frameSources: [originOf(config.widgetsUrl), ...promoVideoFrames, ...recaptcha.frameSources],
  imageSources: [originOf(config.apiUrl), ...remoteOrigins, ...trackers.beacons],
};
// Widget pages may be framed by the site and the partners; every other page only by the site itself.
const pageHeaders = securityHeaders(sources);
const widgetHeaders = securityHeaders({
  ...sources,
  frameAncestors: ["'self'", originOf(config.siteUrl), ...config.partnerOrigins.map(originOf)],
});

// A page's answer hints its critical path, which the script would find only after it has loaded and run: the
// /config.json it reads first, and the manifest of the remote that owns the page with a connection for that remote's
// scripts (the manifest's CORS fetch goes over a connection of its own; issue 21, Lighthouse).
function pageHints(req) {
  const match = isStaticAsset(req) ? null : matchSitePath(pathOf(req));
  if (!match) return {};
  const manifest = config.remotes[REMOTE_LIST[match.route.owner]?.container];
  return resourceHintsHeader({
    preconnect: manifest ? [originOf(manifest)] : [],
    preloadFetch: ['/config.json', ...(manifest ? [manifest] : [])],
  });
}

const fallbackStatus = (req) => (matchSitePath(pathOf(req)) ? 200 : 404);
const configHandle = configRoute('/config.json', config);
// A guest's marketing page (and the not-found page) comes rendered: the shell's prerendered tree with the marketing
// remote's page fragment, asked of the remote's own deployment on each request (kept PRERENDER_CACHE_MS at most,
// then revalidated), so a remote redeployed alone brings its new HTML with the next load. README: Prerendering.
const prerenderHandle = createPrerenderRoute({
  distDir: path.join(here, 'dist'),
  remotes: config.remotes,
  urls: { apiUrl: config.apiUrl, profileUrl: config.profileUrl, widgetsUrl: config.widgetsUrl, siteUrl: config.siteUrl },
  promoVideo: Boolean(config.promoVideoId),
  fragmentAt: createFragmentSource({ maxAgeMs: Number(env.PRERENDER_CACHE_MS ?? 1000) }),
  fallbackStatus,
  onError: (error) => console.error('prerendered page failed, served the client-rendered one:', error),
});

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  spa: true,
  headers: (req) => ({ ...(isWidgetPath(pathOf(req)) ? widgetHeaders : pageHeaders), ...pageHints(req) }),
  fallbackStatus,
  handle: (req, res) => configHandle(req, res) || prerenderHandle(req, res),
});
closeOnSignal(server);
console.log(`shell on ${localUrl(port)}`);
