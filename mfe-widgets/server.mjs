import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveRemote } from '@jetkiz/serve/remote-server.mjs';

await serveRemote({ dir: path.dirname(fileURLToPath(import.meta.url)), defaultPort: Number(process.env.WIDGETS_PORT ?? 3004), name: 'mfe-widgets' });
