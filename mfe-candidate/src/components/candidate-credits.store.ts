import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CANDIDATE_START_CREDITS, type ResumeViewOutcome } from 'contracts';

// Resume-view credits of the candidate demo (product.md §4): credits start at CANDIDATE_START_CREDITS (1). The first view
// is free (no credit spent) and fixes the revealed candidate, who can be re-viewed for free any number of times; a
// different candidate costs one credit and is refused when none are left. So: first free, a second one for the
// starting credit, a third refused.

export type { ResumeViewOutcome };

export interface CandidateCreditsData {
  credits: number;
  /** The candidate revealed with the free view; null until the first view. */
  freeViewCandidateId: string | null;
  revealedCandidateIds: readonly string[];
}

interface CandidateCreditsState extends CandidateCreditsData {
  viewResume: (candidateId: string) => ResumeViewOutcome;
  reset: () => void;
}

const initialState: CandidateCreditsData = {
  credits: CANDIDATE_START_CREDITS,
  freeViewCandidateId: null,
  revealedCandidateIds: [],
};

/** The rules themselves, without the store: what viewing `candidateId` does to `state`. */
export function applyResumeView(
  state: CandidateCreditsData,
  candidateId: string,
): { outcome: ResumeViewOutcome; next: CandidateCreditsData } {
  const { credits, freeViewCandidateId, revealedCandidateIds } = state;
  if (revealedCandidateIds.includes(candidateId)) return { outcome: 'already-revealed', next: state };
  const revealed = [...revealedCandidateIds, candidateId];
  if (freeViewCandidateId === null) {
    return { outcome: 'free-view', next: { credits, freeViewCandidateId: candidateId, revealedCandidateIds: revealed } };
  }
  if (credits <= 0) return { outcome: 'no-credits', next: state };
  return { outcome: 'credit-used', next: { credits: credits - 1, freeViewCandidateId, revealedCandidateIds: revealed } };
}

/** Version 0 spent the starting credit on the free view; a visitor stuck with that state gets the credit back. */
export function migrateCandidateCredits(persisted: unknown, version: number): CandidateCreditsData {
  const state = { ...initialState, ...(persisted as Partial<CandidateCreditsData> | null) };
  if (version < 1 && state.revealedCandidateIds.length === 1 && state.freeViewCandidateId !== null) {
    return { ...state, credits: CANDIDATE_START_CREDITS };
  }
  return state;
}

export const useCandidateCreditsStore = create<CandidateCreditsState>()(
  persist(
    (set, get) => ({
      ...initialState,
      viewResume: (candidateId) => {
        const { outcome, next } = applyResumeView(get(), candidateId);
        if (outcome === 'free-view' || outcome === 'credit-used') set(next);
        return outcome;
      },
      reset: () => set(initialState),
    }),
    {
      // Survives reloads of the demo pages in the same browser.
      name: 'candidate-credits',
      version: 1,
      migrate: migrateCandidateCredits,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ credits, freeViewCandidateId, revealedCandidateIds }) => ({
        credits,
        freeViewCandidateId,
        revealedCandidateIds,
      }),
    },
  ),
);

export const useIsCandidateRevealed = (candidateId: string): boolean =>
  useCandidateCreditsStore((state) => state.revealedCandidateIds.includes(candidateId));

/** The FREE badge shows on 'View Resume' until the free view has been used. */
export const useHasFreeView = (): boolean => useCandidateCreditsStore((state) => state.freeViewCandidateId === null);

export const useCredits = (): number => useCandidateCreditsStore((state) => state.credits);
