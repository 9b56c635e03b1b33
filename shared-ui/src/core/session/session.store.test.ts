import { createMockBackend, fixtureUser } from 'mocks';
import { setupServer } from 'msw/node';
import { useSessionStore } from './session.store';

const backend = createMockBackend({ signedIn: true });
const server = setupServer(...backend.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
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
});
