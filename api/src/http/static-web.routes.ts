import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  AUTH_ROUTES,
  DEFAULT_RUNTIME_CONFIG,
  isChatPath,
  publicPathOf,
  REMOTE_MOUNT_ROUTES,
  RUNTIME_CONFIG_ELEMENT_ID,
  SESSION_USER_ELEMENT_ID,
  type SessionUser,
} from 'contracts';
import { findPrecompressed, sendCompressed } from './compression.middleware';
import { composePrerenderedPage, scriptSafeJson, type PageAssets, type PrerenderedPages } from './prerendered-page.template';
import { marketingDeployOf, type MarketingDeploy } from './marketing-deploy.source';
import type { RuntimeConfig } from './runtime-config.routes';

export const REMOTE_FOLDERS = ['mfe-marketing', 'mfe-dashboard', 'mfe-chat', 'mfe-candidate'] as const;

/** Entry files must always be revalidated: they name the hashed files of the current deploy. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** `name.<hash>.ext` or `name-<hash>.ext` with a hex content hash of at least 8 characters. */
const HASHED_FILE = /[.-]([a-f0-9]{8,})\.[a-z0-9]+$/i;

const NOT_ROUTED_TO_SHELL = ['/api', '/graphql', '/remotes', '/__dev'];

function setCacheHeaders(res: Response, filePath: string) {
  const name = path.basename(filePath);
  const hash = HASHED_FILE.exec(name)?.[1];
  if (!ENTRY_FILES.has(name) && hash && /\d/.test(hash)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

const staticOptions = { index: 'index.html', setHeaders: setCacheHeaders, fallthrough: true };

/** The file under `root` a GET/HEAD asks for, or undefined (bad encoding, dotfiles, escaping the root). */
function requestedFile(root: string, requestPath: string, index: string | false): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  if (decoded.endsWith('/')) {
    if (!index) return undefined;
    decoded += index;
  }
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Answers with the build's `<file>.br` / `<file>.gz` when the client accepts it (the content type and caching of
 * the original file); otherwise passes on to express.static, which sends the file as is.
 */
function precompressedStatic(root: string, index: string | false): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = requestedFile(root, req.path, index);
    const found = file && findPrecompressed(req, res, file);
    if (!file || !found) return next();
    setCacheHeaders(res, file);
    res.type(path.extname(file)).set('Content-Encoding', found.encoding);
    res.sendFile(found.file, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head>
<body><h1>The front end is not built yet</h1><p>Run <code>npm run build</code> at the repository root, then reload.</p></body></html>`;

function isUnderPrefix(requestPath: string, prefix: string) {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}

const AUTH_PATHS: readonly string[] = Object.values(AUTH_ROUTES);
const MOUNT_PATHS: readonly string[] = Object.values(REMOTE_MOUNT_ROUTES);

const withoutTrailingSlash = (requestPath: string) =>
  requestPath.length > 1 ? requestPath.replace(/(?<!\/)\/+$/, '') || '/' : requestPath;

/**
 * True for the paths the shell renders a page for (product.md §2), matched as the shell matches them: the public paths
 * exactly (contracts' publicPathOf: case-sensitive, '/pricing/' is '/pricing'), the auth pages (React Router: any case), and
 * everything under a remote's mount (/dashboard, /candidate, /resume). Below a mount the remote routes for itself
 * (the dashboard's and the candidate pages' own not-found pages); the server does not repeat their route tables.
 */
export function isShellRoute(requestPath: string): boolean {
  if (publicPathOf(requestPath)) return true;
  const anyCase = withoutTrailingSlash(requestPath).toLowerCase();
  return AUTH_PATHS.includes(anyCase) || MOUNT_PATHS.some((prefix) => isUnderPrefix(anyCase, prefix));
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Written beside the manifest by a remote's production build (scripts/rspack/expose-assets.cjs). */
const EXPOSE_ASSETS_FILE = 'expose-assets.json';
type ExposeAssets = Record<string, { js?: string[]; css?: string[] }>;

/**
 * The remote's entry and its App's chunks (JS, then CSS) as URLs under `base`: the App's whole chunk group from
 * expose-assets.json (the manifest files a chunk that also holds a shared fallback under that shared module, though
 * the App needs it), else the manifest's list.
 */
async function remoteAppFiles(remoteDist: string, base: string): Promise<{ scripts: string[]; styles: string[] }> {
  const manifest = JSON.parse(await readFile(path.join(remoteDist, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
  const entry = manifest.metaData?.remoteEntry?.name;
  const grouped = await readFile(path.join(remoteDist, EXPOSE_ASSETS_FILE), 'utf8').then(
    (text) => (JSON.parse(text) as ExposeAssets)['./App'],
    () => undefined,
  );
  const app = manifest.exposes?.find((expose) => expose.path === './App')?.assets;
  const js = grouped?.js ?? app?.js?.sync ?? [];
  const css = grouped?.css ?? app?.css?.sync ?? [];
  return {
    scripts: [...(entry ? [entry] : []), ...js].map((file) => `${base}${file}`),
    styles: css.map((file) => `${base}${file}`),
  };
}

/**
 * The public pages the marketing remote's build prerendered, each inside the remote's standalone document, which
 * hydrates it with the remote's own script (no shell, no federation runtime) and reads the RuntimeConfig from the
 * page. All of it comes from the remote's deploy (marketing-deploy.source.ts: its own host, or this server's copy),
 * recomposed when that deploy changes, so a page, its CSS and its script always come from one build. None for a
 * build without the standalone document, or while the deploy cannot be read: the shell renders those.
 */
function prerenderedPages(deploy: MarketingDeploy, runtimeConfig: RuntimeConfig) {
  let cached: { token: string; pages: Promise<Map<string, string>> } | undefined;

  async function compose(text: string): Promise<Map<string, string>> {
    const pages = new Map<string, string>();
    const { css: cssFiles, pages: prerendered, standalone } = JSON.parse(text) as PrerenderedPages;
    if (!standalone) return pages;
    const [document, ...css] = await Promise.all([
      deploy.file(standalone.document),
      ...cssFiles.map((file) => deploy.file(file)),
    ]);
    const assets: PageAssets = {
      css: css.join(''),
      scripts: standalone.scripts.map((file) => `${deploy.base}${file}`),
      data: { [RUNTIME_CONFIG_ELEMENT_ID]: runtimeConfig },
    };
    for (const [pagePath, page] of Object.entries(prerendered)) {
      const html = composePrerenderedPage(document, page, assets);
      if (html) pages.set(pagePath, html);
    }
    return pages;
  }

  /** The composed page for a public path, or undefined (not built with prerendering, or unreadable). */
  return async (publicPath: string): Promise<string | undefined> => {
    try {
      const published = await deploy.current();
      if (!published) return undefined;
      if (cached?.token !== published.token) {
        const pages = compose(published.text);
        cached = { token: published.token, pages };
        // A deploy that could not be composed (a file unreadable) is tried again on a later request.
        pages.catch(() => {
          if (cached?.pages === pages) cached = undefined;
        });
      }
      return (await cached.pages).get(publicPath);
    } catch {
      return undefined;
    }
  };
}

type SignedInRemote = 'dashboard' | 'chat';

/** Written beside the shell's index.html by its production build (scripts/rspack/boot-preload.cjs). */
const BOOT_ASSETS_FILE = 'boot-assets.json';

type FileList = { js?: string[]; css?: string[] };
type PreloadFiles = { scripts: string[]; styles: string[] };
const asUrls = (list: FileList | undefined): PreloadFiles => ({
  scripts: (list?.js ?? []).map((file) => `/${file}`),
  styles: (list?.css ?? []).map((file) => `/${file}`),
});

/**
 * The shell's own chunks a signed-in page needs, if its build listed them: the frame (dashboard layout, react-query,
 * the query client), the same for every remote (no signed-in first screen draws antd).
 */
async function signedInShellFiles(shellDir: string): Promise<PreloadFiles> {
  const listed = await readFile(path.join(shellDir, BOOT_ASSETS_FILE), 'utf8').then(
    (text) => JSON.parse(text) as { signedIn?: FileList },
    () => ({}) as { signedIn?: FileList },
  );
  return asUrls(listed.signedIn);
}

/** The remote the shell shows at a /dashboard path (the same rule as its routes: contracts' isChatPath), or undefined. */
export function signedInRemoteOf(requestPath: string): SignedInRemote | undefined {
  if (!isUnderPrefix(requestPath.toLowerCase(), REMOTE_MOUNT_ROUTES.dashboard)) return undefined;
  return isChatPath(requestPath) ? 'chat' : 'dashboard';
}

/**
 * The shell's index.html for a signed-in page, with `<link rel="preload">` for the shell's frame chunks and for the
 * manifest, entry, App chunks and CSS of the remote the page shows. Without them the browser finds these only after the shell has run and the session
 * answered (three round trips later). Only for remotes served from this server's copy; recomposed on a redeploy.
 */
function signedInPages(webDistDir: string, shellIndex: string, manifestUrls: Partial<Record<SignedInRemote, string>>) {
  let cached: { key: string; pages: Map<SignedInRemote, string> } | undefined;

  async function compose(shell: string): Promise<Map<SignedInRemote, string>> {
    const pages = new Map<SignedInRemote, string>();
    const frame = await signedInShellFiles(path.dirname(shellIndex));
    for (const remote of ['dashboard', 'chat'] as const) {
      const folder = `mfe-${remote}`;
      const base = `/remotes/${folder}/`;
      const manifestUrl = manifestUrls[remote];
      if (!manifestUrl?.startsWith(base) || !shell.includes('</head>')) continue;
      const { scripts, styles } = await remoteAppFiles(path.join(webDistDir, folder, 'dist'), base);
      // Low priority: they must not hold back the shell's own script, which paints the first frame.
      const links = [
        `<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
        ...[...frame.scripts, ...scripts].map((src) => `<link rel="preload" href="${src}" as="script" fetchpriority="low">`),
        ...[...frame.styles, ...styles].map((href) => `<link rel="preload" href="${href}" as="style" fetchpriority="low">`),
      ].join('');
      pages.set(
        remote,
        shell.replace('</head>', () => `${links}</head>`),
      );
    }
    return pages;
  }

  return async (remote: SignedInRemote): Promise<string | undefined> => {
    try {
      const manifests = ['dashboard', 'chat'].map((name) => path.join(webDistDir, `mfe-${name}`, 'dist', 'mf-manifest.json'));
      const stats = await Promise.all([shellIndex, ...manifests].map((file) => stat(file).catch(() => undefined)));
      const key = stats.map((entry) => entry?.mtimeMs ?? 0).join(':');
      if (cached?.key !== key) cached = { key, pages: await compose(await readFile(shellIndex, 'utf8')) };
      return cached.pages.get(remote);
    } catch {
      return undefined;
    }
  };
}

