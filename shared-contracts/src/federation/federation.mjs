// @ts-check
/**
 * The rspack + Module Federation settings every app shares (ARCHITECTURE §4 `federation`), so no
 * package repeats them: the singletons, the swc rule, CSS, output naming, and the host's shared
 * runtime that remotes reuse instead of shipping their own (~34 KB -> ~16 KB gzip per entry).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildInfoPlugin } from './build-info-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/**
 * The shared-contracts modules that hold state, each by its path under shared-contracts/src: a
 * store, the API client, the i18next instance, a module-level cache or registry, a listener added
 * on import, an error class that `instanceof` tells apart. Each must be one copy on the page
 * (ARCHITECTURE §3.3: a second copy would split the cart between remotes), so each is shared.
 * The rest of shared-contracts (pricing, rules, types, texts, UI primitives) is pure: every app
 * bundles the pure functions it uses, as it does any library's. Sharing those cost each remote
 * entry a registration per module for nothing a copy could break: 16 KB of the homepage (issue
 * #11). scripts/test/stateful-contracts.test.ts reads the sources and fails when this list and
 * the modules holding state differ. Inside shared-contracts, modules import each other by the
 * package name, so a pure module in a remote reaches the shell's stateful ones.
 */
export const STATEFUL_CONTRACTS = [
  'api/client',
  'api/error-catalogue',
  'api/group-order-products',
  'api/navigation',
  'api/no-connection',
  'api/quiet-request',
  'i18n/i18n',
  'i18n/namespace',
  'language/current-language',
  'remotes/remote-loader',
  'stores/cart',
  'stores/cart-sync',
  'stores/consent',
  'stores/invalid-cart-products',
  'stores/notifications',
  'stores/notify-price-changes',
  'stores/screen-metadata',
  'stores/settings',
  'stores/shop-status',
  'stores/user',
  'ui/SanitisedHtml',
];

/**
 * Pure modules shared all the same: the shell has them in main.js for every page (its links and
 * buttons, and the price of shell/src/remotes/first-screen-shares.ts), so a remote reuses the
 * shell's copy instead of bringing its own: 1.9 KB less on the homepage than a copy in each of its
 * three remotes (issue #11). The common texts' reader carries the English common texts (0.8 KB)
 * and the shell's error catalogue already runs it, so the catalog's homepage reuses it too.
 * scripts/test/stateful-contracts.test.ts fails when the shell stops importing one of them.
 */
export const PURE_CONTRACTS_FROM_THE_SHELL = ['routes/named-routes', 'ui/Button', 'ui/Price', 'i18n/common/common-text'];

const SHARED_CONTRACTS = [...STATEFUL_CONTRACTS, ...PURE_CONTRACTS_FROM_THE_SHELL];

