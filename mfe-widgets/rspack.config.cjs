const { createAppConfig } = require('@jetkiz/build-config');

/** The remote the shell loads at run time; its name and exposed modules come from the remote list (shared-contracts/src/remotes/remote-list.json). */
const remote = createAppConfig({ dir: __dirname, kind: 'remote' });

/**
 * What partners use, built without Module Federation: a remote's shared modules need the shell's runtime, and
 * neither the standalone page nor embed.js has a shell. The page bundles its own React; embed.js has no framework
 * and keeps a fixed name, since partners' pages point at it.
 */
const partner = createAppConfig({
  dir: __dirname,
  kind: 'app',
  entries: { standalone: './src/standalone/main.tsx', embed: './src/embed/main.ts' },
  pages: [{ filename: 'standalone.html', chunks: ['standalone'], title: 'Jetkiz' }],
});
delete partner.entry.main;
partner.name = 'partner';
partner.dependencies = ['remote'];
remote.name = 'remote';
partner.output = {
  ...partner.output,
  // The remote's build cleans dist/ first; this one adds to it.
  clean: false,
  filename: (pathData) => (pathData.chunk && pathData.chunk.name === 'embed' ? 'embed.js' : remote.output.filename),
  uniqueName: 'mfe_widgets_partner',
};

module.exports = [remote, partner];
