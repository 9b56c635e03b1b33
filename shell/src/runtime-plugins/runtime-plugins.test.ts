import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { setRemoteFallbackFactory } from './fallback-registry';
import { remoteFallbackPlugin } from './remote-fallback.plugin';
import { fetchWithOneRetry } from './retry.plugin';

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

describe('fetchWithOneRetry', () => {
  const ok = () => new Response('{}', { status: 200 });

  it('does not retry a successful request', async () => {
    const fetchImpl = jest.fn(async () => ok());
    await fetchWithOneRetry('http://remote/mf-manifest.json', {}, fetchImpl, 0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('retries once after a network error or a 5xx answer', async () => {
    const url = 'http://remote/mf-manifest.json';
    const afterError = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    await expect(fetchWithOneRetry(url, {}, afterError, 0)).resolves.toHaveProperty('status', 200);
    expect(afterError).toHaveBeenCalledTimes(2);

    const after503 = jest
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok());
    await expect(fetchWithOneRetry(url, {}, after503, 0)).resolves.toHaveProperty('status', 200);
    expect(after503).toHaveBeenCalledTimes(2);
  });

  it('gives up after the single retry', async () => {
    const down = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithOneRetry('http://remote/mf-manifest.json', {}, down, 0)).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(2);
  });
});
