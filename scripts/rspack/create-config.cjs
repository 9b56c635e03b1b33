// One rspack configuration for the shell (host) and the four remotes, so every app builds the same way:
// swc for TS/TSX, rspack's native CSS, contenthash file names, and Module Federation with one shared-singleton list.
// Each app's rspack.config.cjs calls this with its own name, folder, port and (for remotes) exposes.
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { createSharedConfig } = require('./shared-config.cjs');
const { BootPreloadPlugin } = require('./boot-preload.cjs');
const { ExposeAssetsPlugin } = require('./expose-assets.cjs');

const REACT_ROUTER_BROWSER = path.join(__dirname, 'react-router-browser.mjs');

/** Local API (devstack `npm start`) that the dev servers proxy to. */
const API_ORIGIN = process.env.DEV_API_ORIGIN || 'http://localhost:8080';
const API_PATHS = ['/api', '/graphql', '/__dev'];

function scriptRule(test, tsx, isDev) {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
    },
    type: 'javascript/auto',
  };
}

/** How every browser build resolves: TS first, and the shared router without its server and framework APIs. */
const BROWSER_RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
  alias: { 'react-router-dom$': REACT_ROUTER_BROWSER },
};

/** The loaders of every browser build: swc for TS/TSX, rspack's native CSS, images and fonts as assets. */
function browserRules(isDev) {
  return [
    scriptRule(/\.ts$/, false, isDev),
    scriptRule(/\.tsx$/, true, isDev),
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
  ];
}

/** The npm packages behind the shell's boot shared modules (boot-preload.cjs BOOT_SHARED), packed in one chunk. */
const BOOT_VENDOR_GROUP = {
  test: (module) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]/.test(module.resource ?? '') ||
    (module.resource ?? '') === REACT_ROUTER_BROWSER,
  name: 'boot-vendor',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/**
 * The shell's own boot code (bootstrap, routes, remote loading), its 'shared-ui/core' session entry, the contracts it
 * reads and the federation retry plugin, packed in one chunk: they came as four files, each a queued request on
 * HTTP/1.1's six connections before the first paint. The sign-in pages and the signed-in frame stay apart.
 */
