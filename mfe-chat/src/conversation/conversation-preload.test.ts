import { graphql, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { PRELOAD_FRESH_MS, loadConversation, preloadConversation } from './conversation-preload';

let asked = 0;
setupMockServer(
  graphql.query('ChatConversation', () => {
    asked += 1;
    return HttpResponse.json({ data: { chatConversation: null } });
  }),
);
beforeEach(() => (asked = 0));

test('the page takes the answer the App asked for: one request', async () => {
  preloadConversation(1_000);
  expect(await loadConversation(1_500)).toEqual({ chatConversation: null });
  expect(asked).toBe(1);
});

test('an answer is taken once; a stale one or none means a new request', async () => {
  preloadConversation(1_000);
  await loadConversation(1_000 + PRELOAD_FRESH_MS + 1);
  expect(asked).toBe(2);
  await loadConversation(90_000);
  expect(asked).toBe(3);
});
