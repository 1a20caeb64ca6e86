const { createAppConfig } = require('@jetkiz/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'remote',
  federationName: 'mfe_marketing',
  exposes: {
    './Page': './src/exposes/page.tsx',
    './Modal': './src/exposes/modal.tsx',
  },
});
