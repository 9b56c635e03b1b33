// Keeps the newest part of the conversation in view as replies are typed and blocks appear: the bottom, unless
// what follows the last reply is taller than the view (the drafted sequence), then that reply's top.
import { useEffect, useRef } from 'react';

/** Room left above the reply scrolled to. */
const GAP = 8;

export function useAutoScroll<T extends HTMLElement>(change: unknown): React.RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A reply still queued holds its place invisibly (chat-message-list.tsx): the view follows only what is shown.
    const replies = element.querySelectorAll<HTMLElement>('.chat-message:not(.chat-message--queued)');
    const last = replies[replies.length - 1];
    const bottom = element.scrollHeight - element.clientHeight;
    const lastTop = last ? last.offsetTop - GAP : bottom;
    element.scrollTop = Math.max(0, Math.min(bottom, lastTop));
  }, [change]);
  return ref;
}
