// The wizard's drafts saved on the server as the user writes (saveSequenceDraft: steps stored, nobody scheduled),
// about a second after the last edit and right away when leaving the step, so a reload or another device finds them.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GetCampaignWithEmailSequencesDocument,
  SEQUENCE_DRAFT_RUNNING,
  SEQUENCE_DRAFT_SAVE_DELAY_MS,
  SaveSequenceDraftDocument,
} from 'contracts';
import { draftErrors, executeGraphQL } from 'shared-ui';
import { useInvalidateOperations } from '../use-invalidate-operations';
import { toSequenceInput, type DraftEmail } from './sequence-draft';

/** 'idle' nothing to save; 'pending' edited (a save is due, or waits for the rules to pass); 'off' a running sequence. */
export type DraftSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'off';

export interface DraftAutosave {
  status: DraftSaveStatus;
  /** True while the drafts differ from what the server holds. */
  dirty: boolean;
  /** Saves now if anything is unsaved; true when the server then holds the drafts. */
  flush: () => Promise<boolean>;
}

const snapshot = (drafts: readonly DraftEmail[]) => JSON.stringify(toSequenceInput(drafts));

/** `saved` are the drafts as seeded from the server's steps; anything else (an edit, a restored place) is saved. */
export function useDraftAutosave(campaignId: number, drafts: readonly DraftEmail[], saved: readonly DraftEmail[]): DraftAutosave {
  const invalidate = useInvalidateOperations();
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshot(saved));
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const current = snapshot(drafts);
  const dirty = current !== savedSnapshot;
  // Only drafts that pass the §5 rules can be stored (the server checks the same bounds).
  const savable = draftErrors(drafts, { checkSubjects: true }).length === 0;
  const latest = useRef({ current, drafts, savable, status });
  useEffect(() => {
    latest.current = { current, drafts, savable, status };
  });
  const inFlight = useRef<Promise<boolean> | null>(null);
  const savedRef = useRef(savedSnapshot);

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const { current: text, drafts: toSave, savable: ok, status: now } = latest.current;
    if (text === savedRef.current) return true;
    if (!ok || now === 'off') return false;
    const run = (async () => {
      setStatus('saving');
      try {
        const { saveSequenceDraft: result } = await executeGraphQL(SaveSequenceDraftDocument, {
          campaignId,
          data: { emails: toSequenceInput(toSave) },
        });
        if (result.success) {
          savedRef.current = text;
          setSavedSnapshot(text);
          setStatus('saved');
          // The page's copy of the steps now lags behind: coming back to this step must show these drafts.
          void invalidate(GetCampaignWithEmailSequencesDocument);
          return true;
        }
        setStatus(result.message === SEQUENCE_DRAFT_RUNNING ? 'off' : 'error');
      } catch {
        setStatus('error');
      }
      return false;
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [campaignId, invalidate]);

  // Debounced: a save about a second after the last edit.
  useEffect(() => {
    if (!dirty || !savable || latest.current.status === 'off') return;
    const timer = window.setTimeout(() => void save(), SEQUENCE_DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, current, savable, save]);

  // Edited since the last save: 'pending' (or 'error' when the last attempt failed) until a save runs.
  let shown: DraftSaveStatus = status;
  if (status !== 'off' && status !== 'saving')
    shown = dirty ? (status === 'error' ? 'error' : 'pending') : status === 'error' ? 'idle' : status;
  return { status: shown, dirty, flush: save };
}
