import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// Where the api reads what the marketing remote's build published beside its manifest (prerendered-pages.json, the
// standalone document, its CSS): the remote's own deploy location, the folder of REMOTE_MARKETING_URL. An absolute
// URL is another host (the remote deploys alone, without the api); a path is this server's own copy on disk
// (WEB_DIST_DIR), served at /remotes/mfe-marketing/.

/** Written by the marketing remote's production build (scripts/rspack/prerender-config.cjs). */
export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';
const MARKETING_FOLDER = 'mfe-marketing';

/** How often a deploy on another host is asked whether it changed (a conditional GET: usually a 304). */
export const MARKETING_REFRESH_MS = 30_000;
/** A request to the marketing host that takes longer is given up: the page is then served by the shell. */
const MARKETING_FETCH_TIMEOUT_MS = 2_000;

export interface PublishedPages {
  /** Changes with every deploy of the remote. */
  token: string;
  /** The pages file's text. */
  text: string;
}

export interface MarketingDeploy {
  /** Prefix of the deploy's files as the browser asks for them (the standalone script). */
  base: string;
  /** The deploy's pages file as last seen, or undefined (none published, or its host never answered). Fast: it
   *  never waits on another host once it has an answer. */
  current(): Promise<PublishedPages | undefined>;
  /** One file of the deploy, as text (throws when it cannot be read). */
  file(name: string): Promise<string>;
}

/** This server's copy (WEB_DIST_DIR/mfe-marketing/dist), checked per request: its modification time is the token. */
function diskDeploy(webDistDir: string): MarketingDeploy {
  const dist = path.join(webDistDir, MARKETING_FOLDER, 'dist');
  const pagesFile = path.join(dist, PRERENDERED_PAGES_FILE);
  let last: PublishedPages | undefined;
  return {
    base: `/remotes/${MARKETING_FOLDER}/`,
    async current() {
      const token = String((await stat(pagesFile).catch(() => undefined))?.mtimeMs ?? '');
      if (!token) return undefined;
      if (last?.token !== token) last = { token, text: await readFile(pagesFile, 'utf8') };
      return last;
    },
    file: (name) => readFile(path.join(dist, name), 'utf8'),
  };
}

/**
 * The remote's deploy on another host. The first page request waits for its answer (bounded); after that a page is
 * served from what was last seen while the host is asked again in the background, at most every `refreshMs`: a
 * slow or unreachable marketing host never holds a page back, and its last good deploy stays up.
 */
function httpDeploy(manifestUrl: string, refreshMs: number): MarketingDeploy {
  const base = new URL('.', manifestUrl).toString();
  const pagesUrl = new URL(PRERENDERED_PAGES_FILE, base).toString();
  let last: (PublishedPages & { etag: string | null }) | undefined;
  let askedAt = -Infinity;
  let asking: Promise<void> | undefined;
  let first: Promise<void> | undefined;

  async function ask(): Promise<void> {
    askedAt = Date.now();
    try {
      const response = await fetch(pagesUrl, {
        headers: last?.etag ? { 'If-None-Match': last.etag } : {},
        signal: AbortSignal.timeout(MARKETING_FETCH_TIMEOUT_MS),
      });
      if (response.status === 304) return;
      // Nothing published there any more: the shell renders the pages.
      if (response.status === 404) last = undefined;
      if (!response.ok) return;
      const text = await response.text();
      const etag = response.headers.get('etag');
      last = { token: etag ?? text, text, etag };
    } catch {
      // Unreachable or slow: keep the deploy last seen; asked again after refreshMs.
    }
  }

  const askOnce = () => (asking ??= ask().finally(() => (asking = undefined)));

  return {
    base,
    async current() {
      // Only the first answer is waited for; later ones refresh in the background.
      if (!first) first = askOnce();
      else if (Date.now() - askedAt >= refreshMs) void askOnce();
      await first;
      return last;
    },
    async file(name) {
      const response = await fetch(new URL(name, base), { signal: AbortSignal.timeout(MARKETING_FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      return response.text();
    },
  };
}

/** The marketing remote's deploy named by its manifest URL (RuntimeConfig.remotes.marketing). */
export function marketingDeployOf(
  webDistDir: string,
  manifestUrl: string,
  refreshMs: number = MARKETING_REFRESH_MS,
): MarketingDeploy {
  return /^https?:\/\//i.test(manifestUrl) ? httpDeploy(manifestUrl, refreshMs) : diskDeploy(webDistDir);
}