const BOOT_APP_SOURCES = [
  /[\\/]shell[\\/]src[\\/](?!auth[\\/]|dashboard-layout[\\/])/,
  /[\\/]shared-ui[\\/]src[\\/]core[\\/]/,
  /[\\/]contracts[\\/]src[\\/]/,
  /[\\/]node_modules[\\/]@module-federation[\\/](?:retry-plugin[\\/]|enhanced[\\/]dist[\\/]src[\\/]runtime\.mjs$|runtime-tools[\\/]dist[\\/]runtime\.js$)/,
];
const BOOT_APP_GROUP = {
  test: (module) => BOOT_APP_SOURCES.some((source) => source.test(module.resource ?? '')),
  name: 'boot-app',
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/** The chunks Module Federation makes of a remote's exposes ('./App' -> __federation_expose_App, './navigation'). */
const EXPOSED_CHUNK = /^__federation_expose_/;

/** The shell's signed-in frame (boot-preload.cjs frameFiles): its lazy layout and the shared modules it brings. */
const SIGNED_IN_FRAME_GROUP = {
  test: (module) =>
    /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|[\\/]shared-ui[\\/]src[\\/]query[\\/]|[\\/]shell[\\/]src[\\/]dashboard-layout[\\/]/.test(
      module.resource ?? '',
    ),
  name: 'signed-in-frame',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets worth compressing; smaller files fit in one packet anyway. The api serves these (static-web.routes). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each emitted text asset of 1 KB or more. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const names = compilation.getAssets().map((asset) => asset.name);
      // The federation manifest and stats are written by their plugin; include them when present.
      for (const extra of ['mf-manifest.json', 'mf-stats.json']) if (!names.includes(extra)) names.push(extra);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(outputPath, name);
            const content = await fs.readFile(file).catch(() => undefined);
            if (!content || content.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name   federation container name, e.g. 'shell' or 'mfe_marketing'
 * @param {string} options.dir    the app folder (pass __dirname)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes, e.g. { './App': './src/App.tsx' }
 * @param {boolean} options.isHost true for the shell
 * @param {number} options.port   dev-server port
 * @param {object} [options.devServer] extra dev-server settings merged over the defaults
 * @param {boolean} [options.antd] false for an app that never imports antd (its contexts are then not shared)
 */
function createConfig({ name, dir, exposes, isHost, port, devServer = {}, antd = true }) {
  const isDev = process.env.NODE_ENV === 'development';
  const pkg = require(path.join(dir, 'package.json'));
  const hash = isDev ? '' : '.[contenthash:8]';

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    // The compiler's name: a follow-up compile (prerender-config.cjs) names it as its dependency.
    name,
    context: dir,
    mode: isDev ? 'development' : 'production',
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      // The shell is always served from the site root; a remote finds its own URL at run time.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      clean: true,
    },
    resolve: BROWSER_RESOLVE,
    module: { rules: browserRules(isDev) },
    optimization: {
      minimize: !isDev,
      // Production shell: the shared modules every page starts with come as one chunk rather than seven (React, its
      // JSX runtime, react-dom twice, the router twice, zustand). Over HTTP/1.1 a browser opens at most six
      // connections to a host, so each extra file of the first load costs a round trip (Lighthouse mobile: 150 ms).
      // Likewise the signed-in frame (dashboard layout, react-query, the query client): one chunk, not three.
      ...(isHost && !isDev
        ? {
            splitChunks: {
              cacheGroups: { bootVendor: BOOT_VENDOR_GROUP, bootApp: BOOT_APP_GROUP, signedInFrame: SIGNED_IN_FRAME_GROUP },
            },
          }
        : {}),
      // Production remotes: each exposed module keeps every module it needs in its own file instead of sharing chunks
      // with its pages (the dashboard's App came as three files, the chat's as four). Pages load after the App, so
      // they reuse its modules rather than repeat them. './navigation' is one small file too: the few constants it
      // shares with the App are repeated rather than split into a chunk of their own (a round trip more).
      ...(!isHost && !isDev ? { splitChunks: { chunks: (chunk) => !EXPOSED_CHUNK.test(chunk.name ?? '') } } : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: `remoteEntry${hash}.js`, exposes: exposes || { './App': './src/App.tsx' } }),
        // Remotes are registered at run time from /runtime-config.json, so none are declared here.
        remotes: {},
        shared: createSharedConfig(pkg, dir, { antd }),
        // 'loaded-first' loads a remote only when it is used: a remote that is down cannot blank the shell.
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        experiments: {
          // Drops the Node-only loading code from the federation runtime.
          optimization: { target: 'web' },
          // Production: the shell ships the federation runtime once and the remotes reuse it (about 17 KB gzip
          // less per remote on every page). A remote's own dist/index.html therefore only runs inside the shell;
          // standalone work uses the dev server, which bundles its own runtime.
          ...(isDev ? {} : isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'public/index.html'),
        // Only the app entry: a remote's container entry (remoteEntry.js) is for hosts, not its own page.
        chunks: ['main'],
        // Deep links of a standalone remote dev server need absolute script URLs.
        ...(isDev ? { publicPath: '/' } : {}),
      }),
      ...(isDev && !isHost
        ? [
            // The MSW worker script exists only in the dev output of a standalone remote.
            new rspack.CopyRspackPlugin({
              patterns: [{ from: require.resolve('msw/mockServiceWorker.js'), to: 'mockServiceWorker.js' }],
            }),
          ]
        : []),
      // Production: the shell's index.html preloads the chunks every page starts with (boot-preload.cjs).
      ...(isHost && !isDev ? [new BootPreloadPlugin()] : []),
      // Production remotes: the files each exposed module needs, for the api's preloads (expose-assets.cjs).
      ...(!isHost && !isDev ? [new ExposeAssetsPlugin()] : []),
      // Production only: the dev server serves from memory and compresses on its own.
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      // The shell (another port) fetches a remote's manifest and chunks cross-origin in development.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost ? [{ context: API_PATHS, target: API_ORIGIN }] : [],
      ...devServer,
    },
  };
  return config;
}

module.exports = { createConfig, scriptRule, browserRules, PrecompressPlugin, BROWSER_RESOLVE };
