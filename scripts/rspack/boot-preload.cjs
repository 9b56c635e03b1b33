// The shell's index.html names only main.js; main.js then asks for the bootstrap chunk and the shared modules every
// page starts with (React, react-dom, the router, zustand, the session store): a second round trip before anything
// renders, about 0.5 s of a phone's first visit to a signed-in page (Lighthouse mobile). This plugin lists those
// chunks in the HTML as <link rel="preload">, so they download beside main.js. Low fetch priority: at high priority
// they delayed a public page's first paint of its prerendered text (Lighthouse: / LCP 1.45 s low, 1.96 s high).
// The signed-in frame's chunks (dashboard layout, react-query, the query client) are not for every page: they go to
// boot-assets.json, which the api adds to the HTML of signed-in pages only (static-web.routes). No signed-in first
// screen draws antd (the sequences list, the chat), so its CSS-in-JS engine is not preloaded.

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
/** The signed-in frame: its lazy route chunk and the shared modules it brings. */
const FRAME_REQUEST = /dashboard-layout$/;
const FRAME_SHARED = ['@tanstack/react-query', 'shared-ui/query'];
const BOOT_ASSETS_FILE = 'boot-assets.json';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const provides = (names) => new RegExp(`^provide shared module \\(default\\) (?:${names.map(escapeRegExp).join('|')})@`);
const PROVIDES_BOOT_SHARED = provides(BOOT_SHARED);
const PROVIDES_FRAME_SHARED = provides(FRAME_SHARED);

/**
 * @typedef {{ initial: boolean, files: string[], origins?: Array<{ moduleName?: string, request?: string }> }} StatsChunk
 * @param {StatsChunk[]} chunks rspack's stats chunks, with origins
 * @param {(origin: { moduleName?: string, request?: string }) => boolean} wanted
 * @param {string} extension
 */
function filesOf(chunks, wanted, extension) {
  const picked = chunks.filter((chunk) => !chunk.initial && (chunk.origins ?? []).some(wanted));
  return [...new Set(picked.flatMap((chunk) => chunk.files.filter((file) => file.endsWith(extension))))].sort();
}

/** The JS files of the chunks that start every page: the bootstrap import's and those providing the boot shared modules. */
function bootChunkFiles(chunks) {
  return filesOf(
    chunks,
    (origin) => origin.request === BOOTSTRAP_REQUEST || PROVIDES_BOOT_SHARED.test(origin.moduleName ?? ''),
    '.js',
  );
}

/** The signed-in frame's JS and CSS: the dashboard layout's chunks and those providing react-query and the query client. */
function frameFiles(chunks) {
  const wanted = (origin) => FRAME_REQUEST.test(origin.request ?? '') || PROVIDES_FRAME_SHARED.test(origin.moduleName ?? '');
  const boot = new Set(bootChunkFiles(chunks));
  return {
    js: filesOf(chunks, wanted, '.js').filter((file) => !boot.has(file)),
    css: filesOf(chunks, wanted, '.css'),
  };
}

/** The browser starts preloads in document order, a few connections at a time: the largest first ends soonest. */
function largestFirst(files, sizeOf) {
  return [...files].sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b));
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
          const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
          const { publicPath } = compilation.outputOptions;
          const sizeOf = (file) => compilation.getAsset(file)?.source.size() ?? 0;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(
              withPreloads(html.source.source().toString(), largestFirst(bootChunkFiles(chunks), sizeOf), base),
            ),
          );
          const lists = { signedIn: frameFiles(chunks) };
          compilation.emitAsset(BOOT_ASSETS_FILE, new sources.RawSource(JSON.stringify(lists)));
        },
      );
    });
  }
}

module.exports = { BootPreloadPlugin, bootChunkFiles, frameFiles, largestFirst, withPreloads, BOOT_SHARED, BOOT_ASSETS_FILE };
