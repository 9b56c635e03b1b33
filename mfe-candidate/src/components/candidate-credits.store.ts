import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CANDIDATE_START_CREDITS } from 'contracts';

// Resume-view credits of the candidate demo (spec §4). The starting credit is the free first view: it reveals that
// candidate, who can then be re-viewed for free any number of times. A different candidate costs one credit and is
// refused when none are left (so with the starting credit alone, a second candidate is refused).

export type ResumeViewOutcome =
  /** First ever view: the free credit is used on this candidate. */
  | 'free-view'
  /** This candidate was already revealed: no charge. */
  | 'already-revealed'
  /** A different candidate, paid with one credit. */
  | 'credit-used'
  /** A different candidate and no credit left: nothing revealed. */
  | 'no-credits';

interface CandidateCreditsState {
  credits: number;
  /** The candidate revealed with the free view; null until the first view. */
  freeViewCandidateId: string | null;
  revealedCandidateIds: readonly string[];
  viewResume: (candidateId: string) => ResumeViewOutcome;
  reset: () => void;
}

const initialState = {
  credits: CANDIDATE_START_CREDITS,
  freeViewCandidateId: null,
  revealedCandidateIds: [] as readonly string[],
};

export const useCandidateCreditsStore = create<CandidateCreditsState>()(
  persist(
    (set, get) => ({
      ...initialState,
      viewResume: (candidateId) => {
        const { credits, freeViewCandidateId, revealedCandidateIds } = get();
        if (revealedCandidateIds.includes(candidateId)) return 'already-revealed';
        if (credits <= 0) return 'no-credits';
        set({
          credits: credits - 1,
          freeViewCandidateId: freeViewCandidateId ?? candidateId,
          revealedCandidateIds: [...revealedCandidateIds, candidateId],
        });
        return freeViewCandidateId === null ? 'free-view' : 'credit-used';
      },
      reset: () => set(initialState),
    }),
    {
      // Survives reloads of the demo pages in the same browser.
      name: 'candidate-credits',
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
