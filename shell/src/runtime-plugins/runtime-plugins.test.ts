import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { setRemoteFallbackFactory } from './fallback-registry';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { remoteRetryPlugin } from './retry.plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'mfe_dashboard/App',
  error: new Error('manifest unreachable'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('remoteFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    setRemoteFallbackFactory(null);
    jest.restoreAllMocks();
  });

  it('hands back the registered fallback module when loading a remote fails', async () => {
    const fallback = { default: () => null };
    setRemoteFallbackFactory(() => fallback);
    expect(await remoteFallbackPlugin().errorLoadRemote?.(failure('onLoad'))).toBe(fallback);
  });

  it('lets earlier lifecycle failures propagate to the onLoad stage', async () => {
    setRemoteFallbackFactory(() => ({ default: () => null }));
    expect(await remoteFallbackPlugin().errorLoadRemote?.(failure('afterResolve'))).toBeUndefined();
  });
});

/**
 * A remote's static server: answers each path with the statuses listed for it, one per request, the last repeated
 * (a real HTTP server: the plugin fetches it as the browser would).
 */
function remoteServer(answers: Record<string, number[]>) {
  const requests: string[] = [];
  const manifest = JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [], shared: [] });
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const statuses = answers[path] ?? [404];
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? manifest : '{}');
  });
  const started = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  return { requests, started, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('remoteRetryPlugin', () => {
  let remote: ReturnType<typeof remoteServer>;
  afterEach(async () => {
    await remote.close();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The plugin narrates each try.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  const fetchManifest = (plugin: ReturnType<typeof remoteRetryPlugin>, url: string) =>
    plugin.fetch!(url, {}) as Promise<Response>;

  it('asks again after a 5xx answer and uses the answer that works', async () => {
    remote = remoteServer({ '/mfe-dashboard/mf-manifest.json': [503, 200] });
    const origin = await remote.started;
    const response = await fetchManifest(remoteRetryPlugin(new Map()), `${origin}/mfe-dashboard/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(remote.requests).toEqual(['/mfe-dashboard/mf-manifest.json', '/mfe-dashboard/mf-manifest.json']);
  });

  it('reads the backup manifest once the primary keeps failing, and loads the files from beside it', async () => {
    remote = remoteServer({ '/moved/mf-manifest.json': [404], '/remotes/mfe-dashboard/mf-manifest.json': [200] });
    const origin = await remote.started;
    const primary = `${origin}/moved/mf-manifest.json`;
    const backup = `${origin}/remotes/mfe-dashboard/mf-manifest.json`;
    const response = await fetchManifest(remoteRetryPlugin(new Map([[primary, backup]])), primary);
    const manifest = (await response.json()) as { metaData: { publicPath: string } };
    expect(manifest.metaData.publicPath).toBe(`${origin}/remotes/mfe-dashboard/`);
    expect(remote.requests.filter((path) => path === '/moved/mf-manifest.json')).toHaveLength(3);
    expect(remote.requests.at(-1)).toBe('/remotes/mfe-dashboard/mf-manifest.json');
  });

  it('gives up when the backup fails too, so the fallback plugin takes over', async () => {
    remote = remoteServer({});
    const origin = await remote.started;
    const primary = `${origin}/moved/mf-manifest.json`;
    const plugin = remoteRetryPlugin(new Map([[primary, `${origin}/remotes/mfe-dashboard/mf-manifest.json`]]));
    await expect(fetchManifest(plugin, primary)).rejects.toThrow();
    expect(remote.requests).toHaveLength(4);
  });
});
