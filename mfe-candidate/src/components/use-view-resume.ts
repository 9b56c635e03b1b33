import { useCallback } from 'react';
import { CREDITS_NEEDED, FREE_RESUME_VIEW_USED, RESUME_VIEWED_CREDIT_USED } from 'contracts';
import { useCandidateCreditsStore } from './candidate-credits.store';
import { trackEvent } from './track-event';
import { useToast } from './use-toast';

/** 'View Resume': spends the free view or a credit (spec §4) and tells the visitor; true when the resume may show. */
export function useViewResume(candidateId: string): () => boolean {
  const viewResume = useCandidateCreditsStore((state) => state.viewResume);
  const toast = useToast();
  return useCallback(() => {
    const outcome = viewResume(candidateId);
    trackEvent('candidate_view_resume', { candidateId, outcome });
    if (outcome === 'free-view') toast.success(FREE_RESUME_VIEW_USED);
    else if (outcome === 'credit-used') toast.success(RESUME_VIEWED_CREDIT_USED);
    else if (outcome === 'no-credits') toast.error(CREDITS_NEEDED);
    return outcome !== 'no-credits';
  }, [candidateId, toast, viewResume]);
}
