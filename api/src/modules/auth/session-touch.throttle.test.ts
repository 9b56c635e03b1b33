import session from 'express-session';
import { throttleSessionTouch } from './session-touch.throttle';

// express-session's own MemoryStore, with its touch counted.
function countingStore(fail = false) {
  const store = new session.MemoryStore();
  const touched: string[] = [];
  store.touch = (sid, _session, callback) => {
    touched.push(sid);
    (callback as ((error?: unknown) => void) | undefined)?.(fail ? new Error('database down') : undefined);
  };
  return { store, touched };
}

const touchOnce = (store: session.Store, sid: string) =>
  new Promise<unknown>((resolve) =>
    store.touch!(sid, {} as session.SessionData, ((error?: unknown) => resolve(error)) as () => void),
  );

test('a session is renewed at most once a minute, each session on its own clock', async () => {
  let now = 0;
  const { store, touched } = countingStore();
  throttleSessionTouch(store, 60_000, () => now);
  await touchOnce(store, 'a');
  await touchOnce(store, 'a');
  await touchOnce(store, 'b');
  now = 59_999;
  await touchOnce(store, 'a');
  now = 60_000;
  await touchOnce(store, 'a');
  expect(touched).toEqual(['a', 'b', 'a']);
});

test('a renewal that failed is tried again on the next request, and the error reaches express-session', async () => {
  const { store, touched } = countingStore(true);
  throttleSessionTouch(store, 60_000, () => 0);
  expect(await touchOnce(store, 'a')).toBeInstanceOf(Error);
  await touchOnce(store, 'a');
  expect(touched).toEqual(['a', 'a']);
});
