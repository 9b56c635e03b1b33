// The shell's index.html names only main.js; main.js then asks for the bootstrap chunk and the shared modules every
// page starts with (React, react-dom, the router, zustand, the session store): a second round trip before anything
// renders, about 0.5 s of a phone's first visit to a signed-in page (Lighthouse mobile). This plugin lists those
// chunks in the HTML as <link rel="preload">, so they download beside main.js. Shared modules only some pages use
// (react-query, the CSS-in-JS engine, the query client) are left to load when used. Low fetch priority: at high
// priority they delayed a public page's first paint of its prerendered text (Lighthouse: / LCP 1.45 s low, 1.96 s high).

/** Shared modules the shell's bootstrap imports on every page. */
const BOOT_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'shared-ui/core',
];
const BOOTSTRAP_REQUEST = './bootstrap';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROVIDES_BOOT_SHARED = new RegExp(`^provide shared module \\(default\\) (?:${BOOT_SHARED.map(escapeRegExp).join('|')})@`);

/**
 * The JS files of the chunks that start every page: the bootstrap import's chunks and the chunks providing the boot
 * shared modules. `chunks` as rspack's stats give them with origins.
 * @param {Array<{ initial: boolean, files: string[], origins?: Array<{ moduleName?: string, request?: string }> }>} chunks
 * @returns {string[]}
 */
function bootChunkFiles(chunks) {
  const boot = chunks.filter(
    (chunk) =>
      !chunk.initial &&
      (chunk.origins ?? []).some(
        (origin) => origin.request === BOOTSTRAP_REQUEST || PROVIDES_BOOT_SHARED.test(origin.moduleName ?? ''),
      ),
  );
  return [...new Set(boot.flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js'))))].sort();
}

/** The HTML with a preload link per file, right before the first script tag. */
function withPreloads(html, files, publicPath = '/') {
  const links = files.map((file) => `<link rel="preload" href="${publicPath}${file}" as="script" fetchpriority="low">`).join('');
  const at = html.indexOf('<script');
  return at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
}

class BootPreloadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const html = compilation.getAsset('index.html');
          if (!html) return;
          const { chunks } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
          const files = bootChunkFiles(chunks ?? []);
          const { publicPath } = compilation.outputOptions;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(withPreloads(html.source.source().toString(), files, base)),
          );
        },
      );
    });
  }
}

module.exports = { BootPreloadPlugin, bootChunkFiles, withPreloads, BOOT_SHARED };
