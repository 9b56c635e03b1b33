import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { DEFAULT_RUNTIME_CONFIG } from 'contracts';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { staticWebRoutes } from './static-web.routes';

// The public pages come from the marketing remote's own deploy location (REMOTE_MARKETING_URL on another host): the
// api has no copy of the remote, a redeploy there shows without an api deploy, and a slow or unreachable marketing
// host never holds '/' back.

const SHELL_INDEX = '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const STANDALONE =
  '<!doctype html><html lang="en"><head><title>Site</title><meta name="description" content="Site default">' +
  '</head><body><div id="root"></div></body></html>';
const html = { headers: { accept: 'text/html' } };

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/**
 * The marketing remote's deploy location, as a static host or CDN answers: files with an ETag, 304 to a matching
 * If-None-Match, 404 for a missing file. 'refusing' drops each connection, 'hanging' never answers.
 */
function marketingHost(root: string) {
  const state = { mode: 'up' as 'up' | 'refusing' | 'hanging', asked: [] as string[] };
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname));
    state.asked.push(`${req.headers['if-none-match'] ? 'conditional ' : ''}${path.relative(root, file)}`);
    if (state.mode === 'refusing') return void req.socket.destroy();
    if (state.mode === 'hanging') return void hanging.push(res);
    if (!file.startsWith(root + path.sep) || !existsSync(file)) return void res.writeHead(404).end('Not Found');
    const body = readFileSync(file);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { etag, 'content-type': file.endsWith('.json') ? 'application/json' : 'text/plain' }).end(body);
  });
  const origin = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  const close = () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { state, origin, close };
}

/** True once '/' contains `text`: a background refresh lands a moment after the request that started it. */
async function servedWithin(get: (urlPath: string) => Promise<Response>, text: string, timeoutMs = 5_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if ((await (await get('/')).text()).includes(text)) return true;
  }
  return false;
}

describe("public pages from the marketing remote's own deploy location", () => {
  let hostRoot: string;
  let webDist: string;
  let host: ReturnType<typeof marketingHost>;
  let manifestUrl: string;

  /** A marketing deploy at the host: the files its build publishes beside its manifest. */
  const deploy = (heading: string) => {
    write(hostRoot, 'site/public-page/index.html', STANDALONE);
    write(hostRoot, 'site/__federation_expose_App.1a2b3c4d.css', '.mk-hero{color:#111}');
    write(
      hostRoot,
      'site/prerendered-pages.json',
      JSON.stringify({
        css: ['__federation_expose_App.1a2b3c4d.css'],
        pages: { '/': { html: `<main><h1>${heading}</h1></main>`, title: 'Home | Agent' } },
        standalone: { document: 'public-page/index.html', scripts: ['public-page/public-page.1a2b3c4d.js'] },
      }),
    );
  };

  beforeAll(async () => {
    hostRoot = mkdtempSync(path.join(tmpdir(), 'marketing-host-'));
    // The api's own files: the shell alone, no copy of the marketing remote.
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    write(webDist, 'shell/dist/index.html', SHELL_INDEX);
    host = marketingHost(hostRoot);
    manifestUrl = `${await host.origin}/site/mf-manifest.json`;
  });

  afterAll(async () => {
    await host.close();
    rmSync(hostRoot, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  beforeEach(() => {
    host.state.mode = 'up';
    host.state.asked.length = 0;
    deploy('Follow up after you apply');
  });

  describe('in the app, with REMOTE_MARKETING_URL on another host', () => {
    let database: TestDatabase;
    let app: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      app = await startTestApp({ database, env: { WEB_DIST_DIR: webDist, REMOTE_MARKETING_URL: manifestUrl } });
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it("serves / prerendered from the remote's deploy, hydrated by the remote's script from there", async () => {
      const response = await app.request('/', html);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain('<div id="root"><main><h1>Follow up after you apply</h1></main></div>');
      expect(body).toContain('<style data-prerendered="">.mk-hero{color:#111}</style>');
      const origin = await host.origin;
      expect(body).toContain(`<script defer src="${origin}/site/public-page/public-page.1a2b3c4d.js"></script>`);
      // The page's Content-Security-Policy lets that script run.
      expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self' ${origin}`));
    });
  });

  describe('the routes', () => {
    let api: Server;
    let apiUrl: string;
    const get = (urlPath: string) => fetch(`${apiUrl}${urlPath}`, html);

    /** The api's routes as the app mounts them, asking the marketing host on every request (no refresh pause). */
    async function startApi(): Promise<void> {
      const app = express().use(
        staticWebRoutes(webDist, {
          runtimeConfig: {
            ...DEFAULT_RUNTIME_CONFIG,
            remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, marketing: manifestUrl },
            demoVideoUrl: null,
          },
          marketingRefreshMs: 0,
        }),
      );
      api = await new Promise<Server>((resolve) => {
        const server = app.listen(0, '127.0.0.1', () => resolve(server));
      });
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    }
    afterEach(() => new Promise((resolve) => api.close(resolve)));

    it('shows a redeploy at the marketing host without an api deploy; an unchanged deploy is answered 304', async () => {
      await startApi();
      expect(await (await get('/')).text()).toContain('<h1>Follow up after you apply</h1>');
      deploy('Follow-ups that get replies');
      expect(await servedWithin(get, '<h1>Follow-ups that get replies</h1>')).toBe(true);
      await get('/');
      expect(host.state.asked).toContain('conditional site/prerendered-pages.json');
      // The page's files are read again only for a new deploy.
      expect(host.state.asked.filter((asked) => asked === 'site/public-page/index.html')).toHaveLength(2);
    });

    it('keeps serving the last deploy it saw, at once, while the marketing host hangs or refuses', async () => {
      await startApi();
      expect(await (await get('/')).text()).toContain('<h1>Follow up after you apply</h1>');
      for (const mode of ['hanging', 'refusing'] as const) {
        host.state.mode = mode;
        const started = Date.now();
        const response = await get('/');
        expect({ mode, status: response.status }).toEqual({ mode, status: 200 });
        expect(await response.text()).toContain('<h1>Follow up after you apply</h1>');
        expect(Date.now() - started).toBeLessThan(1_000);
      }
    });

    it('serves the shell, which renders the page itself, when the marketing host has never answered', async () => {
      host.state.mode = 'refusing';
      await startApi();
      const response = await get('/');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL_INDEX);
      host.state.mode = 'up';
      expect(await servedWithin(get, '<h1>Follow up after you apply</h1>')).toBe(true);
    });
  });
});
