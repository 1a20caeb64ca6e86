// One rspack + Module Federation setup for the shell, every remote and the profile app,
// so the shared singletons and build rules are written once.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const repoRoot = path.resolve(__dirname, '../..');
const REMOTE_LIST = require('@jetkiz/contracts/src/remotes/remote-list.json');
const HOST_API = require('@jetkiz/contracts/src/host-api/host-api-version.json');

/** A remote's entry in the one remote list, by its workspace folder. */
function remoteOf(dir) {
  const remote = Object.values(REMOTE_LIST).find((candidate) => candidate.workspace === path.basename(dir));
  if (!remote) throw new Error(`${path.basename(dir)} is not in shared-contracts/src/remotes/remote-list.json`);
  return remote;
}

/** module name → file, as ModuleFederationPlugin's `exposes` takes them */
function exposesOf(remote) {
  return Object.fromEntries(Object.values(remote.exposes).map(({ module, file }) => [module, file]));
}

/** A remote's manifest says which HostApi version it was built against; the shell checks it before mounting. */
async function addHostApiVersion({ stats }) {
  stats.metaData[HOST_API.manifestKey] = HOST_API.version;
  return stats;
}
const rootPackage = require(path.join(repoRoot, 'package-lock.json'));

function installedVersion(name) {
  const entry = rootPackage.packages[`node_modules/${name}`];
  // A workspace package is a link in the lock; its version is on the workspace's own entry.
  if (entry && entry.link) return rootPackage.packages[entry.resolved].version;
  return entry ? entry.version : false;
}

/**
 * What the apps share at run time (ARCHITECTURE.md §2). Shared modules are not tree-shaken, so only what must be
 * one instance (React, MobX, i18next, and the web kit whose modal and controls every app draws) is a singleton, eager
 * in the shell. yup and the web kit's forms half (fields, forms, the modal: `@jetkiz/web-kit/forms`) are shared
 * lazily: loaded once, by the first form or modal, not by the first paint. React Router and
 * @jetkiz/contracts stay out of the share scope so the shell's bundle is tree-shaken: remotes navigate through HostApi
 * and bundle only the contracts they use.
 */
const SINGLETONS = ['react', 'react-dom/', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next', '@jetkiz/web-kit'];
const LAZY_SHARED = ['yup', '@jetkiz/web-kit/forms'];
/**
 * Singletons shared as a module of ours that re-exports only the parts the apps import (`import`: what this build
 * provides to the share scope and falls back to): 7 KB gzip less react-i18next and 3 KB less mobx on every first visit.
 */
const SHARED_PARTS = {
  'react-i18next': path.join(__dirname, 'shared/react-i18next.mjs'),
  mobx: path.join(__dirname, 'shared/mobx.mjs'),
};

function sharedModules({ eager }) {
  const shared = {};
  const add = (name, options) => {
    // a package's subpath ('react-dom/', '@jetkiz/web-kit/forms') has the package's version
    const version = installedVersion(name.match(/^(@[^/]+\/)?[^/]+/)[0]);
    shared[name] = { requiredVersion: `^${version}`, version, ...options };
  };
  for (const name of SINGLETONS) add(name, { singleton: true, eager, ...(SHARED_PARTS[name] ? { import: SHARED_PARTS[name] } : {}) });
  for (const name of LAZY_SHARED) add(name, { singleton: true, eager: false });
  return shared;
}

/**
 * @module-federation/retry-plugin pins an older @module-federation/sdk (for its logger) that would otherwise be bundled
 * a second time beside the runtime's own: every importer gets the one the runtime uses.
 */
function federationAliases() {
  const bundlerRuntime = path.join(repoRoot, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
  return {
    '@module-federation/sdk$': path.join(repoRoot, 'node_modules/@module-federation/sdk/dist/index.js'),
    // react-i18next's files by path, for shared/react-i18next.mjs (its package exports only the whole)
    '@jetkiz/react-i18next-parts': path.join(path.dirname(require.resolve('react-i18next/package.json')), 'dist/es'),
    // The plugin imports the bundler runtime (every remoteEntry.js carries it) by its CommonJS file: the ES module
    // build lets the build drop what the container does not use (a remote loads no remotes of its own).
    [`${bundlerRuntime}/index.cjs$`]: `${bundlerRuntime}/index.js`,
  };
}

/**
 * The federation plugin aliases `@module-federation/runtime` to its CommonJS build after every plugin is applied:
 * point that alias at the ES module build of the same version, smaller and tree-shaken (1.5 KB gzip per remote entry).
 */
const esModuleFederationRuntime = {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap({ name: 'JetkizEsModuleFederationRuntime', stage: 100 }, () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const key of ['@module-federation/runtime', '@module-federation/runtime$']) {
        if (typeof alias[key] === 'string') alias[key] = alias[key].replace(/index\.cjs$/, 'index.js');
      }
      compiler.options.resolve.alias = alias;
    });
  },
};

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
 * @param {string} [options.federationName] MF container name of the host; a remote's name and exposes come from the remote list
 * @param {Record<string, string>} [options.entries] extra entries (standalone pages)
 * @param {{ filename: string, chunks: string[], title?: string }[]} [options.pages] HTML pages to emit
 */
