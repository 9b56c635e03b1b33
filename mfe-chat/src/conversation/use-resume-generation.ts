// A conversation saved while its emails were being drafted (step 3) lost the answer with the page: drafting starts
// again on load with what the context holds.
import { useEffect, useRef } from 'react';
import { generateEmails } from './generate-emails';
import type { ChatEngine } from './use-chat-engine';

export function useResumeGeneration(engine: ChatEngine): void {
  const { persistence, store, working, run } = engine;
  const resumedIn = useRef<number | null>(null);
  const { step } = store.state;
  const { epoch } = store;

  useEffect(() => {
    if (persistence.status !== 'ready' || step !== 3 || working || resumedIn.current === epoch()) return;
    resumedIn.current = epoch();
    void run(generateEmails);
  }, [persistence.status, step, working, epoch, run]);
}
