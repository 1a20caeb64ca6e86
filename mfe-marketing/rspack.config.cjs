const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@jetkiz/build-config');

// Name and exposed modules come from the remote list (shared-contracts/src/remotes/remote-list.json).
const config = createAppConfig({ dir: __dirname, kind: 'remote' });

// Texts are data, not code: each part of each language is served as texts/{language}/{part}.json beside the
// remote's entry and fetched when a page shows it (src/i18n/marketing-texts.ts).
config.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ context: path.join(__dirname, 'src/i18n'), from: '*/*.json', to: 'texts/[path][name][ext]' }],
  }),
);

module.exports = config;
