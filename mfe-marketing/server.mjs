import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveRemote } from '@jetkiz/serve/remote-server.mjs';

await serveRemote({ dir: path.dirname(fileURLToPath(import.meta.url)), defaultPort: Number(process.env.MARKETING_PORT ?? 3001), name: 'mfe-marketing' });
