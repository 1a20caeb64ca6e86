// The Node-target build of the same page components, run after the browser build: it writes every prerendered page
// into dist/prerender/ (see src/prerender/index.ts and prerender.mjs).
const { createPrerenderConfig } = require('@jetkiz/build-config');
const { PUBLIC_PATH_TOKEN } = require('./src/prerender/public-path.json');

// The remote's address is known only where it is deployed: the rendered images' URLs start with a token the shell's
// server replaces with the remote's base URL (the one its manifest is fetched from, as the browser's 'auto').
module.exports = createPrerenderConfig({
  dir: __dirname,
  kind: 'remote',
  entry: './src/prerender/index.ts',
  publicPath: PUBLIC_PATH_TOKEN,
});
