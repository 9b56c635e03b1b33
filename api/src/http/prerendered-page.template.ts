// A public page as the browser first gets it: the shell's index.html with the marketing remote's prerendered markup
// inside #root, the page's own title/description/robots, its CSS inlined (the first paint needs no other request) and
// the remote's manifest and entry preloaded, so the shell hydrates the page as soon as its scripts have run.

/** What the marketing build writes (scripts/rspack/prerender-config.cjs): dist/prerendered-pages.json. */
export interface PrerenderedPages {
  /** CSS files of the remote's exposed App, relative to its dist. */
  css: string[];
  pages: Record<string, PrerenderedPage>;
}

export interface PrerenderedPage {
  html: string;
  title?: string;
  description?: string;
  noindex?: boolean;
}

export interface PageAssets {
  /** The remote's CSS, inlined in a <style>. */
  css: string;
  /** `<link rel="preload">` targets: the manifest is fetched, the others are scripts. */
  preload: { manifest: string; scripts: string[] };
}

/**
 * Tags the api filled in carry the shell's own value in this attribute (empty: the shell had none), so the page
 * hooks of mfe-marketing put that back when the visitor moves on to a page of the shell.
 */
const PRERENDERED = 'data-prerendered';

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
const ROOT = '<div id="root"></div>';

/**
 * The page's HTML, or undefined when the shell's index.html does not have the expected #root (then the plain shell
 * is served and the page renders on the client as before). Replacements use functions: the markup contains '$'.
 */
export function composePrerenderedPage(shellIndex: string, page: PrerenderedPage, assets: PageAssets): string | undefined {
  if (!shellIndex.includes(ROOT) || !shellIndex.includes('</head>')) return undefined;
  let html = shellIndex;
  if (page.title) {
    const title = page.title;
    html = html.replace(
      TITLE,
      (_tag, shellTitle: string) => `<title ${PRERENDERED}="${shellTitle}">${escapeHtml(title)}</title>`,
    );
  }
  if (page.description) {
    const description = page.description;
    html = html.replace(
      DESCRIPTION,
      (_tag, shellDescription: string) =>
        `<meta name="description" content="${escapeHtml(description)}" ${PRERENDERED}="${shellDescription}">`,
    );
  }
  const head = [
    page.noindex ? `<meta name="robots" content="noindex,nofollow" ${PRERENDERED}="">` : '',
    `<link rel="preload" href="${escapeHtml(assets.preload.manifest)}" as="fetch" crossorigin="anonymous">`,
    ...assets.preload.scripts.map((src) => `<link rel="preload" href="${escapeHtml(src)}" as="script">`),
    assets.css ? `<style ${PRERENDERED}="">${assets.css.replace(/<\/style/gi, '<\\/style')}</style>` : '',
  ].join('');
  return html.replace('</head>', () => `${head}</head>`).replace(ROOT, () => `<div id="root">${page.html}</div>`);
}
