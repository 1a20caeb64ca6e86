const { createAppConfig } = require('@jetkiz/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'remote',
  federationName: 'mfe_schedule',
  exposes: {
    './Page': './src/exposes/page.tsx',
  },
});
