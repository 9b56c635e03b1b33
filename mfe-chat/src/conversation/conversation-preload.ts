// The saved conversation is asked for as the chat's App first renders, instead of from the chat page's effect, which
// runs only once the whole antd screen has rendered (on a phone a few hundred milliseconds later, all on the path to
// the first meaningful paint). The page takes the answer if it is fresh, else asks again.
import { ChatConversationDocument, type ChatConversationQuery } from 'contracts';
import { executeGraphQL } from 'shared-ui';

/** An answer older than this is not taken: the page asks again. */
export const PRELOAD_FRESH_MS = 5_000;
let preloaded: { at: number; answer: Promise<ChatConversationQuery> } | undefined;

export function preloadConversation(now = Date.now()): void {
  const answer = executeGraphQL(ChatConversationDocument, {});
  answer.catch(() => undefined); // the page that takes it handles a failure
  preloaded = { at: now, answer };
}

/** The preloaded answer, once, while fresh; otherwise a new request. */
export function loadConversation(now = Date.now()): Promise<ChatConversationQuery> {
  const taken = preloaded;
  preloaded = undefined;
  return taken && now - taken.at < PRELOAD_FRESH_MS ? taken.answer : executeGraphQL(ChatConversationDocument, {});
}

/** Resolves once the browser has painted the current frame: a frame callback runs before the paint, a task after it. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  });
}
