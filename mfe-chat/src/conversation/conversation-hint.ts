// Whether this browser last left the chat with a conversation under way. The chat then waits for it (a spinner);
// otherwise it draws the empty state at once, before the server's answer, which a new or finished conversation
// only confirms. A wrong hint (another device, another user of this browser) costs one redraw, never a message.
const HINT_KEY = 'chat:resumes-conversation';

/** True when the last conversation this browser saw had messages. */
export function expectsConversation(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: the empty state first, as for a new user
  }
}

/** Records what the conversation now holds, for the next visit. */
export function rememberConversation(hasMessages: boolean): void {
  try {
    if (hasMessages) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // storage blocked or full: the next visit draws the empty state first
  }
}
