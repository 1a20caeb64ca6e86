// After `rspack build` and the Node-target build (rspack.prerender.cjs): writes dist/prerender/{locale}/{page}.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { renderSitePages } = createRequire(import.meta.url)('./.prerender/dist/prerender.cjs');
const pages = await renderSitePages();
for (const [name, html] of pages) {
  const file = path.join(here, 'dist/prerender', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
console.log(`shell: ${pages.size} prerendered pages in dist/prerender`);
