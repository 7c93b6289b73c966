// @ts-check
/**
 * The rspack + Module Federation settings every app shares (ARCHITECTURE §4 `federation`), so no
 * package repeats them: the singletons, the swc rule, CSS, output naming, and the host's shared
 * runtime that remotes reuse instead of shipping their own (~34 KB -> ~16 KB gzip per entry).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildInfoPlugin } from './build-info-plugin.mjs';

/**
 * One copy of each on the page (ARCHITECTURE §3.3): a second copy of shared-contracts would split
 * the cart between remotes. `shared-contracts/` (trailing slash) shares every subpath import;
 * inside shared-contracts, modules import each other by that package name too, so a remote that
 * uses a module the host never loaded still reaches the host's stores. Stylesheets are imported
 * relatively: they hold no state and stay out of sharing.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'nanostores',
  '@nanostores/react',
  'i18next',
  'react-i18next',
  'shared-contracts/',
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

/** @param {string} dir */
export function sharedSingletons(dir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const pkg = name.startsWith('react/') ? 'react' : name.replace(/\/$/, '');
      const version = pkg === 'shared-contracts' ? contractsVersion : versionOf(dir, pkg);
      return [name, { singleton: true, requiredVersion: version ? `^${version}` : false, version }];
    }),
  );
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
    entry: host ? { main: './src/index.ts' } : {},
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
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
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedSingletons(dir),
        dts: false,
        manifest: false,
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(host
        ? [
            new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
            // public/ holds config.json (the market's manifest), served beside the shell as is.
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
          ]
        : []),
      new BuildInfoPlugin({ name, dir }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
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
