// After `rspack build` and the Node-target build (rspack.prerender.cjs): writes dist/prerender/{locale}/{page}.html,
// and links the stylesheets those trees use in dist/index.html.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const { renderSitePages, stylesheetsOf } = createRequire(import.meta.url)('./.prerender/dist/prerender.cjs');
const pages = await renderSitePages();
for (const [name, html] of pages) {
  const file = path.join(dist, 'prerender', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The header's and layout's CSS comes with the lazily loaded app chunk, after a prerendered page has been drawn: without
// it in the head the page would be drawn unstyled first and then shift. Linked here, it styles the page from the start.
const indexFile = path.join(dist, 'index.html');
const template = readFileSync(indexFile, 'utf8');
const stylesheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css') && !template.includes(`/${file}"`))
  .sort()
  .map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));
const linked = stylesheetsOf([...pages.values()].join(''), stylesheets);
const links = linked.map((file) => `<link href="/${file}" rel="stylesheet">`).join('');
writeFileSync(
  indexFile,
  template.replace('</head>', () => `${links}</head>`),
);
console.log(
  `shell: ${pages.size} prerendered pages in dist/prerender; their stylesheets linked in index.html: ${linked.join(', ') || 'none'}`,
);
