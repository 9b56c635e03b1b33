import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestApp, type TestApp } from '../testing/test-app';

const SHELL_INDEX = '<!doctype html><title>Shell</title><div id="root"></div>';

function write(root: string, file: string, content: string) {
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
    write(webDist, 'mfe-dashboard/dist/mf-manifest.json', '{"name":"mfe_dashboard"}');
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
});
