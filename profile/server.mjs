// Serves the profile host's build on its own origin and writes its /config.json from env at serve time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignal, createStaticServer, securityHeaders } from '@jetkiz/serve';

const here = path.dirname(fileURLToPath(import.meta.url));
const local = (port) => `http://localhost:${port}`;
const env = process.env;
const port = Number(env.PORT ?? env.PROFILE_PORT ?? 3100);

const config = {
  apiUrl: env.API_URL ?? local(env.API_PORT ?? 4000),
  siteUrl: env.SITE_URL ?? local(env.SHELL_PORT ?? 3000),
  cookieDomain: env.COOKIE_DOMAIN || null,
  secureCookies: env.SECURE_COOKIES === 'true',
};

const originOf = (url) => new URL(url).origin;
// No remote code runs here: scripts only from this origin; calls and avatars from the API.
const headers = securityHeaders({
  connectSources: [originOf(config.apiUrl)],
  imageSources: [originOf(config.apiUrl)],
  frameAncestors: ["'self'"],
});
const configBody = JSON.stringify(config);

const server = await createStaticServer({
  root: path.join(here, 'dist'),
  port,
  spa: true,
  headers: () => headers,
  handle(req, res) {
    if (!req.url?.startsWith('/config.json')) return false;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(configBody);
    return true;
  },
});
closeOnSignal(server);
console.log(`profile on ${local(port)}`);