export interface StaticWebOptions {
  /** What /runtime-config.json answers: a standalone public page carries it (it has no shell to fetch it). */
  runtimeConfig?: RuntimeConfig;
  /** Where the shell loads the dashboard and chat remotes' manifests from: signed-in pages preload them. */
  signedInManifestUrls?: Partial<Record<SignedInRemote, string>>;
  /** The signed-in user of a request to a /dashboard page, or null. Only then are the page's remote files preloaded
   *  (not for a visitor the shell is about to send to /login), and the page carries the user for the shell. */
  sessionUserOf?: (req: Request, res: Response) => Promise<SessionUser | null>;
  /** How often a marketing deploy on another host is asked whether it changed (default MARKETING_REFRESH_MS). */
  marketingRefreshMs?: number;
}

/** The page with the signed-in user in a JSON data block (not executed, so no CSP hash is needed). */
export function withSessionUser(page: string, user: SessionUser): string {
  const data = `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">${scriptSafeJson(user)}</script>`;
  return page.replace('</head>', () => `${data}</head>`);
}

/**
 * Serves the built shell at `/` and each remote at `/remotes/mfe-<name>/`. An HTML navigation to any other path gets
 * the shell's index.html: 200 for the shell's routes, 404 for anything else (the shell then shows its not-found
 * page, so browsers see the page and crawlers and probes see the status). A public page comes prerendered, in the
 * marketing remote's standalone document, when its build made one. Remotes may be served by the browser from another
 * origin's shell, so their files allow cross-origin reads.
 */
