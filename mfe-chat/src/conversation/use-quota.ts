// Quota first (product.md §9 plans): at step 0, before any work, a plan with no sequence left this month is said at once
// with a way to the billing page, instead of after drafting a sequence that cannot be scheduled; otherwise what is
// left is said before any input.
import { GetBillingOverviewDocument, sequencesLeftText } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';

export interface Quota {
  exhausted: boolean;
  /** '2 of 3 sequences left this month', shown before any input; null until the first answer. */
  leftText: string | null;
  /** The first answer is on its way (step 0 waits for it before any work). */
  pending: boolean;
  checking: boolean;
  recheck: () => void;
}

export function useQuota(enabled: boolean): Quota {
  const { data, refetch, isFetching, isLoading } = useGraphQLQuery(GetBillingOverviewDocument, {}, { enabled });
  const overview = data?.billingOverview;
  const exhausted = enabled && Boolean(overview && overview.sequencesUsed >= overview.sequencesTotal);
  const leftText = enabled && overview ? sequencesLeftText(overview.sequencesUsed, overview.sequencesTotal) : null;
  return { exhausted, leftText, pending: enabled && isLoading, checking: isFetching, recheck: () => void refetch() };
}