/** One copy of each on the page: the npm libraries that hold state, and the contracts above. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'nanostores',
  '@nanostores/react',
  'i18next',
  'react-i18next',
  ...SHARED_CONTRACTS.map((module) => `shared-contracts/${module}`),
];

const contractsVersion = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

/** @param {string} dir */
function versionOf(dir, name) {
  const require = (p) => JSON.parse(readFileSync(p, 'utf8'));
  const found = [dir, path.resolve(dir, '..')]
    .map((root) => path.join(root, 'node_modules', name, 'package.json'))
    .find((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  return found ? require(found).version : undefined;
}

/**
 * The federation plugin reaches its runtime through CommonJS files (require.resolve), which the
 * bundler cannot tree-shake: every remote entry then carries the whole SDK (node loaders, manifest
 * snapshots, …). Pointing the same modules at their ES builds lets unused parts fall away.
 * @param {string} dir
 * @param {boolean} host
 */
function federationRuntimeAsEsm(dir, host) {
  const require = createRequire(path.join(dir, 'package.json'));
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const esm = (name) => fileURLToPath(import.meta.resolve(name, pathToFileURL(runtimeTools)));
  // The plugin hands these to the bundler as resolved CommonJS paths.
  const requiredAsFiles = ['@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin'];
  const aliases = Object.fromEntries(requiredAsFiles.map((name) => [require.resolve(name, { paths: [runtimeTools] }), esm(name)]));
  // A remote's bundler runtime is made of the shell's functions (bundler-runtime-from-shell.mjs).
  if (!host) aliases[require.resolve(requiredAsFiles[0], { paths: [runtimeTools] })] = BUNDLER_RUNTIME_FROM_SHELL;
  return { ...aliases, '@module-federation/runtime': esm('@module-federation/runtime') };
}

/** The version of the bundler runtime the federation plugin builds an app with. @param {string} dir */
function bundlerRuntimeVersion(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  return createRequire(runtimeTools)('@module-federation/webpack-bundler-runtime/package.json').version;
}

const BUNDLER_RUNTIME_FROM_SHELL = fileURLToPath(new URL('./bundler-runtime-from-shell.mjs', import.meta.url));
/** Run before the shell's own code, so the functions are there before any remote entry loads. */
const BUNDLER_RUNTIME_PROVIDE = fileURLToPath(new URL('./bundler-runtime-provide.mjs', import.meta.url));

/**
 * A remote's shared-contracts fallbacks (its copies of the shared modules, fetched when the shell
 * does not provide one) are packed one file per folder (stores, api, ui, …) instead of one file per
 * module: each shared module is a chunk of its own otherwise, and the checkout asked for 25 of them
 * at once, 200–700 bytes each, every one a script insertion in the same long task (issue #11: 37 ->
 * 22 scripts on the checkout). i18n and types stay one file per module: packed, they brought the
 * homepage 2.2 KB its first screen did not use. The pure modules are no fallbacks: they go with the
 * code that uses them. Sharing is unchanged: only the files a fallback is fetched in differ.
 * scripts/size-budget.mjs fails the build's check when a fallback is not in its folder's file.
 */
export const FALLBACKS_PER_MODULE = ['i18n', 'types'];

/**
 * The name of the file a remote packs its shared-contracts fallbacks of `folder` in.
 * @param {string} folder
 */
export function packedFallbacksName(folder) {
  return `shared-contracts-${folder}`;
}

const SHARED_CONTRACTS_BY_FOLDER = {
  test: new RegExp(
    `[\\\\/]shared-contracts[\\\\/]src[\\\\/](?:${SHARED_CONTRACTS.filter((module) => !FALLBACKS_PER_MODULE.includes(module.split('/')[0] ?? '')).map((module) => module.replace('/', '[\\\\/]')).join('|')})\\.tsx?$`,
  ),
  chunks: 'async',
  enforce: true,
  priority: 30,
  /** @param {{ nameForCondition?: () => string | null }} module */
  name: (module) => packedFallbacksName(/shared-contracts[\\/]src[\\/]([^\\/]+)/.exec(module.nameForCondition?.() ?? '')?.[1] ?? 'root'),
};

/** The shared `react-router-dom` is the subset the shop uses (src/routes/router-dom-subset.ts). */
const ROUTER_DOM_SUBSET = fileURLToPath(new URL('../routes/router-dom-subset.ts', import.meta.url));

/**
 * react-router 7 exports only its development build, whatever the mode (remix-run/react-router
 * #14102): a production build shipped its development warnings (ENABLE_DEV_WARNINGS) and the code
 * behind them. Production builds take the package's own production files instead, which differ in
 * that flag only. Every app is built with this, so the shared router stays one module.
 * @param {string} dir
 */
function routerProductionBuild(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(production, 'index.mjs'), 'react-router/dom$': path.join(production, 'dom-export.mjs') };
}

/**
 * The shell provides the singletons eagerly: they are in its first file instead of one request
 * each after it, and the page needs no async boundary before it can use them. Remotes never do
 * (an eager copy in a remote entry would be downloaded even though the shell's is used).
 * @param {string} dir
 * @param {boolean} [eager]
 */
export function sharedSingletons(dir, eager = false) {
  const versions = singletonVersions(dir);
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = versions[packageOf(name)];
      // A remote takes the npm singletons from the shell only (import: false): no fallback copy, so
      // its entry does not register them again. shared-contracts keeps its fallback: the shell
      // provides only the modules it imports itself, and a remote may use others.
      const fromShellOnly = !eager && packageOf(name) !== 'shared-contracts';
      // No requiredVersion: for a singleton it only ever decided whether to print a console warning,
      // and the runtime checked it with freshly compiled semver regular expressions on every shared
      // module load (some 2,200 RegExps on the homepage, ~110 ms at 4x CPU; issue #11). The same
      // check is shown on the /test screen, from each app's version.json
      // (shell/src/remotes/singleton-versions.ts).
      // The federation manifest looks a shared name's package.json up by resolving the name; a
      // shared-contracts module is said to be of its package instead (the version is given anyway).
      const packageName = name.startsWith('shared-contracts/') ? { packageName: packageOf(name) } : {};
      return [name, { singleton: true, requiredVersion: false, version, eager, ...packageName, ...(fromShellOnly ? { import: false } : {}) }];
    }),
  );
}

/** @param {string} name */
function packageOf(name) {
  if (name.startsWith('shared-contracts/')) return 'shared-contracts';
  return name.startsWith('react/') ? 'react' : name;
}

/**
 * The version of each singleton package an app is built with, written into its version.json so the
 * shell can tell when a remote was built against a library the shell does not provide compatibly.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function singletonVersions(dir) {
  const packages = [...new Set(SINGLETONS.map(packageOf))];
  return Object.fromEntries(
    packages
      .map((pkg) => [pkg, pkg === 'shared-contracts' ? contractsVersion : versionOf(dir, pkg)])
      .filter((entry) => entry[1] !== undefined),
  );
}

const CONTRACTS_SOURCES = fileURLToPath(new URL('..', import.meta.url));

/** The first of a module's possible files under `dir`, as a path with forward slashes. */
function sourceFile(dir, name) {
  return ['', '.ts', '.tsx', '.mjs', '.js'].map((extension) => name + extension).find((file) => {
    try {
      return statSync(path.join(dir, file)).isFile();
    } catch {
      return false;
    }
  });
}

