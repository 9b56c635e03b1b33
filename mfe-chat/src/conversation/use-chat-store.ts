// The conversation state with a synchronous read of the latest value: step handlers are async and must see what
// the previous line wrote, not the value of the render that started them.
import { useCallback, useMemo, useRef, useState } from 'react';
import { INITIAL_STATE, type ChatContext, type ChatMessage, type ChatState, type ChatStep } from './chat.types';

let fallbackCounter = 0;
function newMessageId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  fallbackCounter += 1;
  return `msg-${uuid ?? `${Date.now().toString(36)}-${fallbackCounter}`}`;
}

export interface ChatStore {
  state: ChatState;
  get: () => ChatState;
  /** Replaces the whole state (restore, New conversation) and starts a new epoch. */
  replace: (next: ChatState) => void;
  patch: (context: Partial<ChatContext>, step?: ChatStep) => void;
  append: (role: ChatMessage['role'], content: string) => ChatMessage;
  /** Changes on every replace: work started before it must not write into the new conversation. */
  epoch: () => number;
}

export function useChatStore(): ChatStore {
  const [state, setState] = useState<ChatState>(INITIAL_STATE);
  const ref = useRef<ChatState>(INITIAL_STATE);
  const epochRef = useRef(0);

  const commit = useCallback((next: ChatState) => {
    ref.current = next;
    setState(next);
  }, []);

  const replace = useCallback(
    (next: ChatState) => {
      epochRef.current += 1;
      commit(next);
    },
    [commit],
  );

  const patch = useCallback(
    (context: Partial<ChatContext>, step?: ChatStep) => {
      const current = ref.current;
      commit({ ...current, step: step ?? current.step, context: { ...current.context, ...context } });
    },
    [commit],
  );

  const append = useCallback(
    (role: ChatMessage['role'], content: string) => {
      const message: ChatMessage = { id: newMessageId(), role, content, timestamp: Date.now() };
      commit({ ...ref.current, messages: [...ref.current.messages, message] });
      return message;
    },
    [commit],
  );

  const get = useCallback(() => ref.current, []);
  const epoch = useCallback(() => epochRef.current, []);

  return useMemo(() => ({ state, get, replace, patch, append, epoch }), [state, get, replace, patch, append, epoch]);
}
