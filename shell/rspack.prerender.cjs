// The Node-target build of the shell's own components, run after the browser build: prerender.mjs writes a guest's
// `#root` tree of every prerendered page into dist/prerender/ (src/prerender/render-site.tsx).
const { createPrerenderConfig } = require('@jetkiz/build-config');

module.exports = createPrerenderConfig({ dir: __dirname, kind: 'host', entry: './src/prerender/node-entry.ts' });
