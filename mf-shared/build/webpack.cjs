// One webpack config for every front-end app; each app's webpack.config.js names only what
// differs: its federation name, port and what it exposes.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, ROUTER_SUBSET } = require('./federation.cjs');
const { readSettings, runtimeConfig } = require('./settings.cjs');
const { SharedExportsManifest } = require('./shared-exports.cjs');
const { apps: APPS } = require('../../apps.json');

const swcOptions = (development) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development, refresh: false } },
    target: 'es2020',
  },
});

/**
 * The federation runtime ships both CommonJS and ES builds. The bundler runtime that the shell
 * provides to the remotes requires the CommonJS one and the shell's own
 * `@module-federation/enhanced/runtime` import picks the ES one, so the shell's first file
 * carried two copies of the runtime core (about 15 KB gzip): resolve every request to the ES
 * build (which also keeps the remotes' entries tree-shaken).
 */
const ONE_FEDERATION_RUNTIME = Object.fromEntries(
  ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes'].map((pkg) => {
    let dir = path.dirname(require.resolve(pkg));
    while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
    const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return [`${pkg}$`, path.join(dir, exports['.'].import.default)];
  }),
);

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * Fails the build when an app imports from 'react-router-dom' a name that the shared router
 * module (router.mjs) does not provide: at run time it would be undefined in every app.
 */
class RouterExportsCheck {
  apply(compiler) {
    compiler.hooks.compilation.tap('RouterExportsCheck', (compilation) => {
      // After webpack has worked out what each module exports.
      compilation.hooks.finishModules.tap({ name: 'RouterExportsCheck', stage: 1000 }, (modules) => {
        const subset = [...modules].find((m) => m.resource === ROUTER_SUBSET);
        if (!subset) return;
        const provided = compilation.moduleGraph.getProvidedExports(subset);
        if (!Array.isArray(provided)) return;
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            if (dependency.request !== 'react-router-dom' || !Array.isArray(dependency.ids)) continue;
            const [name] = dependency.ids;
            if (name && !provided.includes(name)) {
              const error = new webpack.WebpackError(
                `'${name}' is imported from 'react-router-dom' but the shared router (mf-shared/build/router.mjs) does not export it: add it there.`,
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        }
      });
    });
  }
}

/**
 * An app's webpack config. What the app is (federation name, settings key, title, pre-rendering)
 * comes from the one list of apps, `apps.json` at the root, found by the app's folder name.
 * @param {object} app
 * @param {string} app.dir        the app's folder (its webpack.config.js passes __dirname)
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 */
function createAppConfig({ dir, exposes }) {
  const listed = APPS.find((a) => a.dir === path.basename(dir));
  if (!listed) throw new Error(`${path.basename(dir)} is not in apps.json: add it there first.`);
  const app = { ...listed, dir, exposes };
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const client = createClientConfig(app, production);
    return production && app.prerender ? [client, createServerConfig(app)] : client;
  };
}

function createClientConfig(app, production) {
  const settings = readSettings();
  return {
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // The federation runtime cannot take [contenthash] in the entry file name.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx'],
      // React Router's package exports point browsers at its development build; ship the production one.
      alias: production
        ? { ...ONE_FEDERATION_RUNTIME, 'react-router$': REACT_ROUTER_PRODUCTION }
        : ONE_FEDERATION_RUNTIME,
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(!production) },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g|gif|svg|webp|avif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        // The shell provides the shared libraries from its first file (eager): the browser gets
        // them with the federation runtime instead of one round trip later. A library marked
        // `eager: false` in the map is provided from a chunk of its own, loaded when first used.
        shared:
          production && !app.exposes
            ? Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { eager: true, ...v }]))
            : shared,
        manifest: true,
        dts: false,
        // version-first fetches every remote at start-up: one dead remote would blank the page.
        shareStrategy: 'loaded-first',
        // In production the federation runtime ships once, in the shell; every remote uses it.
        // A remote's dev server keeps its own so that it runs alone.
        experiments: production ? (app.exposes ? { externalRuntime: true } : { provideExternalRuntime: true }) : {},
      }),
      new RouterExportsCheck(),
      // dist/mf-shared-exports.json: the mf-shared exports used and provided, for check:shared.
      production && new SharedExportsManifest({ app: app.name, root: path.join(__dirname, '..', '..') }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: app.title,
        chunks: ['main'],
        // Absolute, so a deep link (/register/expert/1) still finds /main.js; chunks that the
        // federation runtime loads keep publicPath 'auto', relative to each app's own origin.
        publicPath: '/',
      }),
      production && new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 }),
    ].filter(Boolean),
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: settings.ports[app.key],
      host: settings.host,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      setupMiddlewares: (middlewares) => {
        // A remote run alone serves its own /config.json so its standalone page can call the API.
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_req, res) => res.json(runtimeConfig(settings)),
        });
        return middlewares;
      },
      client: { overlay: { warnings: false } },
    },
  };
}

// Packages are required from node_modules at run time; the app's own code, mf-shared and any
// style or asset (which the build turns into CSS and URLs) are compiled in.
const BUNDLED = /^(mf-shared(\/|$)|[./])|\.(css|woff2?|png|jpe?g|gif|svg|webp|avif)$/;

/**
 * The app's server renderer: src/prerender.tsx compiled for Node into dist-server/ (outside
 * dist/, so it is never served), one file with its styles extracted beside it.
 */
function createServerConfig(app) {
  return {
    name: `${app.name}-server`,
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Asset URLs in the styles: the same hashed files the client build serves from the app's root.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx'] },
    externals: [
      ({ request }, callback) => (BUNDLED.test(request) ? callback() : callback(null, `commonjs ${request}`)),
    ],
    module: {
      // A renderer of workspace frames ('frames') never loads a page: the pages' code stays out.
      parser: app.prerender === 'frames' ? { javascript: { dynamicImportMode: 'weak' } } : undefined,
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(false) },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g|gif|svg|webp|avif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig };
