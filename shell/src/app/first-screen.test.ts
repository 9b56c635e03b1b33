import { fixtureUser } from 'mocks';
import { useSessionStore } from 'shared-ui/core';
import type { RemoteAppLoader, RemoteKey } from '../remotes/remote-app';
import { loadFirstScreen } from './first-screen';

/** A loader that records which remotes and paths were loaded ahead. */
function recordingLoader() {
  const loaded: string[] = [];
  const loader: RemoteAppLoader = async (remote: RemoteKey) => ({
    default: () => null,
    preloadRoute: async (pathname, basePath) => {
      loaded.push(`${remote} ${pathname} at ${basePath}`);
    },
  });
  return { loader, loaded };
}

afterEach(() => useSessionStore.setState({ user: null, status: 'idle', signedOutByUser: false }));

test("a signed-in dashboard page loads its remote and the remote's page before the first render", async () => {
  useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
  const { loader, loaded } = recordingLoader();
  await loadFirstScreen('/dashboard/home', loader);
  await loadFirstScreen('/dashboard/chats', loader);
  expect(loaded).toEqual(['dashboard /dashboard/home at /dashboard', 'chat /dashboard/chats at /dashboard/chats']);
});

test('any other page, or a dashboard page without a known session, renders at once', async () => {
  const { loader, loaded } = recordingLoader();
  await loadFirstScreen('/dashboard/home', loader);
  useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
  await loadFirstScreen('/login', loader);
  await loadFirstScreen('/dashboards', loader);
  expect(loaded).toEqual([]);
});

test('a remote that never arrives holds the first render for 3 s at most (then the loading screen shows)', async () => {
  jest.useFakeTimers();
  try {
    useSessionStore.setState({ user: { ...fixtureUser }, status: 'authenticated' });
    const never: RemoteAppLoader = () => new Promise(() => undefined);
    let rendered = false;
    const first = loadFirstScreen('/dashboard/home', never).then(() => (rendered = true));
    await jest.advanceTimersByTimeAsync(2900);
    expect(rendered).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await first;
    expect(rendered).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
