const { createAppConfig } = require('@jetkiz/build-config');

// Name and exposed modules come from the remote list (shared-contracts/src/remotes/remote-list.json).
module.exports = createAppConfig({ dir: __dirname, kind: 'remote' });