/** What a source imports at run time (not `import type`), by the specifier written. */
const RUNTIME_IMPORTS = /(?:^import(?!\s+type\b)[^;]*?from\s*|^import\s*|^export[^;]*?from\s*|\bimport\()\s*'([^']+)'/gm;

/**
 * The shared modules' files and every shared-contracts file they import, however deep: what runs
 * as the shell's copy when a remote asks for a shared module. The UI primitives' stylesheet too,
 * which only the shell loads.
 * @param {string} dir shared-contracts/src
 */
function sharedSourceFiles(dir) {
  const found = new Set();
  const waiting = [...SHARED_CONTRACTS.map((module) => sourceFile(dir, module)), 'ui/primitives.css'];
  while (waiting.length > 0) {
    const file = waiting.pop();
    if (file === undefined || found.has(file)) continue;
    found.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const [, specifier = ''] of readFileSync(path.join(dir, file), 'utf8').matchAll(RUNTIME_IMPORTS)) {
      if (specifier.startsWith('shared-contracts/')) waiting.push(sourceFile(dir, specifier.slice('shared-contracts/'.length)));
      else if (specifier.startsWith('.')) waiting.push(sourceFile(dir, path.posix.join(path.posix.dirname(file), specifier)));
    }
  }
  return [...found].sort();
}

/**
 * A hash of the sources of the shared shared-contracts modules an app is built from, written into
 * its version.json. shared-contracts is shared at its package version, which seldom changes: a
 * remote built from other sources of that version gets the shell's shared modules without a word
 * (the runtime keeps the first registration of a version), and the /test screen's version check
 * cannot see it; this hash can. Only those modules and what they import count: the pure rest runs
 * from each app's own bundle, so a difference there is no mismatch. Line endings are made alike,
 * so one checkout hashes the same anywhere. The share version itself stays the package's.
 * @param {string} [dir] shared-contracts/src
 * @returns {string}
 */
export function contractsSourceHash(dir = CONTRACTS_SOURCES) {
  const hash = createHash('sha256');
  for (const file of sharedSourceFiles(dir)) hash.update(`${file}\0${readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n')}\0`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   port: number,
 *   exposes?: Record<string, string>,
 *   host?: boolean,
 *   mode?: string,
 * }} app
 * @returns {import('@rspack/core').Configuration}
 */
export function federatedAppConfig({ dir, name, port, exposes, host = false, mode }) {
  const production = (mode ?? process.env.NODE_ENV) === 'production';
  return {
    context: dir,
    entry: host ? { main: [BUNDLER_RUNTIME_PROVIDE, './src/index.ts'] } : {},
    mode: production ? 'production' : 'development',
    // SOURCE_MAPS=1 maps a production build too, to see which package its bytes come from (issue #11).
    devtool: process.env.SOURCE_MAPS ? 'source-map' : production ? false : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    output: {
      path: path.join(dir, 'dist'),
      // The shell's page is served at every route path, so its files are addressed from the root;
      // remotes are loaded from other origins, so their chunk URLs resolve from where the entry came.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...federationRuntimeAsEsm(dir, host), 'react-router-dom$': ROUTER_DOM_SUBSET, ...(production ? routerProductionBuild(dir) : {}) },
    },
    module: {
      // An import of a name a module does not export fails the build (the router subset above).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimize: production,
      ...(host ? {} : { splitChunks: { cacheGroups: { sharedContracts: SHARED_CONTRACTS_BY_FOLDER } } }),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedSingletons(dir, host),
        dts: false,
        manifest: true,
        experiments: {
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Remotes are registered by their remoteEntry.js (config.json), never by a manifest snapshot,
          // and only browsers run these builds: the runtime's snapshot and Node loading code is dead weight.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...(host
        ? [
            // main.js in the head, before the first screen hint: the browser asks for it as soon as it reads the
            // page, ahead of the hint's files and of the requests boot makes later (issue #11: LCP).
            new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'head', scriptLoading: 'defer' }),
            // public/ holds config.json (the market's manifest), served beside the shell as is.
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
          ]
        : []),
      // The sources are hashed at each compilation: a watching build follows edits to shared-contracts.
      new BuildInfoPlugin({ name, dir, shared: singletonVersions(dir), contracts: () => contractsSourceHash() }),
      ...(production ? [new PrecompressPlugin()] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The shell and each remote name the bundler runtime they share by it (bundler-runtime-global.mjs).
        __FEDERATION_BUNDLER_RUNTIME_VERSION__: JSON.stringify(bundlerRuntimeVersion(dir)),
      }),
    ],
    devServer: {
      port,
      hot: false,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: host ? { directory: path.join(dir, 'public') } : false,
      client: { overlay: false },
    },
  };
}
