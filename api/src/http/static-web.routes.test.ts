import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_ELEMENT_ID, SESSION_USER_ELEMENT_ID, type SessionUser } from 'contracts';
import { CookieJar } from '../../testkit/http/cookie-jar';
import { createTestDatabase, type TestDatabase } from '../../testkit/db/test-database';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';
import { withSessionUser } from './static-web.routes';

const SHELL_INDEX = '<!doctype html><title>Shell</title><div id="root"></div>';

const BIG_JS = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const BIG_INDEX = `<!doctype html><title>Big</title><!-- ${'padding '.repeat(300)} --><div id="root"></div>`;

function write(root: string, file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('static front ends', () => {
  let database: TestDatabase;
  let webDist: string;
  let app: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    write(webDist, 'shell/dist/index.html', SHELL_INDEX);
    write(webDist, 'shell/dist/static/js/main.3f9a1c2b7d.js', 'console.log("shell")');
    // Precompressed copies as the build writes them; the markers prove which file was sent.
    write(webDist, 'shell/dist/static/js/big.0a1b2c3d4e.js', BIG_JS);
    write(webDist, 'shell/dist/static/js/big.0a1b2c3d4e.js.br', brotliCompressSync(`${BIG_JS}//br`));
    write(webDist, 'shell/dist/static/js/big.0a1b2c3d4e.js.gz', gzipSync(`${BIG_JS}//gz`));
    write(webDist, 'mfe-dashboard/dist/mf-manifest.json', '{"name":"mfe_dashboard"}');
    write(webDist, 'mfe-dashboard/dist/mf-manifest.json.gz', gzipSync('{"name":"mfe_dashboard"}'));
    write(webDist, 'mfe-dashboard/dist/remoteEntry.js', 'var mfe_dashboard;');
    write(webDist, 'mfe-dashboard/dist/static/js/async/412.0a1b2c3d4e5f.js', '/* chunk */');
    database = await createTestDatabase();
    app = await startTestApp({ database, env: { WEB_DIST_DIR: webDist } });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

  /** A raw GET (fetch would decode the body), with the body as bytes. */
  function rawGet(urlPath: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest(`${app.baseUrl}${urlPath}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  }

  describe('compression', () => {
    const asset = '/static/js/big.0a1b2c3d4e.js';

    it('prefers the brotli file when br is accepted', async () => {
      const response = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(response.body).toString()).toBe(`${BIG_JS}//br`);
    });

    it('sends the gzip file when only gzip is accepted', async () => {
      const response = await rawGet(asset, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(response.body).toString()).toBe(`${BIG_JS}//gz`);
    });

    it('sends the file as is when no encoding is accepted, still varying by Accept-Encoding', async () => {
      const variants: Array<Record<string, string>> = [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br;q=0, gzip;q=0' },
      ];
      for (const headers of variants) {
        const response = await rawGet(asset, headers);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body.toString()).toBe(BIG_JS);
      }
    });

    it('uses a precompressed remote entry file with its own type and no-cache', async () => {
      const response = await rawGet('/remotes/mfe-dashboard/mf-manifest.json', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(gunzipSync(response.body).toString())).toEqual({ name: 'mfe_dashboard' });
    });

    it('does not send a precompressed file whose original is missing', async () => {
      write(webDist, 'shell/dist/static/js/orphan.0a1b2c3d4e.js.gz', gzipSync('orphan'));
      expect((await rawGet('/static/js/orphan.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' })).status).toBe(404);
    });

    it('compresses the index.html fallback on the fly, keeping 200/404 and no-cache', async () => {
      write(webDist, 'shell/dist/index.html', BIG_INDEX);
      try {
        for (const [route, status] of [
          ['/dashboard', 200],
          ['/no-such-page-here', 404],
        ] as const) {
          const br = await rawGet(route, { ...html.headers, 'accept-encoding': 'br, gzip' });
          expect({ route, status: br.status }).toEqual({ route, status });
          expect(br.headers['content-encoding']).toBe('br');
          expect(br.headers['content-type']).toMatch(/^text\/html/);
          expect(br.headers['cache-control']).toBe('no-cache');
          expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
          expect(brotliDecompressSync(br.body).toString()).toBe(BIG_INDEX);

          const gzip = await rawGet(route, { ...html.headers, 'accept-encoding': 'gzip' });
          expect(gzip.headers['content-encoding']).toBe('gzip');
          expect(gunzipSync(gzip.body).toString()).toBe(BIG_INDEX);

          const plain = await rawGet(route, { ...html.headers, 'accept-encoding': 'identity' });
          expect(plain.status).toBe(status);
          expect(plain.headers['content-encoding']).toBeUndefined();
          expect(plain.body.toString()).toBe(BIG_INDEX);
        }
      } finally {
        write(webDist, 'shell/dist/index.html', SHELL_INDEX);
      }
    });
  });

  it('serves the shell at / without caching its index.html', async () => {
    const response = await app.request('/', html);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL_INDEX);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a long time', async () => {
    const response = await app.request('/static/js/main.3f9a1c2b7d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves each remote under /remotes/mfe-<name>/ with entry files uncached', async () => {
    const manifest = await app.request('/remotes/mfe-dashboard/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'mfe_dashboard' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const entry = await app.request('/remotes/mfe-dashboard/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const chunk = await app.request('/remotes/mfe-dashboard/static/js/async/412.0a1b2c3d4e5f.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the shell for HTML navigations to client routes', async () => {
    const routes = [
      '/',
      '/pricing',
      '/pricing/',
      '/cold-email-strategy-job-search',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
      '/dashboard',
      '/dashboard/campaigns/12',
      '/dashboard/chats?campaignId=3',
      '/candidate/abc-123',
      '/candidate/abc-123/resume',
      '/candidate/unsubscribe',
      '/resume/abc-123',
    ];
    for (const route of routes) {
      const response = await app.request(route, html);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(await response.text()).toBe(SHELL_INDEX);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 404 with the shell (which shows its not-found page) for paths the app does not know', async () => {
    const unknown = ['/no-such-page-here', '/pricing/extra', '/dashboardx', '/wp-admin/setup.php', '/.env', '/Pricing'];
    for (const route of unknown) {
      const response = await app.request(route, html);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(SHELL_INDEX);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // A conditional request never turns the 404 into a 304.
    const conditional = await app.request('/no-such-page-here', {
      headers: { ...html.headers, 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect(conditional.status).toBe(404);
  });

  it('does not answer the shell for api, graphql, remote or non-HTML requests', async () => {
    expect((await app.request('/remotes/mfe-dashboard/missing.js', html)).status).toBe(404);
    expect((await app.request('/remotes/mfe-chat/mf-manifest.json', html)).status).toBe(404);
    const api = await app.request('/api/unknown', html);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    const script = await app.request('/static/js/missing.js', { headers: { accept: '*/*' } });
    expect(script.status).toBe(404);
    expect(await script.text()).not.toContain('<title>Shell</title>');
  });

  it('answers a 503 page asking to build when the shell is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'web-empty-'));
    const unbuilt = await startTestApp({ database, env: { WEB_DIST_DIR: empty } });
    try {
      const response = await unbuilt.request('/dashboard/home', html);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  describe('prerendered public pages', () => {
    const FULL_INDEX =
      '<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="Shell default">' +
      '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
    /** The marketing build's standalone document (public-page-config.cjs): the api adds the page, its head and script. */
    const STANDALONE =
      '<!doctype html><html lang="en"><head><title>Site</title><meta name="description" content="Site default">' +
      '</head><body><div id="root"></div></body></html>';
    const marketing = 'mfe-marketing/dist';
    /** Big enough to be compressed (1 KB or more). */
    const PLAN_TEXT = `<p>${'Every plan sends from your own Gmail. '.repeat(40)}</p>`;
    const pagesFile = `${marketing}/prerendered-pages.json`;
    const pages = (landing: string) => ({
      css: ['__federation_expose_App.1a2b3c4d.css'],
      pages: {
        '/': {
          html: `<!--$--><main><h1>${landing}</h1></main><!--/$-->`,
          title: 'Home | Agent',
          description: 'Landing',
          noindex: true,
        },
        '/pricing': {
          html: `<!--$--><main><h1>Plans from $9</h1>${PLAN_TEXT}</main><!--/$-->`,
          title: 'Pricing | Agent',
          description: 'Plans',
        },
      },
      standalone: { document: 'public-page/index.html', scripts: ['public-page/public-page.1a2b3c4d.js'] },
    });
    /** Writes the pages file as a new deploy (a later modification time than any before). */
    let deploys = 0;
    const deployPages = (body: object) => {
      write(webDist, pagesFile, JSON.stringify(body));
      const later = new Date(Date.now() + 10_000 * ++deploys);
      utimesSync(path.join(webDist, pagesFile), later, later);
    };

    beforeAll(() => {
      write(webDist, 'shell/dist/index.html', FULL_INDEX);
      write(webDist, `${marketing}/public-page/index.html`, STANDALONE);
      write(webDist, `${marketing}/__federation_expose_App.1a2b3c4d.css`, '.mk-hero{color:#111}');
      deployPages(pages('Follow up after you apply'));
    });
    afterAll(() => {
      rmSync(path.join(webDist, 'mfe-marketing'), { recursive: true, force: true });
      write(webDist, 'shell/dist/index.html', SHELL_INDEX);
    });

    it("serves / inside the remote's standalone document: its markup, head, inline CSS, script and runtime config", async () => {
      const response = await app.request('/', html);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body = await response.text();
      expect(body).toMatch(/^<!doctype html><html lang="en"><head><title data-prerendered="Site">Home \| Agent<\/title>/);
      expect(body).toContain('<div id="root"><!--$--><main><h1>Follow up after you apply</h1></main><!--/$--></div>');
      expect(body).toContain('<meta name="description" content="Landing" data-prerendered="Site default">');
      expect(body).toContain('<meta name="robots" content="noindex,nofollow" data-prerendered="">');
      expect(body).toContain('<style data-prerendered="">.mk-hero{color:#111}</style>');
      expect(body).toContain('<script defer src="/remotes/mfe-marketing/public-page/public-page.1a2b3c4d.js"></script>');
      const config = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(body);
      expect(JSON.parse(config?.[1] ?? 'null')).toEqual({
        remotes: {
          marketing: '/remotes/mfe-marketing/mf-manifest.json',
          dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
          chat: '/remotes/mfe-chat/mf-manifest.json',
          candidate: '/remotes/mfe-candidate/mf-manifest.json',
        },
        graphqlUrl: '/graphql',
        authUrl: '/api/auth',
        demoVideoUrl: null,
      });
      // Nothing of the shell or the federation runtime: no shell script, nothing preloaded, no remote entry.
      expect(body).not.toContain('/main.1a2b3c4d.js');
      expect(body).not.toContain('rel="preload"');
      expect(body).not.toContain('remoteEntry');
    });

    it("serves '/pricing' and '/pricing/' prerendered, compressed like any page", async () => {
      for (const route of ['/pricing', '/pricing/']) {
        const response = await rawGet(route, { ...html.headers, 'accept-encoding': 'br' });
        expect({ route, status: response.status }).toEqual({ route, status: 200 });
        expect(response.headers['content-encoding']).toBe('br');
        const body = brotliDecompressSync(response.body).toString();
        expect(body).toContain(`<div id="root"><!--$--><main><h1>Plans from $9</h1>${PLAN_TEXT}</main><!--/$--></div>`);
        expect(body).toContain('<title data-prerendered="Site">Pricing | Agent</title>');
        expect(body).not.toContain('name="robots"');
      }
    });

    it('serves the plain shell for other routes, for public paths the build did not prerender, and keeps 404s', async () => {
      for (const [route, status] of [
        ['/about', 200],
        ['/login', 200],
        ['/dashboard/campaigns', 200],
        ['/no-such-page-here', 404],
        ['/Pricing', 404],
      ] as const) {
        const response = await app.request(route, html);
        expect({ route, status: response.status }).toEqual({ route, status });
        expect(await response.text()).toBe(FULL_INDEX);
      }
      // Not a page navigation: the file, as before.
      const script = await app.request('/', { headers: { accept: '*/*' } });
      expect(await script.text()).toBe(FULL_INDEX);
    });

    it('picks up a redeployed marketing build', async () => {
      deployPages(pages('Follow-ups that get replies'));
      expect(await (await app.request('/', html)).text()).toContain('<h1>Follow-ups that get replies</h1>');
    });

    it('serves the plain shell (which renders the page itself) for a build without the standalone document', async () => {
      const { standalone: _standalone, ...older } = pages('Follow up after you apply');
      deployPages(older);
      const response = await app.request('/', html);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(FULL_INDEX);
      deployPages(pages('Follow up after you apply'));
    });

    it('serves the plain shell when the marketing build wrote no pages', async () => {
      rmSync(path.join(webDist, pagesFile));
      const response = await app.request('/', html);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(FULL_INDEX);
    });
  });

  describe('signed-in pages', () => {
    const FULL_INDEX =
      '<!doctype html><html lang="en"><head><title>Shell</title>' +
      '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
    const manifest = (entry: string, chunk: string, css: string) =>
      JSON.stringify({
        metaData: { remoteEntry: { name: entry } },
        exposes: [{ path: './App', assets: { js: { sync: [chunk] }, css: { sync: [css] } } }],
      });
    const jar = new CookieJar();
    const email = `preload.${Date.now()}@example.com`;
    /** The user a page carries for the shell's session store, or undefined. */
    const userIn = (page: string) => {
      const data = new RegExp(`<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">(.*?)</script>`).exec(page);
      return data?.[1] ? (JSON.parse(data[1]) as SessionUser) : undefined;
    };

    beforeAll(async () => {
      write(webDist, 'shell/dist/index.html', FULL_INDEX);
      // The shell's own chunks for the signed-in frame, listed by its build.
      write(
        webDist,
        'shell/dist/boot-assets.json',
        JSON.stringify({
          signedIn: { js: ['120.d1f215ab.js', '128.07015672.js'], css: ['120.b89df3b9.css'] },
        }),
      );
      write(
        webDist,
        'mfe-dashboard/dist/mf-manifest.json',
        manifest('remoteEntry.1d1d1d1d.js', '1575.d5c3379b.js', 'app.0c0c0c0c.css'),
      );
      // The dashboard's build also lists its App's whole chunk group: a chunk the manifest files under a shared module
      // (9591, holding contracts beside shared-ui/core's fallback) is preloaded too. The chat's falls back to its manifest.
      write(
        webDist,
        'mfe-dashboard/dist/expose-assets.json',
        JSON.stringify({ './App': { js: ['1575.d5c3379b.js', '9591.81af1e8a.js'], css: ['app.0c0c0c0c.css'] } }),
      );
      write(
        webDist,
        'mfe-chat/dist/mf-manifest.json',
        manifest('remoteEntry.2e2e2e2e.js', '687.6679fd9f.js', 'chat.0d0d0d0d.css'),
      );
      const response = await app.request('/api/auth/sign-up/email', {
        json: { name: 'Preload', email, password: 'secret-pass' },
        jar,
      });
      expect(response.status).toBe(200);
    });
    afterAll(() => {
      rmSync(path.join(webDist, 'mfe-chat'), { recursive: true, force: true });
      rmSync(path.join(webDist, 'mfe-dashboard/dist/expose-assets.json'), { force: true });
      rmSync(path.join(webDist, 'shell/dist/boot-assets.json'), { force: true });
      write(webDist, 'mfe-dashboard/dist/mf-manifest.json', '{"name":"mfe_dashboard"}');
      write(webDist, 'shell/dist/index.html', SHELL_INDEX);
    });

    it("preloads the manifest, entry, App chunks and CSS of the page's remote for a signed-in visitor", async () => {
      const response = await app.request('/dashboard/campaigns', { ...html, jar });
      const campaigns = await response.text();
      // The page names its user, so the shell draws it without asking GET /get-session first; no cache keeps it.
      expect(userIn(campaigns)).toMatchObject({ name: 'Preload', email, emailVerified: false });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(campaigns).toContain(
        '<link rel="preload" href="/remotes/mfe-dashboard/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
      );
      for (const script of ['remoteEntry.1d1d1d1d.js', '1575.d5c3379b.js', '9591.81af1e8a.js']) {
        expect(campaigns).toContain(
          `<link rel="preload" href="/remotes/mfe-dashboard/${script}" as="script" fetchpriority="low">`,
        );
      }
      expect(campaigns).toContain(
        '<link rel="preload" href="/remotes/mfe-dashboard/app.0c0c0c0c.css" as="style" fetchpriority="low">',
      );
      // The frame the shell draws around every signed-in page: its chunks, CSS and react-query.
      for (const script of ['/120.d1f215ab.js', '/128.07015672.js']) {
        expect(campaigns).toContain(`<link rel="preload" href="${script}" as="script" fetchpriority="low">`);
      }
      expect(campaigns).toContain('<link rel="preload" href="/120.b89df3b9.css" as="style" fetchpriority="low">');
      expect(campaigns).not.toContain('mfe-chat');
      expect(campaigns).toContain('<script defer src="/main.1a2b3c4d.js"></script>');

      // The chat shows at /dashboard and /dashboard/chats: its files, not the dashboard's.
      for (const chatPath of ['/dashboard', '/dashboard/chats', '/dashboard/chat?campaignId=4']) {
        const chat = await (await app.request(chatPath, { ...html, jar })).text();
        expect(chat).toContain('<link rel="preload" href="/remotes/mfe-chat/687.6679fd9f.js" as="script" fetchpriority="low">');
        expect(chat).toContain('<link rel="preload" href="/120.d1f215ab.js" as="script" fetchpriority="low">');
        expect(chat).not.toContain('mfe-dashboard');
        expect(userIn(chat)?.email).toBe(email);
      }
    });

    it('writes the user so that no name can end the data block', () => {
      const user: SessionUser = {
        id: 'u1',
        name: '</script><script>alert(1)</script>\u2028',
        email: 'a@example.com',
        emailVerified: true,
        createdAt: '2026-11-26T00:00:00.000Z',
      };
      const page = withSessionUser(FULL_INDEX, user);
      expect(page.match(/<\/script>/g)).toHaveLength(2); // the data block's own end and main.js's
      expect(userIn(page)).toEqual(user);
    });

    it('preloads nothing for a visitor without a valid session (the shell sends them to /login)', async () => {
      for (const headers of [html.headers, { ...html.headers, cookie: 'sid=s%3Aforged.c2lnbmF0dXJl' }]) {
        const response = await app.request('/dashboard/campaigns', { headers });
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(FULL_INDEX);
      }
      // Nor for signed-in visitors on pages that are not the dashboard's.
      expect(await (await app.request('/login', { ...html, jar })).text()).toBe(FULL_INDEX);
    });

    it('names nobody once the session has ended, though the cookie is still well signed', async () => {
      const ended = new CookieJar();
      await app.request('/api/auth/sign-in/email', { json: { email, password: 'secret-pass' }, jar: ended });
      expect(userIn(await (await app.request('/dashboard/campaigns', { ...html, jar: ended })).text())?.email).toBe(email);
      const cookie = ended.header();
      await app.request('/api/auth/sign-out', { method: 'POST', json: {}, jar: ended });
      const response = await app.request('/dashboard/campaigns', { headers: { ...html.headers, cookie } });
      expect(await response.text()).toBe(FULL_INDEX);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });
  });
});
