// One app of `npm run dev` under rspack's dev server: rebuilt in memory on every change, with hot reload.
// Usage: node tools/stack/dev-server.mjs <workspace> <port> [<port of the app's own server, for its /config.json>]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [workspace, port, configServerPort] = process.argv.slice(2);
if (!workspace || !port) throw new Error('usage: dev-server.mjs <workspace> <port> [<config server port>]');

// The shared build config picks development mode (no minifying, source maps, React's development build) from this.
process.env.NODE_ENV = 'development';
const require = createRequire(import.meta.url);
// A workspace may build several bundles (mfe-widgets: the remote and the partners' page): one dev server serves all.
const loaded = require(path.join(repoRoot, workspace, 'rspack.config.cjs'));
const configs = Array.isArray(loaded) ? loaded : [loaded];
const isRemote = configs.some((config) => config.output?.publicPath === 'auto');

const devServer = {
  host: 'localhost',
  port: Number(port),
  hot: true,
  liveReload: true,
  // The shell on another origin loads a remote's manifest and chunks, and the hot-reload client of a remote talks
  // back to this server from the shell's page.
  headers: { 'Access-Control-Allow-Origin': '*' },
  allowedHosts: 'all',
  client: { overlay: { errors: true, warnings: false } },
  historyApiFallback: !isRemote,
  // The shell and the profile write /config.json from env in their own server.mjs: ask it, so the dev page gets the
  // same configuration as the built one.
  proxy: configServerPort ? [{ context: ['/config.json'], target: `http://localhost:${configServerPort}` }] : undefined,
};

const compiler = Array.isArray(loaded) ? rspack(configs.map((config) => ({ ...config, devServer }))) : rspack({ ...loaded, devServer });
const server = new RspackDevServer(devServer, compiler);
await server.start();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop().then(() => process.exit(0)));
