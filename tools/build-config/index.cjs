// One rspack + Module Federation setup for the shell, every remote and the profile app,
// so the shared singletons and build rules are written once.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const repoRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(repoRoot, 'package-lock.json'));

function installedVersion(name) {
  const entry = rootPackage.packages[`node_modules/${name}`];
  return entry ? entry.version : false;
}

/**
 * What the apps share at run time (ARCHITECTURE.md §2). Shared modules are not tree-shaken, so only what must be
 * one instance (React, MobX, i18next) is a singleton, eager in the shell. yup is shared lazily: loaded once, by
 * the first remote that validates a form. React Router and @jetkiz/contracts stay out of the share scope so the
 * shell's bundle is tree-shaken: remotes navigate through HostApi and bundle only the contracts they use.
 */
const SINGLETONS = ['react', 'react-dom/', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next'];
const LAZY_SHARED = ['yup'];

function sharedModules({ eager }) {
  const shared = {};
  const add = (name, options) => {
    const version = installedVersion(name.replace(/\/$/, ''));
    shared[name] = { requiredVersion: `^${version}`, version, ...options };
  };
  for (const name of SINGLETONS) add(name, { singleton: true, eager });
  for (const name of LAZY_SHARED) add(name, { singleton: true, eager: false });
  return shared;
}

/** React Router 7 publishes its production build only by path: its export conditions all lead to the development one. */
function productionAliases() {
  const routerDist = path.join(repoRoot, 'node_modules/react-router/dist/production');
  return {
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  };
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    // Evergreen browsers: keep async/await and classes as they are instead of down-levelling them.
    target: 'es2022',
  },
};

function scriptRules() {
  return [
    // Our own TypeScript, including @jetkiz/contracts, which is linked as source through node_modules.
    {
      test: /\.(t|j)sx?$/,
      exclude: (file) => file.includes('node_modules') && !file.includes('shared-contracts'),
      loader: 'builtin:swc-loader',
      options: swcOptions,
      type: 'javascript/auto',
    },
    { test: /\.module\.css$/, type: 'css/module' },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (__dirname of its rspack.config)
 * @param {'host' | 'remote' | 'app'} options.kind  host = the shell; remote = an mfe-*; app = standalone (profile)
 * @param {string} [options.federationName] MF container name (remotes and host)
 * @param {Record<string, string>} [options.exposes]
 * @param {Record<string, string>} [options.entries] extra entries (standalone pages)
 * @param {{ filename: string, chunks: string[], title?: string }[]} [options.pages] HTML pages to emit
 */
function createAppConfig({ dir, kind, federationName, exposes = {}, entries = {}, pages = [] }) {
  const production = process.env.NODE_ENV !== 'development';
  const plugins = [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ...pages.map(
      (page) =>
        new rspack.HtmlRspackPlugin({
          filename: page.filename,
          chunks: page.chunks,
          template: path.join(__dirname, 'page.html'),
          templateParameters: { title: page.title ?? 'Jetkiz' },
          scriptLoading: 'defer',
        }),
    ),
  ];

  if (kind !== 'app') {
    plugins.push(
      new ModuleFederationPlugin({
        name: federationName,
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: kind === 'remote' ? exposes : undefined,
        shared: sharedModules({ eager: kind === 'host' }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
    );
  }

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: kind === 'remote' ? entries : { main: './src/index.ts', ...entries },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: kind === 'remote' ? 'auto' : '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: federationName ?? path.basename(dir),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // React Router ships development builds under a `development` condition: keep them out of production.
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: production ? productionAliases() : {},
    },
    module: { rules: scriptRules(), parser: { 'css/module': { namedExports: false } } },
    plugins,
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : undefined,
  };
}

module.exports = { createAppConfig, sharedModules };
