// What a remote's exposed module needs before it can run, as files: the chunks and CSS of its chunk group. The
// federation manifest lists fewer: a chunk that also holds a shared module's fallback (the dashboard's `contracts`
// sits with shared-ui/core's) is filed under that shared module, and the browser found it only when the App loaded,
// after the session had answered. The api preloads these lists (static-web.routes); the file is the remote's, beside
// its manifest: expose-assets.json, `{ "./App": { "js": [...], "css": [...] } }`.
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;
const FILE = 'expose-assets.json';

/**
 * @param {Record<string, { assets?: Array<{ name: string }> }>} namedChunkGroups rspack stats' named chunk groups
 * @returns {Record<string, { js: string[], css: string[] }>}
 */
function exposeAssets(namedChunkGroups) {
  const out = {};
  for (const [name, group] of Object.entries(namedChunkGroups)) {
    const expose = EXPOSE_GROUP.exec(name)?.[1];
    if (!expose) continue;
    const files = (group.assets ?? []).map((asset) => asset.name);
    out[`./${expose}`] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
  }
  return out;
}

class ExposeAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposeAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposeAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { namedChunkGroups } = compilation.getStats().toJson({ all: false, chunkGroups: true });
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(exposeAssets(namedChunkGroups ?? {}))));
        },
      );
    });
  }
}

module.exports = { ExposeAssetsPlugin, exposeAssets, EXPOSE_ASSETS_FILE: FILE };
