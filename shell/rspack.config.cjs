const { createAppConfig } = require('@jetkiz/build-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'host',
  federationName: 'shell',
  pages: [{ filename: 'index.html', chunks: ['main'], title: 'Jetkiz' }],
});
