// How a remote's dist/ is served locally: static, compressed, CORS for the shell, security headers.
import path from 'node:path';
import { closeOnSignal, createStaticServer, securityHeaders } from './index.mjs';

/** @param {{ dir: string, defaultPort: number, name: string, headers?: (req: import('node:http').IncomingMessage) => Record<string, string> }} options */
export async function serveRemote({ dir, defaultPort, name, headers }) {
  const port = Number(process.env.PORT ?? defaultPort);
  const base = securityHeaders();
  const server = await createStaticServer({
    root: path.join(dir, 'dist'),
    port,
    headers: (req) => ({ ...base, ...(headers ? headers(req) : {}) }),
  });
  closeOnSignal(server);
  console.log(`${name} on http://localhost:${port}`);
  return server;
}
