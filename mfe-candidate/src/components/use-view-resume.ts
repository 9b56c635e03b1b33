import { useCallback, useState } from 'react';
import { CREDITS_NEEDED, FREE_RESUME_VIEW_USED, RESUME_VIEWED_CREDIT_USED } from 'contracts';
import { useCandidateCreditsStore } from './candidate-credits.store';
import { trackEvent } from './track-event';
import { useToast } from 'shared-ui/toasts';

export interface ViewResume {
  /** Spends the free view or a credit when needed; true when the resume may show. */
  view: () => boolean;
  /** The last attempt was refused for lack of credits (the page then shows how to get more). */
  blocked: boolean;
}

/** 'View Resume' (product.md §4), with the toast that says what it cost and the analytics event. */
export function useViewResume(candidateId: string): ViewResume {
  const viewResume = useCandidateCreditsStore((state) => state.viewResume);
  const toast = useToast();
  const [blocked, setBlocked] = useState(false);
  const view = useCallback(() => {
    const outcome = viewResume(candidateId);
    trackEvent('candidate_view_resume', { candidateId, outcome });
    if (outcome === 'free-view') toast.success(FREE_RESUME_VIEW_USED);
    else if (outcome === 'credit-used') toast.success(RESUME_VIEWED_CREDIT_USED);
    else if (outcome === 'no-credits') toast.error(CREDITS_NEEDED);
    setBlocked(outcome === 'no-credits');
    return outcome !== 'no-credits';
  }, [candidateId, toast, viewResume]);
  return { view, blocked };
}
