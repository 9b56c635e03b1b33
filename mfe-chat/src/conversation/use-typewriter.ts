// Assistant replies appear like a person typing (product.md §9: an 800 ms typing indicator, then 15 ms per character),
// one reply after another; under prefers-reduced-motion they appear at once.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TIMINGS } from 'contracts';
import { prefersReducedMotion } from './reduced-motion';

interface Queued {
  id: string;
  length: number;
}

interface TypewriterState {
  queue: Queued[];
  /** False during the typing indicator of the head of the queue. */
  typing: boolean;
  chars: number;
}

const IDLE: TypewriterState = { queue: [], typing: false, chars: 0 };

export interface Typewriter {
  /** What a message shows: 'hidden' (queued), 'indicator', a number of characters, or 'full'. */
  visibility: (id: string) => 'hidden' | 'indicator' | number | 'full';
  /** True while any reply is still being revealed (the input stays blocked). */
  busy: boolean;
  /** Changes with every character shown (what the view scrolls along with). */
  progress: string;
  reveal: (id: string, length: number) => void;
  clear: () => void;
}

export function useTypewriter(): Typewriter {
  const [state, setState] = useState<TypewriterState>(IDLE);
  const head = state.queue[0];

  useEffect(() => {
    if (!head) return undefined;
    if (!state.typing) {
      const timer = setTimeout(() => setState((s) => ({ ...s, typing: true, chars: 1 })), TIMINGS.typingIndicator);
      return () => clearTimeout(timer);
    }
    // One interval per reply: a slow render never stretches the 15 ms rhythm into a chain of late timeouts.
    const timer = setInterval(
      () =>
        setState((s) => {
          if (!s.typing) return s;
          const done = s.chars + 1 >= (s.queue[0]?.length ?? 0);
          return done ? { queue: s.queue.slice(1), typing: false, chars: 0 } : { ...s, chars: s.chars + 1 };
        }),
      TIMINGS.typewriterPerChar,
    );
    return () => clearInterval(timer);
  }, [head, state.typing]);

  const reveal = useCallback((id: string, length: number) => {
    if (length === 0 || prefersReducedMotion()) return;
    setState((s) => ({ ...s, queue: [...s.queue, { id, length }] }));
  }, []);

  const clear = useCallback(() => setState(IDLE), []);

  const visibility = useCallback(
    (id: string) => {
      const index = state.queue.findIndex((queued) => queued.id === id);
      if (index < 0) return 'full' as const;
      if (index > 0) return 'hidden' as const;
      return state.typing ? state.chars : ('indicator' as const);
    },
    [state],
  );

  const progress = `${state.queue.length}:${state.typing}:${state.chars}`;
  return useMemo(
    () => ({ visibility, busy: state.queue.length > 0, progress, reveal, clear }),
    [visibility, state.queue.length, progress, reveal, clear],
  );
}
