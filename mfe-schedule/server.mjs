import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveRemote } from '@jetkiz/serve/remote-server.mjs';
import { portOf } from '@jetkiz/stack/site-config.mjs';

await serveRemote({ dir: path.dirname(fileURLToPath(import.meta.url)), defaultPort: portOf('mfe-schedule'), name: 'mfe-schedule' });
