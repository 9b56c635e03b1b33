// Keeps the conversation on the server (ChatConversation / SaveChatConversation) so a reload or another device
// resumes it: restored once on load, saved shortly after every change (in order), cleared by 'New conversation'.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SaveChatConversationDocument, StartNewChatConversationDocument, validateChatConversation } from 'contracts';
import { executeGraphQL, useDataErrorToast } from 'shared-ui';
import { INITIAL_STATE } from './chat.types';
import { restoreState, toSaveInput } from './chat-state.codec';
import { expectsConversation, rememberConversation } from './conversation-hint';
import { afterNextPaint, loadConversation } from './conversation-preload';
import type { ChatStore } from './use-chat-store';

/** A burst of changes (a reply typed, several fields patched) is saved once. */
export const SAVE_DEBOUNCE_MS = 300;

export interface ChatPersistence {
  status: 'loading' | 'ready';
  /** While loading: this browser expects a conversation under way, so the page waits rather than draw the empty state. */
  expectsConversation: boolean;
  /** Saves a pending change now (before the browser leaves for Google's consent). */
  flush: () => Promise<void>;
  startNew: () => Promise<void>;
}

export function useChatPersistence(store: ChatStore): ChatPersistence {
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  const [expects] = useState(expectsConversation);
  const toast = useDataErrorToast();
  const lastSaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const { get, replace, state } = store;

  useEffect(() => {
    let cancelled = false;
    // Without a conversation expected, the empty state is on screen first: asking after that paint keeps the request
    // off the path to it (the App asked already when one is expected).
    const asked = expects ? Promise.resolve() : afterNextPaint();
    asked
      .then(() => (cancelled ? Promise.reject(new Error('unmounted')) : loadConversation()))
      .then(
        ({ chatConversation }) => {
          if (cancelled) return;
          const restored = restoreState(chatConversation);
          lastSaved.current = JSON.stringify(toSaveInput(restored));
          rememberConversation(restored.messages.length > 0);
          replace(restored);
        },
        (error: unknown) => {
          // The chat still works; it just starts a new conversation.
          if (!cancelled) toast(error);
        },
      )
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [replace, toast, expects]);

  const save = useCallback(() => {
    timer.current = null;
    const current = get();
    if (current.messages.length === 0) return chain.current;
    const data = toSaveInput(current);
    const key = JSON.stringify(data);
    // A conversation beyond the server's bounds (e.g. a 100,000-character context) would only be refused.
    if (key === lastSaved.current || validateChatConversation(data)) return chain.current;
    lastSaved.current = key;
    rememberConversation(true);
    chain.current = chain.current
      .then(() => executeGraphQL(SaveChatConversationDocument, { data }))
      .then(
        () => undefined,
        () => {
          // Saved again with the next change.
          lastSaved.current = null;
        },
      );
    return chain.current;
  }, [get]);

  useEffect(() => {
    if (status !== 'ready') return undefined;
    timer.current = setTimeout(save, SAVE_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [state, status, save]);

  // Leaving the page (or the chat) keeps the last change.
  useEffect(
    () => () => {
      if (timer.current) void save();
    },
    [save],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    return save();
  }, [save]);

  const startNew = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    lastSaved.current = null;
    rememberConversation(false);
    replace(INITIAL_STATE);
    chain.current = chain.current.then(() => executeGraphQL(StartNewChatConversationDocument, {}).then(() => undefined, toast));
    await chain.current;
  }, [replace, toast]);

  return useMemo(() => ({ status, expectsConversation: expects, flush, startNew }), [status, expects, flush, startNew]);
}
