// Keeps the newest part of the conversation in view as replies are typed and blocks appear: the bottom, unless
// what follows the last reply is taller than the view (the drafted sequence), then that reply's top. Once the user
// scrolls the view themselves it stays where they put it until they send their next message: a reply still typing out
// pulled 'Send Sequence Now' some 1,000 px away from under a pointer that had just scrolled to it (issue 35 item 3).
import { useEffect, useRef } from 'react';

/** Room left above the reply scrolled to. */
const GAP = 8;

/** The place the view should follow to: the last reply shown (a queued one holds its place invisibly), else the bottom. */
function followTarget(element: HTMLElement): number {
  const replies = element.querySelectorAll<HTMLElement>('.chat-message:not(.chat-message--queued)');
  const last = replies[replies.length - 1];
  const bottom = element.scrollHeight - element.clientHeight;
  const lastTop = last ? last.offsetTop - GAP : bottom;
  return Math.max(0, Math.min(bottom, lastTop));
}

export function useAutoScroll<T extends HTMLElement>(change: unknown): React.RefObject<T | null> {
  const ref = useRef<T>(null);
  /** Where this hook last left the view; null: follow (nothing scrolled yet, or the user just sent a message). */
  const left = useRef<number | null>(null);
  const messageCount = useRef(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const messages = element.querySelectorAll<HTMLElement>('.chat-message');
    const newest = messages[messages.length - 1];
    // A new message of the user's (or a conversation started over): follow again.
    if (messages.length < messageCount.current || (messages.length > messageCount.current && newest?.dataset.role === 'user'))
      left.current = null;
    messageCount.current = messages.length;
    // Moved since this hook scrolled it: the user scrolled, so the view is theirs.
    if (left.current !== null && Math.abs(element.scrollTop - left.current) > 1) return;
    element.scrollTop = followTarget(element);
    left.current = element.scrollTop;
  }, [change]);
  return ref;
}