function createAppConfig({ dir, kind, federationName: hostName, entries = {}, pages = [] }) {
  const remote = kind === 'remote' ? remoteOf(dir) : null;
  const federationName = remote ? remote.container : hostName;
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
    // Every app with a page of its own carries the favicon set and the web app manifest at its root.
    ...(pages.length > 0
      ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'icons'), globOptions: { ignore: ['**/*.mjs'] } }] })]
      : []),
  ];

  if (kind !== 'app') {
    plugins.push(
      new ModuleFederationPlugin({
        name: federationName,
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: remote ? exposesOf(remote) : undefined,
        shared: sharedModules({ eager: kind === 'host' }),
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { additionalData: addHostApiVersion } : true,
        dts: false,
        // The browser only (no Node script loader in the runtime); a remote loads no remotes itself (HostApi does).
        experiments:
          kind === 'host'
            ? { provideExternalRuntime: true, optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      esModuleFederationRuntime,
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
      alias: { ...federationAliases(), ...(production ? productionAliases() : {}) },
    },
    module: {
      rules: scriptRules(),
      // Custom properties are the kit's theming interface (e.g. web-kit's `--shimmer-edge`, set by a remote's module):
      // a module-scoped name would never reach the element that reads it.
      parser: { 'css/module': { namedExports: false, dashedIdents: false } },
    },
    plugins,
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: production ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : undefined,
  };
}

/**
 * A Node-target build of an app's own components for prerendering (the marketing pages, the shell's chrome): the same
 * script and CSS rules as the browser build, in production mode with the same `context`, so CSS module class names
 * (a hash of the file's path from the context and the class) are the ones the browser build writes in its CSS. No
 * Module Federation: the Node bundle carries React and the web kit itself. The bundle is a CommonJS module whose
 * exports a script in the app's folder calls after the build.
 * @param {object} options
 * @param {string} options.dir    the app's folder (the browser build's context)
 * @param {string} options.entry  the prerendering module, e.g. './src/prerender/index.ts'
 * @param {'host' | 'remote'} options.kind  as the browser build's (its uniqueName is part of every class name's hash)
 * @param {string} [options.publicPath]  where the rendered HTML's images point: a remote's is known only at serve time
 */
function createPrerenderConfig({ dir, entry, kind, publicPath = '/' }) {
  const browser = createAppConfig({ dir, kind, federationName: kind === 'host' ? path.basename(dir) : undefined });
  return {
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { prerender: entry },
    output: {
      // under .prerender/: a dist/ folder as every build output, which git, Prettier and ESLint leave alone
      path: path.join(dir, '.prerender/dist'),
      filename: '[name].cjs',
      publicPath,
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: browser.output.uniqueName,
      clean: true,
    },
    resolve: {
      ...browser.resolve,
      // react-dom/static's Node build; the browser conditions otherwise, as in the browser build
      conditionNames: ['node', 'import', 'module', 'default'],
    },
    module: browser.module,
    // Images are emitted by the browser build; the Node build only needs their URLs, which match (content hashes).
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createPrerenderConfig, sharedModules };
