const { rspack } = require('@rspack/core');
const { createAppConfig } = require('@jetkiz/build-config');

// Name and exposed modules come from the remote list (shared-contracts/src/remotes/remote-list.json).
const config = createAppConfig({ dir: __dirname, kind: 'remote' });

// The courier map's tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset: the map draws the points on a
// plain background and nothing is fetched from outside (src/courier/map/map-config.ts checks the value).
config.plugins.push(new rspack.DefinePlugin({ __COURIER_MAP_TILES_URL__: JSON.stringify(process.env.COURIER_MAP_TILES_URL ?? '') }));

module.exports = config;