export function staticWebRoutes(webDistDir: string, options: StaticWebOptions = {}): Router {
  const router = Router();
  const shellDir = path.join(webDistDir, 'shell', 'dist');
  const shellIndex = path.join(shellDir, 'index.html');
  const runtimeConfig = options.runtimeConfig ?? { ...DEFAULT_RUNTIME_CONFIG, demoVideoUrl: null };
  const marketing = marketingDeployOf(webDistDir, runtimeConfig.remotes.marketing, options.marketingRefreshMs);
  // Asked at start, so the first visitor's page does not wait for the marketing host.
  void marketing.current().catch(() => undefined);
  const prerenderedPageFor = prerenderedPages(marketing, runtimeConfig);
  const signedInPageFor = signedInPages(webDistDir, shellIndex, {
    dashboard: options.signedInManifestUrls?.dashboard ?? DEFAULT_RUNTIME_CONFIG.remotes.dashboard,
    chat: options.signedInManifestUrls?.chat ?? DEFAULT_RUNTIME_CONFIG.remotes.chat,
  });

  for (const folder of REMOTE_FOLDERS) {
    router.use(
      `/remotes/${folder}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        next();
      },
      precompressedStatic(path.join(webDistDir, folder, 'dist'), false),
      express.static(path.join(webDistDir, folder, 'dist'), { ...staticOptions, index: false }),
    );
  }

  const wantsHtml = (accept: string | undefined) => (accept ?? '').includes('text/html');

  // Before the static files: '/' would otherwise get the plain index.html.
  router.get(/.*/, async (req, res, next) => {
    const publicPath = wantsHtml(req.get('accept')) ? publicPathOf(req.path) : undefined;
    const prerendered = publicPath && (await prerenderedPageFor(publicPath));
    if (!prerendered) return next();
    res.status(200).set('Cache-Control', 'no-cache');
    await sendCompressed(req, res, prerendered, 'html');
  });

  router.use(precompressedStatic(shellDir, 'index.html'), express.static(shellDir, staticOptions));

  router.get(/.*/, async (req, res, next) => {
    if (NOT_ROUTED_TO_SHELL.some((prefix) => isUnderPrefix(req.path, prefix))) return next();
    if (!wantsHtml(req.get('accept'))) return next();
    if (!existsSync(shellIndex)) {
      res.status(503).type('html').set('Cache-Control', 'no-store').send(NOT_BUILT_PAGE);
      return;
    }
    const remote = signedInRemoteOf(req.path);
    // A session that cannot be read now (database busy) only costs the shell its own GET /get-session.
    const user = remote && options.sessionUserOf ? await options.sessionUserOf(req, res).catch(() => null) : null;
    res.status(isShellRoute(req.path) ? 200 : 404);
    if (!remote || !user) {
      res.set('Cache-Control', 'no-cache');
      return void (await sendCompressed(req, res, await readFile(shellIndex), 'html'));
    }
    const page = (await signedInPageFor(remote)) ?? (await readFile(shellIndex, 'utf8'));
    // The page names its user: no cache may keep it.
    res.set('Cache-Control', 'no-store');
    await sendCompressed(req, res, withSessionUser(page, user), 'html');
  });
  return router;
}
