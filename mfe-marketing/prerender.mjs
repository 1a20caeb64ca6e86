// After `rspack build` and the Node-target build (rspack.prerender.cjs): writes dist/prerender/{locale}/{page}.json.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { prerenderAll } = createRequire(import.meta.url)('./.prerender/dist/prerender.cjs');
const written = await prerenderAll(path.join(here, 'dist/prerender'), path.join(here, 'src/i18n'));
console.log(`mfe-marketing: ${written.length} prerendered pages in dist/prerender`);
