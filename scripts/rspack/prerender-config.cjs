// A second, Node-targeted build of a remote's prerender entry, run after the remote's own build: it renders every
// public page to HTML and writes dist/prerendered-pages.json beside the remote's files, so the pages always match the
// remote they were rendered from (a redeployed remote brings its own). The api puts a page inside the remote's
// standalone document, whose script hydrates it without the shell (public-page-config.cjs,
// api/src/http/static-web.routes.ts).
const fs = require('node:fs/promises');
const path = require('node:path');
const { scriptRule } = require('./create-config.cjs');
const { PUBLIC_PAGE_DIR, PUBLIC_PAGE_FILE } = require('./public-page-config.cjs');

/**
 * The file the api reads: { css: [files the exposed App needs], pages: { [path]: { html, title, description, noindex } },
 * standalone?: { document, scripts } } (the page's own document and hydration scripts, paths under the remote's dist).
 */
const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';

/** After the bundle is written: load it, render each path, and store the pages with the CSS of the exposed './App'. */
class PrerenderPlugin {
  constructor({ remoteDist, bundle }) {
    this.remoteDist = remoteDist;
    this.bundle = bundle;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, this.bundle);
      delete require.cache[bundle];
      const { prerenderPublicPage, PRERENDERED_PATHS } = require(bundle);
      const manifest = JSON.parse(await fs.readFile(path.join(this.remoteDist, 'mf-manifest.json'), 'utf8'));
      const app = manifest.exposes.find((expose) => expose.path === './App');
      if (!app) throw new Error('PrerenderPlugin: the remote exposes no ./App');
      const pages = {};
      for (const pagePath of PRERENDERED_PATHS) pages[pagePath] = prerenderPublicPage(pagePath);
      // The standalone page's document and scripts (public-page-config.cjs), when that build ran: paths under dist.
      const standalone = await fs.readFile(path.join(this.remoteDist, PUBLIC_PAGE_DIR, PUBLIC_PAGE_FILE), 'utf8').then(
        (text) => JSON.parse(text),
        () => undefined,
      );
      const hydrate = standalone && {
        document: `${PUBLIC_PAGE_DIR}/${standalone.document}`,
        scripts: standalone.scripts.map((file) => `${PUBLIC_PAGE_DIR}/${file}`),
      };
      const body = { css: app.assets.css.sync, pages, ...(hydrate ? { standalone: hydrate } : {}) };
      await fs.writeFile(path.join(this.remoteDist, PRERENDERED_PAGES_FILE), JSON.stringify(body));
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name  the remote's federation name (its compile runs first)
 * @param {string} options.dir   the remote's folder
 * @param {string} options.entry its prerender module, exporting prerenderPublicPage(path) and PRERENDERED_PATHS
 */
function createPrerenderConfig({ name, dir, entry }) {
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${name}-prerender`,
    // Reads the remote's mf-manifest.json and the standalone page's list, and writes into the remote's dist.
    dependencies: [name, `${name}-public-page`],
    context: dir,
    mode: 'production',
    target: 'node',
    entry: { prerender: entry },
    devtool: false,
    output: {
      // node_modules/ is ignored by git; the bundle is a build tool, not something to deploy.
      path: path.join(dir, 'node_modules', '.cache', 'prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule(/\.ts$/, false, false),
        scriptRule(/\.tsx$/, true, false),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
      // Class names only: the browser gets the remote's own CSS files.
      generator: { 'css/auto': { exportsOnly: true } },
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new PrerenderPlugin({ remoteDist: path.join(dir, 'dist'), bundle: 'prerender.cjs' })],
  };
}

module.exports = { createPrerenderConfig, PRERENDERED_PAGES_FILE };
