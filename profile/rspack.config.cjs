const { createAppConfig } = require('@jetkiz/build-config');

// The profile host is a standalone React app on its own origin: no Module Federation.
module.exports = createAppConfig({
  dir: __dirname,
  kind: 'app',
  pages: [{ filename: 'index.html', chunks: ['main'], title: 'Jetkiz' }],
});
