import { SESSION_USER_ELEMENT_ID, type SessionUser } from 'contracts';
import { createMockBackend, fixtureUser } from 'mocks';
import { setupMockServer } from 'mocks/testing';
import { useSessionStore } from './session.store';

const backend = createMockBackend({ signedIn: true });
const server = setupMockServer(...backend.handlers);
beforeEach(() => useSessionStore.setState({ user: null, status: 'idle', signedOutByUser: false }));

describe('useSessionStore', () => {
  it('loads the signed-in user from GET /api/auth/get-session', async () => {
    backend.state.signedIn = true;
    await useSessionStore.getState().load();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user: { email: fixtureUser.email } });
  });

  it('marks a visitor without a session as signed out', async () => {
    backend.state.signedIn = false;
    await useSessionStore.getState().load();
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('shares one request between concurrent loads and reloads on force', async () => {
    backend.state.signedIn = false;
    const first = useSessionStore.getState().load();
    expect(useSessionStore.getState().load()).toBe(first);
    await first;
    backend.state.signedIn = true;
    await useSessionStore.getState().load();
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    await useSessionStore.getState().load({ force: true });
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('signs out on the server and forgets the user', async () => {
    backend.state.signedIn = true;
    await useSessionStore.getState().load();
    await useSessionStore.getState().signOut();
    expect(backend.state.signedIn).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null, signedOutByUser: true });
  });

  describe('a signed-in page that names its user', () => {
    const user: SessionUser = {
      id: 'u-page',
      name: 'Page User',
      email: 'page.user@example.com',
      emailVerified: true,
      createdAt: '2026-11-26T00:00:00.000Z',
    };
    /** The store module as a fresh page load evaluates it, with `data` in the page's head. */
    async function storeOfPage(data: string) {
      document.head.innerHTML = `<script type="application/json" id="${SESSION_USER_ELEMENT_ID}">${data}</script>`;
      let store!: typeof useSessionStore;
      await jest.isolateModulesAsync(async () => {
        store = (await import('./session.store')).useSessionStore;
      });
      return store;
    }
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('starts signed in as that user without asking the server', async () => {
      const requests: string[] = [];
      server.events.on('request:start', ({ request }) => void requests.push(request.url));
      const store = await storeOfPage(JSON.stringify(user));
      expect(store.getState()).toMatchObject({ status: 'authenticated', user });
      await store.getState().load();
      expect(requests).toEqual([]);
      // Read once: the block is gone, so nothing later takes it for a fresh answer.
      expect(document.getElementById(SESSION_USER_ELEMENT_ID)).toBeNull();
      server.events.removeAllListeners();
    });

    it('asks the server as usual when the block does not hold a user', async () => {
      for (const data of ['not json', 'null', '{"name":"no id"}']) {
        const store = await storeOfPage(data);
        expect(store.getState()).toMatchObject({ status: 'idle', user: null });
        backend.state.signedIn = true;
        await store.getState().load();
        expect(store.getState()).toMatchObject({ status: 'authenticated', user: { email: fixtureUser.email } });
      }
    });
  });
});
