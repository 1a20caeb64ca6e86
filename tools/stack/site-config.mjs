// Where every part of the local stack lives: ports of ARCHITECTURE.md §6, each overridable by env. The remotes,
// their ports and the env vars of their URLs come from the one remote list in contracts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {Record<string, { workspace: string, container: string, port: number, portEnv: string, urlEnv: string }>} */
export const REMOTE_LIST = require('@jetkiz/contracts/src/remotes/remote-list.json');

const envPort = (name, fallback) => Number(process.env[name] ?? fallback);

export const REMOTE_APPS = Object.values(REMOTE_LIST).map((remote) => ({
  name: remote.container,
  workspace: remote.workspace,
  port: envPort(remote.portEnv, remote.port),
  portEnv: remote.portEnv,
  urlEnv: remote.urlEnv,
}));

export const APPS = [
  { name: 'api', workspace: 'api', port: envPort('API_PORT', 4000), portEnv: 'API_PORT' },
  { name: 'shell', workspace: 'shell', port: envPort('SHELL_PORT', 3000), portEnv: 'SHELL_PORT' },
  ...REMOTE_APPS,
  { name: 'profile', workspace: 'profile', port: envPort('PROFILE_PORT', 3100), portEnv: 'PROFILE_PORT' },
];

export function localUrl(port) {
  return `http://localhost:${port}`;
}

export function portOf(name) {
  const app = APPS.find((candidate) => candidate.name === name || candidate.workspace === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  return app.port;
}

/** MF container name → manifest URL: the remote's `urlEnv` when set, else its local server. */
export function remoteManifestUrls(env = process.env) {
  return Object.fromEntries(REMOTE_APPS.map((remote) => [remote.name, env[remote.urlEnv] ?? `${localUrl(remote.port)}/mf-manifest.json`]));
}
