const path = require('node:path');
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@jetkiz/build-config');

const config = createAppConfig({
  dir: __dirname,
  kind: 'remote',
  federationName: 'mfe_marketing',
  exposes: {
    './Page': './src/exposes/page.tsx',
    './Modal': './src/exposes/modal.tsx',
    './SubscriptionForm': './src/exposes/subscription-form.tsx',
  },
});

// Texts are data, not code: each part of each language is served as texts/{language}/{part}.json beside the
// remote's entry and fetched when a page shows it (src/i18n/marketing-texts.ts).
config.plugins.push(
  new rspack.CopyRspackPlugin({
    patterns: [{ context: path.join(__dirname, 'src/i18n'), from: '*/*.json', to: 'texts/[path][name][ext]' }],
  }),
);

module.exports = config;
