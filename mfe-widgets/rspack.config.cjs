const { createAppConfig } = require('@jetkiz/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'remote',
  federationName: 'mfe_widgets',
  exposes: {
    './Widget': './src/exposes/widget.tsx',
  },
});
