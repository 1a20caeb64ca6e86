const { createAppConfig } = require('@jetkiz/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'remote',
  federationName: 'mfe_auth',
  exposes: {
    './Modal': './src/exposes/modal.tsx',
  },
});
