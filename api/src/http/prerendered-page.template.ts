// A public page as the browser first gets it: a document with the marketing remote's prerendered markup inside #root,
// the page's own title/description/robots and its CSS inlined (the first paint needs no other request). The document
// is the remote's standalone one (scripts/rspack/public-page-config.cjs), with its hydration script and the
// RuntimeConfig in a data block: the page hydrates without the shell.

/** What the marketing build writes (scripts/rspack/prerender-config.cjs): dist/prerendered-pages.json. */
export interface PrerenderedPages {
  /** CSS files of the remote's exposed App, relative to its dist. */
  css: string[];
  pages: Record<string, PrerenderedPage>;
  /** The remote's standalone document and the scripts that hydrate a page in it, relative to its dist (absent from
   *  builds before it: the api then serves the plain shell, which renders the page itself). */
  standalone?: { document: string; scripts: string[] };
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
  /** Scripts the page runs, deferred (the standalone document's hydration entry). */
  scripts: string[];
  /** JSON data blocks by element id (not executed, so no CSP hash is needed). */
  data?: Record<string, unknown>;
}

/** JSON safe inside a `<script>` element: no `<` (so no `</script>`) and no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
 * The page's HTML, or undefined when the document does not have the expected #root and head (then the plain shell is
 * served and the page renders on the client). Replacements use functions: the markup contains '$'.
 */
export function composePrerenderedPage(template: string, page: PrerenderedPage, assets: PageAssets): string | undefined {
  if (!template.includes(ROOT) || !template.includes('</head>')) return undefined;
  let html = template;
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
    ...Object.entries(assets.data ?? {}).map(
      ([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${scriptSafeJson(value)}</script>`,
    ),
    ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    assets.css ? `<style ${PRERENDERED}="">${assets.css.replace(/<\/style/gi, '<\\/style')}</style>` : '',
  ].join('');
  return html.replace('</head>', () => `${head}</head>`).replace(ROOT, () => `<div id="root">${page.html}</div>`);
}
