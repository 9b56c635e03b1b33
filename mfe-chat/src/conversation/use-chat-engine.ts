// The conversation's moving parts in one place: the state, the typed-out replies, the server copy, and `run`,
// which gives a step handler its runtime and keeps the input blocked while the assistant works. One task at a time:
// a second one asked for meanwhile (a double click, a click during the Gmail check) is not started.
import { useCallback, useMemo, useRef, useState } from 'react';
import { REJECTION_MARK, type ChatActivity } from 'contracts';
import { errorText, type ChatRuntime } from './chat-runtime';
import { useChatPersistence, type ChatPersistence } from './use-chat-persistence';
import { useChatStore, type ChatStore } from './use-chat-store';
import { useTypewriter, type Typewriter } from './use-typewriter';

export interface ChatEngine {
  store: ChatStore;
  typewriter: Typewriter;
  persistence: ChatPersistence;
  /** True while a handler runs (a lookup, an upload, the generation, the send flow). */
  working: boolean;
  /** What the running handler does (what the busy 'Send Sequence Now' says), null when idle. */
  activity: ChatActivity | null;
  /** Whether a handler is running right now (read synchronously: two quick Enters must not both start one). */
  isWorking: () => boolean;
  /** Runs `task` unless another one is running (then resolves undefined at once). */
  run: <T>(task: (rt: ChatRuntime) => Promise<T> | T, activity?: ChatActivity) => Promise<T | undefined>;
  startNew: () => Promise<void>;
}

export function useChatEngine(): ChatEngine {
  const store = useChatStore();
  const typewriter = useTypewriter();
  const persistence = useChatPersistence(store);
  const [activity, setActivity] = useState<ChatActivity | null>(null);
  const workingRef = useRef(false);
  const { get, patch, append, epoch } = store;
  const { reveal, clear } = typewriter;

  const setBusy = useCallback((busy: ChatActivity | null) => {
    workingRef.current = busy !== null;
    setActivity(busy);
  }, []);

  const runtimeFor = useCallback(
    (startedIn: number): ChatRuntime => {
      const alive = () => epoch() === startedIn;
      return {
        get,
        context: () => get().context,
        patch: (context, step) => {
          if (alive()) patch(context, step);
        },
        user: (text) => {
          if (alive()) append('user', text.trim());
        },
        bot: (text) => {
          if (!alive()) return null;
          const message = append('bot', text);
          reveal(message.id, text.length);
          return message.id;
        },
        alive,
      };
    },
    [get, patch, append, epoch, reveal],
  );

  const run = useCallback(
    async <T>(task: (rt: ChatRuntime) => Promise<T> | T, kind: ChatActivity = 'working'): Promise<T | undefined> => {
      if (workingRef.current) return undefined;
      const rt = runtimeFor(epoch());
      setBusy(kind);
      try {
        return await task(rt);
      } catch (error) {
        rt.bot(`${REJECTION_MARK} ${errorText(error)}`);
        return undefined;
      } finally {
        if (rt.alive()) setBusy(null);
      }
    },
    [runtimeFor, epoch, setBusy],
  );

  const { startNew: clearOnServer } = persistence;
  const startNew = useCallback(async () => {
    clear();
    setBusy(null);
    await clearOnServer();
  }, [clear, setBusy, clearOnServer]);

  const isWorking = useCallback(() => workingRef.current, []);

  const working = activity !== null;
  return useMemo(
    () => ({ store, typewriter, persistence, working, activity, isWorking, run, startNew }),
    [store, typewriter, persistence, working, activity, isWorking, run, startNew],
  );
}
