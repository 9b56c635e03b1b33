// A third build of the marketing remote (production only): its public pages as a standalone site. The api serves a
// prerendered page inside this build's document (dist/public-page/index.html) with this build's script, which
// hydrates the page with React alone: no shell, no federation runtime, no remote entry. The first load of `/` costs
// React, the router and the site (~94 KB gzip) instead of those plus the shell, the federation runtime and the remote's
// entry (~146 KB). A link out of the site (sign in, the app) loads the shell's own page; inside the shell (after
// signing out, say) the remote is still mounted through Module Federation as before.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { browserRules, PrecompressPlugin, BROWSER_RESOLVE } = require('./create-config.cjs');

/** The folder under the remote's dist, and the list the prerender build reads from it. */
const PUBLIC_PAGE_DIR = 'public-page';
const PUBLIC_PAGE_FILE = 'public-page.json';
const ENTRY = 'public-page';

/** Writes public-page.json: `{ document: 'index.html', scripts: [the entry's initial JS files] }`. */
class PublicPageListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicPageListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicPageListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entry = compilation.entrypoints.get(ENTRY);
          const scripts = entry ? entry.getFiles().filter((file) => file.endsWith('.js')) : [];
          const list = { document: 'index.html', scripts };
          compilation.emitAsset(PUBLIC_PAGE_FILE, new sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name     the remote's federation name (its compile runs first: it cleans dist/)
 * @param {string} options.dir      the remote's folder
 * @param {string} options.entry    the module that hydrates a prerendered page
 * @param {string} options.template the page's HTML document, with `<div id="root"></div>`
 */
function createPublicPageConfig({ name, dir, entry, template }) {
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${name}-public-page`,
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: ['web', 'es2020'],
    entry: { [ENTRY]: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', PUBLIC_PAGE_DIR),
      // Lazy chunks (the demo's confetti) load from wherever the entry script was served.
      publicPath: 'auto',
      uniqueName: `${name}_public_page`,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: BROWSER_RESOLVE,
    module: {
      rules: browserRules(false),
      // Class names only: the api inlines the remote's own CSS into the page.
      generator: { 'css/auto': { exportsOnly: true } },
    },
    // One file for the first load: every extra request costs a round trip over HTTP/1.1.
    optimization: { splitChunks: false },
    performance: { hints: false },
    plugins: [
      // The api adds the scripts, the page's head and markup (it knows where the remote is served from).
      new rspack.HtmlRspackPlugin({ template, filename: 'index.html', inject: false }),
      new PublicPageListPlugin(),
      new PrecompressPlugin(),
    ],
  };
}

module.exports = { createPublicPageConfig, PUBLIC_PAGE_DIR, PUBLIC_PAGE_FILE };
